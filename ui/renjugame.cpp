#include "renjugame.h"

#include "boardview.h"
#include "gamedocument.h"
#include "prompts.h"

#include "core/coords.h"
#include "record/semantics.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QMouseEvent>
#include <QPainter>
#include <QThread>

namespace irodori::ui {

void ForbiddenLayer::paint(QPainter& painter, const BoardGeometry& g, const BoardSnapshot& snapshot) const
{
    if (size_ != snapshot.size)
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(215, 35, 35), std::max(1.5, g.cell() * 0.07), Qt::SolidLine, Qt::RoundCap));
    const qreal d = g.cell() * 0.16;
    for (const GridPoint& p : points_) {
        if (snapshot.at(p.x, p.y) != Empty)
            continue;
        const QPointF c = g.center(p.x, p.y);
        painter.drawLine(QPointF(c.x() - d, c.y() - d), QPointF(c.x() + d, c.y() + d));
        painter.drawLine(QPointF(c.x() - d, c.y() + d), QPointF(c.x() + d, c.y() - d));
    }
}

RenjuGame::RenjuGame(GameDocument* document, BoardView* board, QWidget* window)
    : QObject(window), document_(document), board_(board), window_(window)
{
    newGame_ = new QAction(tr("New &Renju Game…"), this);
    newGame_->setStatusTip(tr("Play Renju (連珠) or gomoku on the 15×15 board, against Irodori or between two players"));
    connect(newGame_, &QAction::triggered, this, &RenjuGame::choose);
    board_->painter().addLayer(&forbidden_);
    board_->installEventFilter(this);
    // A record loaded or a game picked ends with currentChanged too.
    connect(document_, &GameDocument::currentChanged, this, &RenjuGame::onPositionChanged);
}

RenjuGame::~RenjuGame()
{
    stop_ = true;
    if (thread_) {
        thread_->wait();
        delete thread_;
    }
}

bool RenjuGame::isRenjuRecord() const
{
    return document_->isRenju();
}

renju::RuleSet RenjuGame::rules() const
{
    const QString ru = QString::fromStdString(record::textValue(document_->tree().root(), "RU")).toLower();
    if (ru.contains(QLatin1String("free")))
        return renju::RuleSet::Freestyle;
    if (ru.contains(QLatin1String("exact")) || ru.contains(QLatin1String("standard")))
        return renju::RuleSet::ExactFive;
    return renju::RuleSet::Renju;
}

renju::Board RenjuGame::board() const
{
    const Board& go = document_->position().board();
    renju::Board b(go.size());
    for (int y = 0; y < go.size(); ++y)
        for (int x = 0; x < go.size(); ++x)
            if (isStone(go.color(go.at(x, y))))
                b.place(b.at(x, y), go.color(go.at(x, y)));
    return b;
}

Color RenjuGame::fiveOf(const renju::Board& b) const
{
    const Move* last = document_->position().lastMove();
    if (!last || last->isPass())
        return Empty;
    // The two boards number their points alike: a one-point border, row by row.
    return renju::isWinningFive(b, last->point, rules()) ? last->color : Empty;
}

QString RenjuGame::forbiddenText(renju::Forbidden f)
{
    switch (f) {
    case renju::Forbidden::DoubleThree:
        return tr("double three (三三)");
    case renju::Forbidden::DoubleFour:
        return tr("double four (四四)");
    case renju::Forbidden::Overline:
        return tr("overline (長連)");
    case renju::Forbidden::None:
        break;
    }
    return {};
}

QString RenjuGame::rulesText(renju::RuleSet rules)
{
    switch (rules) {
    case renju::RuleSet::Renju:
        return tr("Renju");
    case renju::RuleSet::Freestyle:
        return tr("Gomoku, five or more");
    case renju::RuleSet::ExactFive:
        return tr("Gomoku, exactly five");
    }
    return {};
}

void RenjuGame::start(renju::RuleSet rules, Color engine, double secondsPerMove)
{
    stop();
    record::GameTree tree(15, 4);
    record::Node& root = tree.root();
    const char* ru = rules == renju::RuleSet::Renju ? "Renju" : rules == renju::RuleSet::Freestyle ? "Freestyle" : "Exact five";
    record::setTextValue(root, "RU", ru);
    const std::string engineName = tr("Irodori").toStdString();
    const std::string human = tr("You").toStdString();
    if (engine != Empty) {
        record::setTextValue(root, "PB", engine == Black ? engineName : human);
        record::setTextValue(root, "PW", engine == White ? engineName : human);
    }
    engine_ = engine;
    seconds_ = std::clamp(secondsPerMove, 0.05, 60.0);
    document_->adoptGame(std::move(tree));
    emit stateChanged();
    emit message(engine == Empty ? tr("New %1 game: Black plays first, in the centre.").arg(rulesText(rules))
                 : engine == Black ? tr("New %1 game: Irodori plays Black and begins.").arg(rulesText(rules))
                                   : tr("New %1 game: you play Black; begin in the centre.").arg(rulesText(rules)));
    onPositionChanged();
}

void RenjuGame::choose()
{
    QDialog dialog(window_);
    dialog.setWindowTitle(tr("New Renju Game"));
    auto* form = new QFormLayout(&dialog);
    auto* rulesBox = new QComboBox(&dialog);
    for (renju::RuleSet r : {renju::RuleSet::Renju, renju::RuleSet::Freestyle, renju::RuleSet::ExactFive})
        rulesBox->addItem(rulesText(r), static_cast<int>(r));
    rulesBox->setToolTip(tr("Renju: Black wins with exactly five and may not make a double three, a double four or "
                            "an overline. Gomoku: no forbidden moves."));
    form->addRow(tr("Rules:"), rulesBox);
    auto* opponentBox = new QComboBox(&dialog);
    opponentBox->addItem(tr("Irodori plays White"), static_cast<int>(White));
    opponentBox->addItem(tr("Irodori plays Black"), static_cast<int>(Black));
    opponentBox->addItem(tr("Two players on this board"), static_cast<int>(Empty));
    form->addRow(tr("Opponent:"), opponentBox);
    auto* seconds = new QDoubleSpinBox(&dialog);
    seconds->setRange(0.2, 30.0);
    seconds->setSingleStep(0.5);
    seconds->setValue(seconds_);
    seconds->setSuffix(tr(" s"));
    form->addRow(tr("Irodori's time per move:"), seconds);
    if (!runFormDialog(dialog, form))
        return;
    if (mayReplaceRecord && !mayReplaceRecord())
        return;
    start(static_cast<renju::RuleSet>(rulesBox->currentData().toInt()),
          static_cast<Color>(opponentBox->currentData().toInt()), seconds->value());
}

void RenjuGame::stop()
{
    ++generation_;
    stop_ = true;
    if (thread_) {
        thread_->wait();
        delete thread_;
        thread_ = nullptr;
    }
    stop_ = false;
    if (engine_ != Empty) {
        engine_ = Empty;
        emit stateChanged();
    }
}

QString RenjuGame::playAt(int x, int y)
{
    const Position& pos = document_->position();
    QString problem;
    renju::Board b = board();
    if (x < 0 || y < 0 || x >= b.size() || y >= b.size()) {
        problem = tr("That point is not on the board.");
    } else if (const Color five = winner(); five != Empty) {
        problem = tr("The game is over: %1 made five in a row.").arg(five == Black ? tr("Black") : tr("White"));
    } else if (engine_ != Empty && pos.toMove() == engine_) {
        problem = tr("Irodori is thinking; your move comes next.");
    } else if (b.color(b.at(x, y)) != Empty) {
        problem = tr("That point is already occupied.");
    } else if (const renju::Forbidden f = renju::forbidden(b, b.at(x, y), rules());
               pos.toMove() == Black && f != renju::Forbidden::None) {
        problem = tr("Forbidden to Black: a %1.").arg(forbiddenText(f));
    }
    if (!problem.isEmpty()) {
        emit message(problem);
        return problem;
    }
    const Move move{pos.toMove(), pos.board().at(x, y)};
    document_->play(move);
    if (const Color five = winner(); five != Empty)
        announceEnd(five);
    else
        emit message(tr("%1 played %2.")
                         .arg(move.color == Black ? tr("Black") : tr("White"),
                              QString::fromStdString(toGtp(document_->position().board(), move.point))));
    return {};
}

void RenjuGame::announceEnd(Color five)
{
    const std::string result = five == Black ? "B+" : "W+";
    if (engine_ != Empty || document_->gameInfo("RE").isEmpty())
        document_->setGameInfo("RE", QString::fromStdString(result));
    const QString who = five == Black ? tr("Black") : tr("White");
    emit message(engine_ == Empty ? tr("%1 wins with five in a row.").arg(who)
                 : five == engine_ ? tr("Irodori wins with five in a row (%1).").arg(who)
                                   : tr("You win with five in a row (%1).").arg(who));
}

void RenjuGame::onPositionChanged()
{
    const bool renju = isRenjuRecord();
    if (renju != wasRenju_) {
        wasRenju_ = renju;
        if (!renju)
            stop();
        emit stateChanged();
    }
    if (!renju) {
        forbidden_.set(0, {});
        winner_ = Empty;
        return;
    }
    const Position& pos = document_->position();
    renju::Board b = board();
    winner_ = fiveOf(b);
    const bool over = winner_ != Empty || b.full();
    std::vector<GridPoint> points;
    if (!over && pos.toMove() == Black && rules() == renju::RuleSet::Renju)
        for (int y = 0; y < b.size(); ++y)
            for (int x = 0; x < b.size(); ++x)
                if (b.color(b.at(x, y)) == Empty && renju::forbidden(b, b.at(x, y), rules()) != renju::Forbidden::None)
                    points.push_back({x, y});
    forbidden_.set(b.size(), std::move(points));
    board_->update();
    if (thread_) {
        // A new position while Irodori thinks: that thought is about another
        // board. It stops, and the next one starts when it has.
        ++generation_;
        stop_ = true;
        return;
    }
    if (engine_ != Empty && !over && pos.toMove() == engine_)
        think();
}

void RenjuGame::think()
{
    const quint64 generation = ++generation_;
    renju::Board b = board();
    const Color color = engine_;
    const renju::RuleSet r = rules();
    renju::PlayerLimits limits;
    limits.seconds = seconds_;
    limits.stop = &stop_;
    stop_ = false;
    thread_ = QThread::create([this, b, color, r, limits, generation]() mutable {
        const renju::MoveChoice choice = renju::chooseMove(b, color, r, limits);
        QMetaObject::invokeMethod(
            this, [this, generation, move = choice.move] { finishThinking(generation, move); }, Qt::QueuedConnection);
    });
    thread_->start();
    emit message(tr("Irodori is thinking…"));
}

void RenjuGame::finishThinking(quint64 generation, Point move)
{
    if (thread_) {
        thread_->wait();
        delete thread_;
        thread_ = nullptr;
    }
    stop_ = false;
    const Position& pos = document_->position();
    if (generation != generation_ || engine_ == Empty || pos.toMove() != engine_ || !isRenjuRecord()) {
        onPositionChanged(); // the position moved on: think about the new one if it is ours
        return;
    }
    if (move == kNoPoint) {
        emit message(tr("The board is full: the game is a draw."));
        return;
    }
    document_->play({engine_, move});
    emit engineMoved();
    if (const Color five = winner(); five != Empty)
        announceEnd(five);
    else
        emit message(tr("Irodori played %1. Your move.")
                         .arg(QString::fromStdString(toGtp(document_->position().board(), move))));
}

bool RenjuGame::eventFilter(QObject* watched, QEvent* event)
{
    // Clicks only: the other events include those of the window being
    // taken down, when the document may be gone already.
    GridPoint clicked;
    if (watched != board_ || !takeBoardClick(*board_, event, pressed_, &clicked) || !isRenjuRecord())
        return QObject::eventFilter(watched, event);
    if (clicked.isValid())
        playAt(clicked.x, clicked.y);
    return true;
}

} // namespace irodori::ui
