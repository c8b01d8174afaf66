#include "boardexport.h"

#include "irodori/version.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QFont>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>

namespace irodori::ui::boardexport {

namespace {

// The translation context of the export messages.
class BoardExport {
    Q_DECLARE_TR_FUNCTIONS(BoardExport)
};

// Vector output is drawn at this many dots per inch: the painter snaps the
// grid lines to device dots, and at 1200 dpi that snapping is invisible,
// while at 72 dpi every line would be rounded to a whole point.
constexpr int kVectorDpi = 1200;

QString cannotWrite(const QString& path)
{
    return BoardExport::tr("Could not write “%1”. Check that the folder exists and that you may write there.")
        .arg(QFileInfo(path).fileName());
}

QString creator()
{
    return QStringLiteral("%1 %2").arg(QString::fromLatin1(kName), QString::fromLatin1(kVersion));
}

// The title a vector file carries in its metadata.
QString documentTitle(const Options& options)
{
    return options.title.isEmpty() ? BoardExport::tr("Go board") : options.title;
}

// Ends the painting of a vector file; a file that did not end or came out
// empty (a full disk, say) is an error the user sees.
QString finish(QPainter& p, const QString& path)
{
    if (!p.end() || QFileInfo(path).size() <= 0)
        return cannotWrite(path);
    return {};
}

QString writePng(const BoardPainter& painter, const BoardSnapshot& snapshot, const QString& path,
                 const Options& options)
{
    const qreal dpr = std::clamp(options.devicePixelRatio, 1.0, 4.0);
    QImage image = painter.render(snapshot, options.size, dpr);
    // The resolution tells viewers and word processors the intended size:
    // the usual 96 dpi at ratio 1, twice that at ratio 2.
    const int dotsPerMeter = qRound(96.0 * dpr / 0.0254);
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    image.setText(QStringLiteral("Software"), creator());
    if (!options.title.isEmpty())
        image.setText(QStringLiteral("Title"), options.title);
    if (image.isNull() || !image.save(path, "PNG"))
        return cannotWrite(path);
    return {};
}

QString writeSvg(const BoardPainter& painter, const BoardSnapshot& snapshot, const QString& path,
                 const Options& options)
{
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(options.size);
    svg.setViewBox(QRect(QPoint(0, 0), options.size));
    svg.setTitle(documentTitle(options));
    svg.setDescription(BoardExport::tr("Drawn by %1").arg(creator()));
    QPainter p;
    if (!p.begin(&svg))
        return cannotWrite(path);
    painter.paint(p, QRectF(QPointF(0, 0), QSizeF(options.size)), snapshot);
    return finish(p, path);
}

QString writePdf(const BoardPainter& painter, const BoardSnapshot& snapshot, const QString& path,
                 const Options& options)
{
    QPdfWriter pdf(path);
    pdf.setCreator(creator());
    pdf.setTitle(documentTitle(options));
    pdf.setResolution(kVectorDpi);
    // One page exactly the size of the board, for placing in documents.
    pdf.setPageLayout(QPageLayout(QPageSize(QSizeF(options.size), QPageSize::Point, QString(), QPageSize::ExactMatch),
                                  QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    QPainter p;
    if (!p.begin(&pdf))
        return cannotWrite(path);
    // Logical units are points from here on.
    p.scale(kVectorDpi / 72.0, kVectorDpi / 72.0);
    painter.paint(p, QRectF(QPointF(0, 0), QSizeF(options.size)), snapshot);
    return finish(p, path);
}

} // namespace

std::optional<Format> formatOf(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return Format::Png;
    if (suffix == QLatin1String("svg"))
        return Format::Svg;
    if (suffix == QLatin1String("pdf"))
        return Format::Pdf;
    return std::nullopt;
}

QString extension(Format format)
{
    switch (format) {
    case Format::Png:
        return QStringLiteral("png");
    case Format::Svg:
        return QStringLiteral("svg");
    case Format::Pdf:
        return QStringLiteral("pdf");
    }
    return {};
}

BoardSnapshot withoutPreview(BoardSnapshot snapshot)
{
    snapshot.ghost = {};
    snapshot.ghostColor = Empty;
    return snapshot;
}

QString write(const BoardPainter& painter, const BoardSnapshot& snapshot, const QString& path, Format format,
              const Options& options)
{
    if (options.size.width() < 16 || options.size.height() < 16 || options.size.width() > 20000
        || options.size.height() > 20000)
        return BoardExport::tr("The picture must be between 16 and 20000 units wide and high.");
    switch (format) {
    case Format::Png:
        return writePng(painter, snapshot, path, options);
    case Format::Svg:
        return writeSvg(painter, snapshot, path, options);
    case Format::Pdf:
        return writePdf(painter, snapshot, path, options);
    }
    return cannotWrite(path);
}

QString write(const BoardPainter& painter, const BoardSnapshot& snapshot, const QString& path,
              const Options& options)
{
    const std::optional<Format> format = formatOf(path);
    if (!format)
        return BoardExport::tr("“%1” does not end in .png, .svg or .pdf, so the format is unknown.")
            .arg(QFileInfo(path).fileName());
    return write(painter, snapshot, path, *format, options);
}

BoardPainter forPaper(const BoardPainter& painter)
{
    BoardPainter paper = painter;
    BoardPainter::Options options = paper.options();
    options.paper = true;
    paper.setOptions(options);
    return paper;
}

bool print(const BoardPainter& painter, const BoardSnapshot& snapshot, QPagedPaintDevice& device,
           const QString& caption)
{
    QPainter p;
    if (!p.begin(&device))
        return false;
    // The printable area in device dots; the painter snaps the grid to them.
    QRectF area(0, 0, device.width(), device.height());
    if (!caption.isEmpty()) {
        // A line above the board says which game and which move it is.
        QFont font = p.font();
        const qreal height = std::min(area.width(), area.height()) * 0.035;
        font.setPixelSize(std::max(1, qRound(height)));
        p.setFont(font);
        p.setPen(Qt::black);
        const QRectF line(area.left(), area.top(), area.width(), height * 1.6);
        p.drawText(line, Qt::AlignHCenter | Qt::AlignTop | Qt::TextSingleLine, caption);
        area.setTop(line.bottom() + height * 0.5);
    }
    // A square board as large as fits, at the top of the page.
    const qreal side = std::min(area.width(), area.height());
    const QRectF board(area.left() + (area.width() - side) / 2, area.top(), side, side);
    forPaper(painter).paint(p, board, snapshot);
    return p.end();
}

} // namespace irodori::ui::boardexport
