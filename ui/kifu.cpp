#include "kifu.h"

#include "boardpainter.h"
#include "recordmarkuplayer.h"

#include "core/board.h"
#include "core/coords.h"
#include "record/gametree.h"
#include "record/replay.h"
#include "record/semantics.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>

namespace irodori::ui::kifu {

namespace {

class Text {
    Q_DECLARE_TR_FUNCTIONS(Kifu)
};

} // namespace

std::vector<Figure> figures(const record::GameTree& tree, const record::Node* end, int movesPerFigure)
{
    std::vector<Figure> out;
    if (!end || movesPerFigure < 1)
        return out;
    std::vector<const record::Node*> line;
    for (const record::Node* n = end; n; n = n->parent())
        line.push_back(n);
    std::reverse(line.begin(), line.end());
    const int size = tree.boardSize();
    const Board board(size);
    int number = 0;
    Figure* figure = nullptr;
    for (std::size_t i = 1; i < line.size(); ++i) {
        const auto move = record::nodeMove(*line[i], size);
        if (!move)
            continue;
        ++number;
        if (!figure || number > figure->first + movesPerFigure - 1) {
            out.push_back({});
            figure = &out.back();
            figure->first = number;
            figure->start = BoardSnapshot::fromPosition(positionAt(tree, line[i - 1]));
            figure->start.lastMove = {};
            figure->start.koPoint = {};
        }
        figure->last = number;
        if (move->isPass()) {
            figure->notes << Text::tr("%1: pass").arg(number);
            continue;
        }
        const GridPoint at{board.column(move->point), board.row(move->point)};
        const auto earlier = std::find_if(figure->numbered.begin(), figure->numbered.end(),
                                          [&](const NumberedStone& s) { return s.at == at; });
        if (earlier != figure->numbered.end())
            figure->notes << Text::tr("%1 at %2").arg(number).arg(earlier->number);
        else if (figure->start.at(at.x, at.y) != Empty)
            figure->notes << Text::tr("%1 at %2").arg(number).arg(QString::fromStdString(toGtp(board, move->point)));
        else
            figure->numbered.push_back({at, move->color, number});
    }
    return out;
}

QString writePdf(const std::vector<Figure>& figures, const QStringList& header, const QString& title,
                 const QString& path)
{
    if (figures.empty())
        return Text::tr("The line shown has no moves to print.");
    QPdfWriter pdf(path);
    pdf.setTitle(title);
    pdf.setCreator(QStringLiteral("Irodori"));
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setResolution(300);
    pdf.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    QPainter p;
    if (!p.begin(&pdf))
        return Text::tr("Could not write “%1”.").arg(QDir::toNativeSeparators(path));
    BoardPainter painter;
    BoardPainter::Options o = painter.options();
    o.paper = true;
    o.coordinates = true;
    o.lastMoveMarker = false;
    o.koMarker = false;
    painter.setOptions(o);
    RecordMarkupLayer numbers;
    painter.addLayer(&numbers);
    const QRectF page(0, 0, pdf.width(), pdf.height());
    QFont font = p.font();
    const qreal line = page.height() * 0.018;
    font.setPixelSize(std::max(1, qRound(line)));
    for (std::size_t i = 0; i < figures.size(); ++i) {
        const Figure& f = figures[i];
        if (i > 0)
            pdf.newPage();
        QRectF area = page;
        p.setPen(Qt::black);
        p.setFont(font);
        if (i == 0) {
            for (const QString& text : header) {
                p.drawText(QRectF(area.left(), area.top(), area.width(), line * 1.5), Qt::AlignLeft | Qt::AlignTop,
                           text);
                area.setTop(area.top() + line * 1.5);
            }
            area.setTop(area.top() + line);
        }
        QFont bold = font;
        bold.setBold(true);
        p.setFont(bold);
        const QString caption = f.first == f.last ? Text::tr("Move %1").arg(f.first)
                                                  : Text::tr("Moves %1–%2").arg(f.first).arg(f.last);
        p.drawText(QRectF(area.left(), area.top(), area.width(), line * 1.5), Qt::AlignHCenter | Qt::AlignTop,
                   caption);
        area.setTop(area.top() + line * 2);
        p.setFont(font);
        // The board as large as leaves room for the notes under it (at most
        // half the page; a figure of many ko captures keeps a board).
        const QString notes = f.notes.join(QStringLiteral(", "));
        const qreal wrapped =
            notes.isEmpty() ? 0
                            : p.boundingRect(QRectF(0, 0, area.width(), page.height()), Qt::TextWordWrap, notes).height();
        const qreal notesHeight = notes.isEmpty() ? 0 : std::min(wrapped + line * 1.5, area.height() / 2);
        const qreal side = std::min(area.width(), area.height() - notesHeight);
        const QRectF boardRect(area.left() + (area.width() - side) / 2, area.top(), side, side);
        BoardSnapshot snapshot = f.start;
        std::vector<RecordMarkupLayer::Item> items;
        for (const NumberedStone& s : f.numbered) {
            snapshot.set(s.at.x, s.at.y, s.color);
            RecordMarkupLayer::Item item;
            item.kind = RecordMarkupLayer::Item::Kind::Label;
            item.at = s.at;
            item.text = QString::number(s.number);
            items.push_back(item);
        }
        numbers.setItems(std::move(items));
        painter.paint(p, boardRect, snapshot);
        if (!f.notes.isEmpty())
            p.drawText(QRectF(area.left(), boardRect.bottom() + line * 0.8, area.width(), notesHeight),
                       Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, notes);
    }
    if (!p.end())
        return Text::tr("Could not write “%1”.").arg(QDir::toNativeSeparators(path));
    return {};
}

} // namespace irodori::ui::kifu
