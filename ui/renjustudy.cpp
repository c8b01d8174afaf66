#include "renjustudy.h"

#include "boardview.h"
#include "gamedocument.h"
#include "renjugame.h"

#include "core/coords.h"
#include "renju/player.h"

#include <QAction>
#include <QPainter>
#include <QStringList>
#include <QThread>

namespace irodori::ui {

void ThreatLayer::paint(QPainter& painter, const BoardGeometry& g, const BoardSnapshot& snapshot) const
{
    if (size_ != snapshot.size)
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal cell = g.cell();
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(7, static_cast<int>(cell * 0.25)));
    painter.setFont(font);
    const qreal r = cell * 0.23;
    for (const Mark& m : marks_) {
        if (snapshot.at(m.point.x, m.point.y) != Empty)
            continue;
        const qreal shift = (m.color == Black ? -0.23 : 0.23) * cell;
        const QPointF c = g.center(m.point) + QPointF(shift, shift);
        const bool black = m.color == Black;
        if (renju::isWinning(m.kind))
            painter.setPen(QPen(QColor(215, 35, 35), std::max(1.2, cell * 0.05)));
        else
            painter.setPen(QPen(black ? QColor(20, 20, 20) : QColor(120, 120, 120), 1.0));
        painter.setBrush(black ? QColor(25, 25, 25) : QColor(248, 248, 248));
        painter.drawEllipse(c, r, r);
        painter.setPen(black ? Qt::white : Qt::black);
        painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
                         QString::fromLatin1(renju::threatLabel(m.kind)));
    }
    font.setPixelSize(std::max(7, static_cast<int>(cell * 0.4)));
    painter.setFont(font);
    for (std::size_t i = 0; i < line_.size(); ++i) {
        const Step& s = line_[i];
        if (snapshot.at(s.point.x, s.point.y) != Empty)
            continue;
        const QPointF c = g.center(s.point);
        const qreal stone = cell * 0.46;
        const bool black = s.color == Black;
        painter.setPen(QPen(QColor(0, 0, 0, 150), 1.0));
        painter.setBrush(black ? QColor(0, 0, 0, 135) : QColor(255, 255, 255, 190));
        painter.drawEllipse(c, stone, stone);
        painter.setPen(black ? Qt::white : Qt::black);
        painter.drawText(QRectF(c.x() - stone, c.y() - stone, 2 * stone, 2 * stone), Qt::AlignCenter,
                         QString::number(i + 1));
    }
}

RenjuStudy::RenjuStudy(GameDocument* document, BoardView* board, RenjuGame* game, QObject* parent)
    : QObject(parent), document_(document), board_(board), game_(game)
{
    action_ = new QAction(tr("Renju &Threats"), this);
    action_->setCheckable(true);
    action_->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+T")));
    action_->setStatusTip(tr("Show what a stone on each point would make for either side (five, four, four-three, "
                             "three) and a win by continuous fours, in a Renju or gomoku record"));
    action_->setEnabled(false);
    board_->painter().addLayer(&layer_);
    connect(action_, &QAction::toggled, this, &RenjuStudy::refresh);
    connect(document_, &GameDocument::currentChanged, this, &RenjuStudy::refresh);
    connect(game_, &RenjuGame::stateChanged, this, [this] {
        action_->setEnabled(document_->isRenju());
        refresh();
    });
}

RenjuStudy::~RenjuStudy()
{
    if (thread_) {
        thread_->wait();
        delete thread_;
    }
}

bool RenjuStudy::isOn() const
{
    return action_->isChecked() && document_->isRenju();
}

void RenjuStudy::refresh()
{
    ++generation_;
    summary_.clear();
    if (!isOn()) {
        layer_.set(0, {}, {});
        board_->update();
        return;
    }
    renju::Board b = game_->board();
    const renju::RuleSet rules = game_->rules();
    std::vector<ThreatLayer::Mark> marks;
    if (game_->winner() == Empty)
        for (const renju::Threat& t : renju::threats(b, rules))
            marks.push_back({{b.column(t.point), b.row(t.point)}, t.color, t.kind});
    layer_.set(b.size(), std::move(marks), {});
    board_->update();
    if (game_->winner() != Empty) {
        summary_ = tr("Five in a row: the game is over.");
        emit message(summary_);
        emit analysed();
        return;
    }
    if (thread_)
        return; // finish() looks again at the position shown then
    const quint64 generation = generation_;
    const Color toMove = document_->position().toMove();
    thread_ = QThread::create([this, b, rules, toMove, generation]() mutable {
        Found f;
        std::vector<Point> line;
        if (renju::findVcf(b, toMove, rules, 16, &line) != kNoPoint)
            f = {toMove, line};
        else if (line.clear(); renju::findVcf(b, opponent(toMove), rules, 16, &line) != kNoPoint)
            f = {opponent(toMove), line};
        else if (renju::fivePoints(b, opponent(toMove), rules).empty())
            // Threes too, within a budget (a few tenths of a second).
            if (const Point p = renju::findVct(b, toMove, rules, 4, 50000); p != kNoPoint)
                f = {toMove, {p}, true};
        QMetaObject::invokeMethod(this, [this, generation, f] { finish(generation, f); }, Qt::QueuedConnection);
    });
    thread_->start();
}

void RenjuStudy::finish(quint64 generation, const Found& found)
{
    if (thread_) {
        thread_->wait();
        delete thread_;
        thread_ = nullptr;
    }
    if (generation != generation_) {
        refresh();
        return;
    }
    const renju::Board b = game_->board();
    std::vector<ThreatLayer::Step> line;
    Color mover = found.winner;
    for (Point p : found.line) {
        line.push_back({{b.column(p), b.row(p)}, mover});
        mover = opponent(mover);
    }
    std::vector<ThreatLayer::Mark> marks = layer_.marks();
    layer_.set(b.size(), std::move(marks), std::move(line));
    board_->update();
    summary_ = describe(b, document_->position().toMove(), found);
    emit message(summary_);
    emit analysed();
}

QString RenjuStudy::describe(const renju::Board& board, Color toMove, const Found& found) const
{
    renju::Board b = board;
    const renju::RuleSet rules = game_->rules();
    const Color other = opponent(toMove);
    const auto colour = &RenjuGame::colourName;
    const auto name = [&](Point p) { return QString::fromStdString(toGtp(document_->position().board(), p)); };
    const auto names = [&](const std::vector<Point>& points) {
        QStringList out;
        for (Point p : points)
            out << name(p);
        return out.join(QLatin1Char(' '));
    };
    if (const std::vector<Point> fives = renju::fivePoints(b, toMove, rules); !fives.empty())
        return tr("%1 to move wins at once: five at %2.").arg(colour(toMove), name(fives.front()));
    if (const std::vector<Point> fours = renju::fivePoints(b, other, rules); !fours.empty()) {
        if (fours.size() >= 2)
            return tr("%1 has an open four (%2): %3 cannot block both ends.").arg(colour(other), names(fours), colour(toMove));
        if (renju::isForbidden(b, fours.front(), toMove, rules))
            return tr("%1's four can only be blocked at %2, which is forbidden to Black: White wins.")
                .arg(colour(other), name(fours.front()));
        return tr("%1 must block %2's four at %3.").arg(colour(toMove), colour(other), name(fours.front()));
    }
    const int moves = static_cast<int>(found.line.size() + 1) / 2;
    if (found.winner == toMove && found.threats)
        return tr("%1 to move wins by continuous threats (VCT, 三追い: threes and fours), beginning at %2.")
            .arg(colour(toMove), name(found.line.front()));
    if (found.winner == toMove)
        return tr("%1 to move wins by continuous fours (VCF, 四追い) in %n move(s): %2.", nullptr, moves)
            .arg(colour(toMove), names(found.line));
    if (found.winner == other)
        return tr("%1 threatens a win by continuous fours (VCF) from %2: %3 to move must stop it. The line: %4.")
            .arg(colour(other), name(found.line.front()), colour(toMove), names(found.line));
    return tr("Neither side has a win by continuous fours.");
}

} // namespace irodori::ui
