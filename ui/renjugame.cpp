#include "renjugame.h"

#include "boardview.h"
#include "gamedocument.h"
#include "prompts.h"

#include "core/coords.h"
#include "record/semantics.h"

#include <QPushButton>
#include <QAction>
#include <QInputDialog>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QTimer>
#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QMouseEvent>
#include <QPainter>
#include <QThread>

#include <algorithm>

namespace irodori::ui {

namespace {

// The node property that keeps the opening's decisions (swaps, choices,
// offers declared), one value each: "swap:1" (see renju::decisionText()),
// and on the fourth stone's node the fifth moves Black offered: "offer:hf".
constexpr const char* kDecisionProperty = "OD";
constexpr std::string_view kOfferPrefix = "offer:";

// A decision recorded on a line, with the stones on the board at its node.
struct RecordedDecision {
    int stones;
    renju::OpeningStep::Kind kind;
    int value;
};

// The decisions recorded on a line (line[0] the root; the position after
// its last node holds `stones` stones), in order. Every move on the line
// puts one stone down (Renju takes none).
std::vector<RecordedDecision> recordedDecisions(const std::vector<const record::Node*>& line, int stones, int size)
{
    std::vector<RecordedDecision> out;
    for (std::size_t k = line.size(); k-- > 0;) {
        const record::Node& n = *line[k];
        if (const record::Property* od = n.find(kDecisionProperty))
            for (auto v = od->values.rbegin(); v != od->values.rend(); ++v)
                if (const auto d = renju::parseDecision(*v))
                    out.push_back({stones, d->first, d->second});
        if (k > 0)
            if (const auto m = record::nodeMove(n, size); m && !m->isPass())
                --stones;
    }
    std::reverse(out.begin(), out.end());
    return out;
}

} // namespace

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
    // The lines that make the point clicked forbidden, through its stones.
    if (!lines_.empty()) {
        painter.setPen(QPen(QColor(215, 35, 35, 150), std::max(3.0, g.cell() * 0.22), Qt::SolidLine, Qt::RoundCap));
        for (const Segment& s : lines_)
            painter.drawLine(g.center(s.from), g.center(s.to));
        painter.setPen(QPen(QColor(215, 35, 35), std::max(1.5, g.cell() * 0.07)));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(g.center(explained_), g.cell() * 0.4, g.cell() * 0.4);
    }
}

void OpeningLayer::paint(QPainter& painter, const BoardGeometry& g, const BoardSnapshot& snapshot) const
{
    if (size_ != snapshot.size)
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    if (square_ >= 0) {
        const int c = size_ / 2;
        const qreal half = g.cell() * 0.5;
        const QPointF from = g.center(c - square_, c - square_) - QPointF(half, half);
        const QPointF to = g.center(c + square_, c + square_) + QPointF(half, half);
        painter.setPen(QPen(QColor(30, 100, 200), std::max(1.5, g.cell() * 0.06), Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(from, to));
    }
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(8, static_cast<int>(g.cell() * 0.42)));
    painter.setFont(font);
    for (const GridPoint& p : offers_) {
        if (snapshot.at(p.x, p.y) != Empty)
            continue;
        const QPointF c = g.center(p.x, p.y);
        const qreal r = g.cell() * 0.46;
        painter.setPen(QPen(QColor(0, 0, 0, 160), 1.0));
        painter.setBrush(QColor(0, 0, 0, 120));
        painter.drawEllipse(c, r, r);
        painter.setPen(Qt::white);
        painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter, QStringLiteral("5"));
    }
}

RenjuGame::RenjuGame(GameDocument* document, BoardView* board, QWidget* window)
    : QObject(window), document_(document), board_(board), window_(window)
{
    newGame_ = new QAction(tr("New &Renju Game…"), this);
    newGame_->setStatusTip(tr("Play Renju (連珠) or gomoku on the 15×15 board, against Irodori or between two players"));
    connect(newGame_, &QAction::triggered, this, &RenjuGame::choose);
    board_->painter().addLayer(&forbidden_);
    board_->painter().addLayer(&openingLayer_);
    askSwap = [this](const QString& question) {
        return QMessageBox::question(window_, tr("Swap Colours?"), question, QMessageBox::Yes | QMessageBox::No,
                                     QMessageBox::No)
               == QMessageBox::Yes;
    };
    askChoice = [this](const QString& question, const QStringList& options) {
        QMessageBox box(QMessageBox::Question, openingText(opening_), question, QMessageBox::NoButton, window_);
        std::vector<QPushButton*> buttons;
        for (const QString& option : options)
            buttons.push_back(box.addButton(option, QMessageBox::AcceptRole));
        box.exec();
        const auto it = std::find(buttons.begin(), buttons.end(), box.clickedButton());
        return it == buttons.end() ? 0 : static_cast<int>(it - buttons.begin());
    };
    askOfferCount = [this](const QString& question, int max) {
        bool ok = false;
        const int n = QInputDialog::getInt(window_, tr("Fifth Moves"), question, std::min(2, max), 1, max, 1, &ok);
        return ok ? n : std::min(2, max);
    };
    board_->installEventFilter(this);
    // A record loaded or a game picked ends with currentChanged too.
    connect(document_, &GameDocument::currentChanged, this, &RenjuGame::onPositionChanged);
    // Another record (opened, pasted, new) ends a game against Irodori;
    // saving it does not.
    connect(document_, &GameDocument::recordReplaced, this, [this] {
        if (starting_)
            return;
        stop();
        // The opening belonged to the record replaced (whose root may even
        // share the new one's address).
        clearOpening();
        // An opening in progress goes on once the record is in place (and
        // what opened it has said so).
        const quint64 replaced = ++replaced_;
        QTimer::singleShot(0, this, [this, replaced] {
            if (replaced == replaced_)
                resumeOpening();
        });
    });
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

bool RenjuGame::playable() const
{
    return document_->boardSize() >= 5 && document_->boardSize() <= kMaxBoardSize;
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

QString RenjuGame::openingText(renju::OpeningRule rule)
{
    switch (rule) {
    case renju::OpeningRule::Free:
        return tr("None");
    case renju::OpeningRule::Rif:
        return tr("RIF");
    case renju::OpeningRule::Yamaguchi:
        return tr("Yamaguchi");
    case renju::OpeningRule::Soosorv8:
        return tr("Soosõrv-8");
    case renju::OpeningRule::Swap2:
        return tr("Swap2");
    case renju::OpeningRule::Taraguchi10:
        return tr("Taraguchi-10");
    }
    return {};
}

void RenjuGame::start(renju::RuleSet rules, Color engine, double secondsPerMove, renju::OpeningRule opening)
{
    stop();
    // Renju's opening rules for Renju, Swap2 for gomoku.
    if (renju::isRenjuOpening(opening) != (rules == renju::RuleSet::Renju))
        opening = renju::OpeningRule::Free;
    record::GameTree tree(15, 4);
    record::Node& root = tree.root();
    std::string ru = rules == renju::RuleSet::Renju ? "Renju" : rules == renju::RuleSet::Freestyle ? "Freestyle" : "Exact five";
    if (opening != renju::OpeningRule::Free)
        ru += std::string(", ") + renju::openingRuleName(opening) + " opening";
    record::setTextValue(root, "RU", ru);
    const std::string engineName = tr("Irodori").toStdString();
    const std::string human = tr("You").toStdString();
    if (engine != Empty) {
        record::setTextValue(root, "PB", engine == Black ? engineName : human);
        record::setTextValue(root, "PW", engine == White ? engineName : human);
    }
    engine_ = engine;
    seconds_ = std::clamp(secondsPerMove, 0.05, 60.0);
    opening_ = opening;
    steps_ = renju::openingSteps(opening);
    decisions_.assign(steps_.size(), -1);
    offers_.clear();
    openingRoot_ = nullptr;
    prompted_ = -1;
    starting_ = true;
    document_->adoptGame(std::move(tree));
    starting_ = false;
    openingRoot_ = &document_->tree().root();
    emit stateChanged();
    if (opening == renju::OpeningRule::Swap2)
        emit message(engine == Black ? tr("New %1 game, Swap2 opening: Irodori puts the first three stones.").arg(rulesText(rules))
                                     : tr("New %1 game, Swap2 opening: put two black stones and a white one anywhere, "
                                          "Black first.")
                                           .arg(rulesText(rules)));
    else if (opening != renju::OpeningRule::Free)
        emit message(engine == Empty ? tr("New Renju game, %1 opening: Black's first stone goes on the centre point.")
                                           .arg(openingText(opening))
                     : engine == Black ? tr("New Renju game, %1 opening: Irodori puts the opening.").arg(openingText(opening))
                                       : tr("New Renju game, %1 opening: you put the opening, Black's first stone on "
                                            "the centre point.")
                                             .arg(openingText(opening)));
    else
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
    auto* openingBox = new QComboBox(&dialog);
    openingBox->setToolTip(tr("How the first stones are chosen to balance Black's advantage. RIF: one of the 26 "
                              "openings, White's player may swap colours, Black offers two fifth moves and White picks "
                              "one. Yamaguchi: the number of offers is declared with the opening. Soosõrv-8: White "
                              "declares 1 to 8 offers with the fourth stone, and Black's player may swap again. "
                              "Taraguchi-10: a swap after each stone, in growing squares; then Black puts the fifth "
                              "within 9×9 (White may swap) or offers ten. Swap2 "
                              "(gomoku): three stones anywhere, then the other player plays White, swaps, or puts two "
                              "stones more and lets the first player choose."));
    form->addRow(tr("Opening rule:"), openingBox);
    // Renju's opening rules for Renju, Swap2 for gomoku.
    const auto fillOpenings = [rulesBox, openingBox] {
        const bool isRenju = rulesBox->currentData().toInt() == static_cast<int>(renju::RuleSet::Renju);
        openingBox->clear();
        openingBox->addItem(openingText(renju::OpeningRule::Free), static_cast<int>(renju::OpeningRule::Free));
        const std::vector<renju::OpeningRule> rules =
            isRenju ? std::vector{renju::OpeningRule::Rif, renju::OpeningRule::Yamaguchi, renju::OpeningRule::Soosorv8,
                                  renju::OpeningRule::Taraguchi10}
                    : std::vector{renju::OpeningRule::Swap2};
        for (renju::OpeningRule o : rules)
            openingBox->addItem(openingText(o), static_cast<int>(o));
    };
    connect(rulesBox, &QComboBox::currentIndexChanged, &dialog, fillOpenings);
    fillOpenings();
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
          static_cast<Color>(opponentBox->currentData().toInt()), seconds->value(),
          static_cast<renju::OpeningRule>(openingBox->currentData().toInt()));
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

QString RenjuGame::problemAt(int x, int y) const
{
    if (!playable())
        return tr("Five in a row needs a board of at least 5 lines; this record's has %1.").arg(document_->boardSize());
    const Position& pos = document_->position();
    renju::Board b = board();
    if (x < 0 || y < 0 || x >= b.size() || y >= b.size())
        return tr("That point is not on the board.");
    if (const Color five = winner(); five != Empty)
        return tr("The game is over: %1 made five in a row.").arg(five == Black ? tr("Black") : tr("White"));
    const Point p = b.at(x, y);
    const int i = pendingIndex();
    if (i < 0) {
        if (engine_ != Empty && pos.toMove() == engine_)
            return tr("Irodori is thinking; your move comes next.");
    } else {
        const renju::OpeningStep& step = steps_[static_cast<std::size_t>(i)];
        const Color actor = actorOf(i);
        if (engine_ != Empty && actor == engine_)
            return tr("Irodori is deciding; your turn comes next.");
        switch (step.kind) {
        case renju::OpeningStep::Swap:
            return tr("First %1's player decides whether to swap colours.").arg(colourName(step.actor));
        case renju::OpeningStep::Declare:
            return tr("First %1's player declares how many fifth moves Black will offer.").arg(colourName(step.actor));
        case renju::OpeningStep::Choose:
            return tr("First %1's player chooses how the opening goes on.").arg(colourName(step.actor));
        case renju::OpeningStep::Place:
            if (!renju::inCentralSquare(b, p, step.square))
                return step.square == 0 ? tr("The first stone goes on the centre point.")
                                        : tr("In the opening this stone goes within the central %1×%1 square.")
                                              .arg(2 * step.square + 1);
            break;
        case renju::OpeningStep::Offer:
            if (actor == White) {
                if (std::find(offers_.begin(), offers_.end(), p) == offers_.end())
                    return tr("Choose one of Black's offered fifth moves (the stones marked 5).");
                return {};
            }
            if (std::find(offers_.begin(), offers_.end(), p) != offers_.end())
                return {}; // taken back
            if (b.color(p) != Empty)
                return tr("That point is already occupied.");
            if (const renju::Forbidden f = renju::forbidden(b, p, rules()); f != renju::Forbidden::None)
                return tr("Forbidden to Black: a %1.").arg(forbiddenText(f));
            for (Point q : offers_)
                if (renju::symmetricMoves(b, p, q))
                    return tr("That fifth move is the same as %1, offered already: the board is symmetrical.")
                        .arg(pointName(q));
            return {};
        }
    }
    if (b.color(p) != Empty)
        return tr("That point is already occupied.");
    if (const renju::Forbidden f = renju::forbidden(b, p, rules()); pos.toMove() == Black && f != renju::Forbidden::None)
        return tr("Forbidden to Black: a %1.").arg(forbiddenText(f));
    return {};
}

QString RenjuGame::passProblem() const
{
    if (const Color five = winner(); five != Empty)
        return tr("The game is over: %1 made five in a row.").arg(colourName(five));
    const int i = pendingIndex();
    if (i >= 0)
        return tr("There is no passing in the opening: %1").arg(stepText(i));
    if (engine_ != Empty && document_->position().toMove() == engine_)
        return tr("Irodori is thinking; your move comes next.");
    return {};
}

QString RenjuGame::playAt(int x, int y)
{
    const QString problem = problemAt(x, y);
    forbidden_.explain({}, {});
    if (!problem.isEmpty()) {
        // A point forbidden to Black: the lines that make it so are drawn.
        renju::Board b = board();
        if (x >= 0 && y >= 0 && x < b.size() && y < b.size()) {
            std::vector<ForbiddenLayer::Segment> lines;
            for (const renju::LineSegment& l : renju::forbiddenLines(b, b.at(x, y), rules()))
                lines.push_back({{b.column(l.from), b.row(l.from)}, {b.column(l.to), b.row(l.to)}});
            const bool blackPlays = document_->position().toMove() == Black
                                    || (pendingStep() && pendingStep()->kind == renju::OpeningStep::Offer);
            if (blackPlays && !lines.empty())
                forbidden_.explain({x, y}, std::move(lines));
        }
        board_->update();
        emit message(problem);
        return problem;
    }
    const Position& pos = document_->position();
    const Point p = pos.board().at(x, y);
    if (const int i = pendingIndex(); i >= 0 && steps_[static_cast<std::size_t>(i)].kind == renju::OpeningStep::Offer) {
        if (actorOf(i) == Black) {
            offerAt(p);
        } else {
            pickOffer(p);
            if (!thread_)
                emit message(tr("Black's fifth move is %1; White plays the sixth.").arg(pointName(p)));
        }
        return {};
    }
    const Move move{pos.toMove(), p};
    playMove(move);
    if (const Color five = winner(); five != Empty) {
        announceEnd(five);
        return {};
    }
    QString said = tr("%1 played %2.").arg(colourName(move.color), pointName(move.point));
    // In the opening, what comes next too (unless Irodori is at it).
    if (const int i = pendingIndex(); i >= 0 && !(engine_ != Empty && actorOf(i) == engine_))
        said += QLatin1Char(' ') + stepText(i);
    emit message(said);
    return {};
}

QString RenjuGame::colourName(Color c)
{
    return c == Black ? tr("Black") : tr("White");
}

QString RenjuGame::pointName(Point p) const
{
    return QString::fromStdString(toGtp(document_->position().board(), p));
}

int RenjuGame::pendingIndex() const
{
    if (steps_.empty() || openingRoot_ != &document_->tree().root() || !isRenjuRecord())
        return -1;
    // Counted on the position's own board: this runs at every hover.
    const Board& go = document_->position().board();
    return renju::dueStep(steps_, decisions_, go.stoneCount(Black) + go.stoneCount(White));
}

const renju::OpeningStep* RenjuGame::pendingStep() const
{
    const int i = pendingIndex();
    return i < 0 ? nullptr : &steps_[static_cast<std::size_t>(i)];
}

Color RenjuGame::turnColor() const
{
    const int i = pendingIndex();
    return i < 0 ? Empty : actorOf(i);
}

QString RenjuGame::turnText() const
{
    const int i = pendingIndex();
    if (i < 0)
        return {};
    const QString who = colourName(actorOf(i));
    switch (steps_[static_cast<std::size_t>(i)].kind) {
    case renju::OpeningStep::Place:
        return {};
    case renju::OpeningStep::Swap:
        return tr("%1 may swap").arg(who);
    case renju::OpeningStep::Declare:
        return tr("%1 declares the offers").arg(who);
    case renju::OpeningStep::Choose:
        return tr("%1 chooses the way on").arg(who);
    case renju::OpeningStep::Offer:
        return actorOf(i) == Black ? tr("Black offers fifth moves") : tr("White picks a fifth move");
    }
    return {};
}

int RenjuGame::offerCount() const
{
    for (std::size_t i = 0; i < steps_.size(); ++i) {
        if (steps_[i].kind == renju::OpeningStep::Offer && steps_[i].maxOffers > 0)
            return steps_[i].maxOffers;
        if (steps_[i].kind == renju::OpeningStep::Declare && decisions_[i] > 0)
            return decisions_[i];
    }
    return 0;
}

Color RenjuGame::actorOf(int i) const
{
    const renju::OpeningStep& s = steps_[static_cast<std::size_t>(i)];
    if (s.kind == renju::OpeningStep::Offer)
        return static_cast<int>(offers_.size()) < offerCount() ? Black : White;
    return s.actor;
}

void RenjuGame::forgetDecisionsAfter(int stones)
{
    for (std::size_t i = 0; i < steps_.size(); ++i) {
        if (decisions_[i] < 0 || steps_[i].stones <= stones)
            continue;
        // Back before a swap: the players have their first colours again.
        if ((steps_[i].kind == renju::OpeningStep::Swap || steps_[i].kind == renju::OpeningStep::Choose)
            && decisions_[i] == 1)
            swapColours(true);
        decisions_[i] = -1;
    }
    if (stones != 4)
        offers_.clear();
}

void RenjuGame::clearOpening()
{
    opening_ = renju::OpeningRule::Free;
    steps_.clear();
    decisions_.clear();
    offers_.clear();
    openingRoot_ = nullptr;
}

void RenjuGame::takeRecorded(const std::vector<const record::Node*>& line, int stones, bool swapNames)
{
    for (const RecordedDecision& d : recordedDecisions(line, stones, document_->boardSize())) {
        const int i = renju::dueStep(steps_, decisions_, d.stones);
        if (i < 0)
            continue;
        const renju::OpeningStep& s = steps_[static_cast<std::size_t>(i)];
        if (s.kind != d.kind || (s.kind == renju::OpeningStep::Declare && d.value > s.maxOffers))
            continue; // not the decision due there (another rule's, or a hand-edited value)
        decisions_[static_cast<std::size_t>(i)] = d.value;
        if (swapNames)
            swapColours(s.kind != renju::OpeningStep::Declare && d.value == 1);
    }
}

bool RenjuGame::resumeOpening()
{
    const record::Node& root = document_->tree().root();
    if (!resumes_ || !isRenjuRecord() || !playable() || document_->current() != &root || !steps_.empty()
        || engine_ != Empty || !document_->gameInfo("RE").isEmpty())
        return false;
    const renju::OpeningRule rule = renju::openingRuleFromText(document_->gameInfo("RU").toUtf8().constData());
    if (rule == renju::OpeningRule::Free || renju::isRenjuOpening(rule) != (rules() == renju::RuleSet::Renju))
        return false;
    // The line the record goes on along, and the stones at its end: those
    // set up at the root, and a stone a move.
    const int size = document_->boardSize();
    auto putsStone = [size](const record::Node* n) {
        const auto m = record::nodeMove(*n, size);
        return m && !m->isPass();
    };
    const Board& go = document_->position().board();
    int stones = go.stoneCount(Black) + go.stoneCount(White);
    std::vector<const record::Node*> line{&root};
    for (const record::Node* n = &root; n->childCount() > 0;) {
        n = n->child(n->selectedChild());
        line.push_back(n);
        stones += putsStone(n);
    }
    opening_ = rule;
    steps_ = renju::openingSteps(rule);
    decisions_.assign(steps_.size(), -1);
    // The players' names are as the decisions left them.
    takeRecorded(line, stones, false);
    if (renju::dueStep(steps_, decisions_, stones) < 0) {
        // The opening is over (or the position is not one of its own):
        // the record is reviewed.
        clearOpening();
        return false;
    }
    offers_.clear();
    prompted_ = -1;
    openingRoot_ = &root;
    // Irodori goes on playing its side, named as it names itself.
    const QString names[] = {tr("Irodori"), QStringLiteral("Irodori")};
    const QString pb = document_->gameInfo("PB");
    const QString pw = document_->gameInfo("PW");
    const bool black = std::find(std::begin(names), std::end(names), pb) != std::end(names);
    const bool white = std::find(std::begin(names), std::end(names), pw) != std::end(names);
    engine_ = black == white ? Empty : black ? Black : White;
    note_ = tr("The %1 opening of this record is not over: it goes on from move %2.")
                .arg(openingText(rule))
                .arg(static_cast<int>(line.size()) - 1);
    emit stateChanged();
    if (!document_->goTo(line.back())) {
        // There already.
        recallOffers();
        proceed();
    }
    return true;
}

void RenjuGame::playMove(const Move& m)
{
    // The move and the opening's name in one step of Undo.
    document_->beginEditGroup();
    document_->play(m);
    nameOpening();
    document_->endEditGroup();
}

void RenjuGame::nameOpening()
{
    if (openingRoot_ != &document_->tree().root() || !isRenjuRecord())
        return;
    const Position& pos = document_->position();
    const Board& go = pos.board();
    if (go.stoneCount(Black) + go.stoneCount(White) != 3)
        return;
    // Three stones and three moves to them (none set up).
    std::vector<Point> first;
    for (const record::Node* n : record::GameTree::pathTo(document_->current()))
        if (const auto m = record::nodeMove(*n, document_->boardSize()); m && !m->isPass())
            first.push_back(m->point);
    if (first.size() != 3)
        return;
    if (const auto name = renju::openingName(document_->boardSize(), first[0], first[1], first[2]))
        document_->setGameInfo("ON", QString::fromStdString(renju::openingLabel(*name)));
}

void RenjuGame::swapColours(bool swap)
{
    if (!swap)
        return;
    if (engine_ != Empty)
        engine_ = opponent(engine_);
    const QString pb = document_->gameInfo("PB");
    const QString pw = document_->gameInfo("PW");
    document_->setGameInfo("PB", pw);
    document_->setGameInfo("PW", pb);
    emit stateChanged();
}

void RenjuGame::appendComment(const QString& text)
{
    const QString before = document_->comment();
    document_->setComment(before.isEmpty() ? text : before + QLatin1Char('\n') + text);
}

QString RenjuGame::decideSwap(bool swap)
{
    const int i = pendingIndex();
    if (i < 0 || steps_[static_cast<std::size_t>(i)].kind != renju::OpeningStep::Swap)
        return tr("No swap is due now.");
    if (engine_ != Empty && actorOf(i) == engine_)
        return tr("Irodori decides this.");
    applyDecision(i, swap ? 1 : 0);
    QString said;
    if (engine_ != Empty)
        said = swap ? tr("Colours swapped: you now play %1.").arg(colourName(opponent(engine_)))
                    : tr("No swap: you keep %1.").arg(colourName(opponent(engine_)));
    proceed(said);
    return {};
}

void RenjuGame::applyDecision(int i, int value)
{
    const renju::OpeningStep& step = steps_[static_cast<std::size_t>(i)];
    const QString who = colourName(step.actor);
    decisions_[static_cast<std::size_t>(i)] = value;
    // The decision in words (the comment) and for a program (OD, read
    // back when the line is stepped through again or the record reopened):
    // one step of Undo.
    document_->beginEditGroup();
    rewriteRecorded(
        [&](const std::string& v) {
            const auto d = renju::parseDecision(v);
            return d && d->first == step.kind;
        },
        {renju::decisionText(step.kind, value)});
    // Swap: 0 keep, 1 swap; a choice: 2 the rule's other way too.
    swapColours(step.kind != renju::OpeningStep::Declare && value == 1);
    describeDecision(step, value, who);
    document_->endEditGroup();
}

void RenjuGame::describeDecision(const renju::OpeningStep& step, int value, const QString& who)
{
    if (step.kind == renju::OpeningStep::Declare) {
        appendComment(tr("%n fifth move(s) to be offered.", nullptr, value));
        return;
    }
    const bool taraguchi = opening_ == renju::OpeningRule::Taraguchi10;
    if (value == 1)
        appendComment(tr("%1's player swapped: the players change colours.").arg(who));
    else if (value == 2 && taraguchi)
        appendComment(tr("%1's player offers ten fifth moves; White's player picks one.").arg(who));
    else if (value == 2)
        appendComment(tr("%1's player puts two stones more; the other player then chooses the colour.").arg(who));
    else if (step.kind == renju::OpeningStep::Choose && taraguchi)
        appendComment(tr("%1's player keeps Black and puts the fifth stone.").arg(who));
    else if (step.kind == renju::OpeningStep::Choose)
        appendComment(tr("%1's player keeps %1.").arg(who));
    else
        appendComment(tr("%1's player did not swap.").arg(who));
}

QString RenjuGame::decideChoice(int choice)
{
    const int i = pendingIndex();
    if (i < 0 || steps_[static_cast<std::size_t>(i)].kind != renju::OpeningStep::Choose)
        return tr("No choice of the opening is due now.");
    if (engine_ != Empty && actorOf(i) == engine_)
        return tr("Irodori decides this.");
    if (choice < 0 || choice > 2)
        return tr("Choose 0 (keep the colour), 1 (swap) or 2 (the rule's other way).");
    applyDecision(i, choice);
    QString said;
    if (engine_ != Empty && choice == 1)
        said = tr("Colours swapped: you now play %1.").arg(colourName(opponent(engine_)));
    proceed(said);
    return {};
}

QString RenjuGame::declareOffers(int count)
{
    const int i = pendingIndex();
    if (i < 0 || steps_[static_cast<std::size_t>(i)].kind != renju::OpeningStep::Declare)
        return tr("No number of fifth moves is to be declared now.");
    if (engine_ != Empty && actorOf(i) == engine_)
        return tr("Irodori decides this.");
    const int max = steps_[static_cast<std::size_t>(i)].maxOffers;
    if (count < 1 || count > max)
        return tr("Declare from 1 to %1 fifth moves.").arg(max);
    applyDecision(i, count);
    proceed();
    return {};
}

void RenjuGame::offerAt(Point p)
{
    const auto there = std::find(offers_.begin(), offers_.end(), p);
    if (there != offers_.end())
        offers_.erase(there);
    else
        offers_.push_back(p);
    recordOffers();
    proceed();
}

void RenjuGame::recordOffers()
{
    std::vector<std::string> offers;
    for (Point q : offers_)
        offers.push_back(std::string(kOfferPrefix) + record::pointToSgf(document_->boardSize(), q));
    rewriteRecorded([](const std::string& v) { return v.starts_with(kOfferPrefix); }, std::move(offers));
}

void RenjuGame::rewriteRecorded(const std::function<bool(const std::string&)>& replaced, std::vector<std::string> values)
{
    std::vector<std::string> kept = document_->nodeValues(kDecisionProperty);
    std::erase_if(kept, replaced);
    kept.insert(kept.end(), std::make_move_iterator(values.begin()), std::make_move_iterator(values.end()));
    document_->setNodeValues(kDecisionProperty, std::move(kept));
}

void RenjuGame::recallOffers()
{
    const int i = pendingIndex();
    if (i < 0 || steps_[static_cast<std::size_t>(i)].kind != renju::OpeningStep::Offer || !offers_.empty())
        return;
    const std::size_t most = static_cast<std::size_t>(std::max(offerCount(), 0));
    renju::Board b = board();
    for (const std::string& v : document_->nodeValues(kDecisionProperty)) {
        if (!v.starts_with(kOfferPrefix) || offers_.size() >= most)
            continue;
        const auto c = record::parseCoord(std::string_view(v).substr(kOfferPrefix.size()), b.size());
        if (!c)
            continue;
        // As offerAt() would take it (a hand-edited record may hold others).
        const Point p = b.at(c->x, c->y);
        const bool repeated = std::any_of(offers_.begin(), offers_.end(), [&](Point q) { return renju::symmetricMoves(b, p, q); });
        if (b.color(p) == Empty && !repeated && renju::forbidden(b, p, rules()) == renju::Forbidden::None)
            offers_.push_back(p);
    }
}

void RenjuGame::pickOffer(Point p)
{
    const std::vector<Point> offered = offers_;
    QStringList names;
    for (Point q : offered)
        names << pointName(q);
    offers_.clear();
    document_->beginEditGroup();
    document_->play({Black, p});
    appendComment(tr("Black offered %1 as the fifth move; White chose %2.").arg(names.join(QStringLiteral(", ")), pointName(p)));
    for (Point q : offered)
        if (q != p)
            document_->toggleMark(record::MarkKind::Cross, q);
    document_->endEditGroup();
    updateOpeningLayer();
}

void RenjuGame::updateOpeningLayer()
{
    const int i = pendingIndex();
    std::vector<GridPoint> points;
    int square = -1;
    const renju::Board b = board();
    if (i >= 0) {
        const renju::OpeningStep& s = steps_[static_cast<std::size_t>(i)];
        if (s.kind == renju::OpeningStep::Place)
            square = s.square;
        if (s.kind == renju::OpeningStep::Offer)
            for (Point p : offers_)
                points.push_back({b.column(p), b.row(p)});
    }
    openingLayer_.set(i >= 0 ? b.size() : 0, std::move(points), square);
    board_->update();
}

QString RenjuGame::stepText(int i) const
{
    const renju::OpeningStep& s = steps_[static_cast<std::size_t>(i)];
    const QString rule = openingText(opening_);
    switch (s.kind) {
    case renju::OpeningStep::Place:
        if (s.square == 0)
            return tr("Opening (%1): Black's first stone goes on the centre point.").arg(rule);
        if (s.square > 0)
            return tr("Opening (%1): %2's stone goes within the central %3×%3 square (outlined).")
                .arg(rule, colourName(s.stone))
                .arg(2 * s.square + 1);
        return tr("Opening (%1): stone %2 (%3) goes anywhere.").arg(rule).arg(s.stones + 1).arg(colourName(s.stone));
    case renju::OpeningStep::Swap:
        return tr("Opening (%1): %2's player may swap colours.").arg(rule, colourName(s.actor));
    case renju::OpeningStep::Declare:
        return tr("Opening (%1): %2's player declares how many fifth moves Black will offer (1 to %3).")
            .arg(rule, colourName(s.actor))
            .arg(s.maxOffers);
    case renju::OpeningStep::Choose:
        if (opening_ == renju::OpeningRule::Taraguchi10)
            return tr("Opening (%1): Black's player keeps Black and puts the fifth stone within the central 9×9 "
                      "square, swaps first, or offers ten fifth moves for White to pick from.")
                .arg(rule);
        return tr("Opening (%1): %2's player plays White, swaps to Black, or puts a white and a black stone more and "
                  "lets the other player choose the colour.")
            .arg(rule, colourName(s.actor));
    case renju::OpeningStep::Offer:
        if (actorOf(i) == Black)
            return tr("Opening (%1): Black offers %n more fifth move(s), no two symmetrical: click the points (a point "
                      "again takes it back).",
                      nullptr, offerCount() - static_cast<int>(offers_.size()))
                .arg(rule);
        return tr("Opening (%1): White chooses one of Black's offered fifth moves: click it.").arg(rule);
    }
    return {};
}

void RenjuGame::prompt(int i)
{
    prompted_ = -1;
    if (pendingIndex() != i || (engine_ != Empty && actorOf(i) == engine_))
        return;
    const renju::OpeningStep& s = steps_[static_cast<std::size_t>(i)];
    const QString who = engine_ == Empty ? tr("%1's player").arg(colourName(s.actor)) : tr("You");
    if (s.kind == renju::OpeningStep::Swap) {
        const QString question =
            engine_ == Empty
                ? tr("%1: swap colours? The player of %2 would then play %3.")
                      .arg(who, colourName(s.actor), colourName(opponent(s.actor)))
                : tr("You play %1. Swap colours and play %2 instead?").arg(colourName(s.actor), colourName(opponent(s.actor)));
        decideSwap(askSwap ? askSwap(question) : false);
    } else if (s.kind == renju::OpeningStep::Choose) {
        QString question;
        QStringList options;
        if (opening_ == renju::OpeningRule::Taraguchi10) {
            question = engine_ == Empty ? tr("%1: keep Black and put the fifth stone within the central 9×9 square, "
                                             "swap first, or offer ten fifth moves for White to pick from?")
                                              .arg(who)
                                        : tr("You play Black. Keep Black and put the fifth stone within the central "
                                             "9×9 square, swap first, or offer ten fifth moves for Irodori to pick "
                                             "from?");
            options = {tr("Keep Black"), tr("Swap to White"), tr("Offer Ten")};
        } else {
            question = engine_ == Empty ? tr("%1: play White, swap to Black, or put two stones more (a white and a "
                                             "black one) and let the other player choose the colour?")
                                              .arg(who)
                                        : tr("You play White. Keep White, swap to Black, or put two stones more (a "
                                             "white and a black one) and let Irodori choose the colour?");
            options = {tr("Play White"), tr("Swap to Black"), tr("Two Stones More")};
        }
        decideChoice(askChoice ? askChoice(question, options) : 0);
    } else if (s.kind == renju::OpeningStep::Declare) {
        const QString question = tr("%1 (%2): how many fifth moves will Black offer? White picks the one to play.")
                                     .arg(who, colourName(s.actor));
        const int n = askOfferCount ? askOfferCount(question, s.maxOffers) : 1;
        declareOffers(std::clamp(n, 1, s.maxOffers));
    }
}

void RenjuGame::proceed(const QString& given)
{
    if (!isRenjuRecord() || !playable() || thread_)
        return;
    // What a resumed opening says first.
    QString said = given;
    if (!note_.isEmpty()) {
        said = said.isEmpty() ? note_ : note_ + QLatin1Char(' ') + said;
        note_.clear();
    }
    updateOpeningLayer();
    emit openingChanged();
    const Position& pos = document_->position();
    const Board& go = pos.board();
    if (winner_ != Empty || go.stoneCount(Black) + go.stoneCount(White) == go.size() * go.size())
        return;
    const int i = pendingIndex();
    if (i < 0) {
        if (engine_ != Empty && pos.toMove() == engine_)
            think(said);
        else if (!said.isEmpty())
            emit message(said);
        return;
    }
    if (engine_ != Empty && actorOf(i) == engine_) {
        think(said);
        return;
    }
    const QString text = stepText(i);
    emit message(said.isEmpty() ? text : said + QLatin1Char(' ') + text);
    const auto kind = steps_[static_cast<std::size_t>(i)].kind;
    if ((kind == renju::OpeningStep::Swap || kind == renju::OpeningStep::Declare || kind == renju::OpeningStep::Choose)
        && prompted_ != i) {
        prompted_ = i;
        QTimer::singleShot(0, this, [this, i] { prompt(i); });
    }
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
        clearOpening();
        openingLayer_.set(0, {}, -1);
        winner_ = Empty;
        return;
    }
    if (!playable()) {
        // Too small for five in a row: shown, not played (the Renju board
        // would number its points otherwise than the record's).
        forbidden_.set(0, {});
        openingLayer_.set(0, {}, -1);
        winner_ = Empty;
        board_->update();
        return;
    }
    const Position& pos = document_->position();
    renju::Board b = board();
    winner_ = fiveOf(b);
    if (!steps_.empty() && openingRoot_ == &document_->tree().root()) {
        // Back before a decision: it is forgotten (a swap undone). Forward
        // again past one: the record's is taken, not asked for again.
        forgetDecisionsAfter(b.stones());
        takeRecorded(record::GameTree::pathTo(document_->current()), b.stones(), true);
        recallOffers();
    }
    const bool over = winner_ != Empty || b.full();
    std::vector<GridPoint> points;
    if (!over && pos.toMove() == Black && rules() == renju::RuleSet::Renju)
        for (int y = 0; y < b.size(); ++y)
            for (int x = 0; x < b.size(); ++x)
                if (b.color(b.at(x, y)) == Empty && renju::forbidden(b, b.at(x, y), rules()) != renju::Forbidden::None)
                    points.push_back({x, y});
    forbidden_.set(b.size(), std::move(points));
    forbidden_.explain({}, {});
    board_->update();
    if (thread_) {
        // A new position while Irodori thinks: that thought is about another
        // board. It stops, and the next one starts when it has.
        ++generation_;
        stop_ = true;
        return;
    }
    proceed();
}

void RenjuGame::think(const QString& said)
{
    const quint64 generation = ++generation_;
    renju::Board b = board();
    const Color color = engine_;
    const renju::RuleSet r = rules();
    renju::PlayerLimits limits;
    limits.seconds = seconds_;
    limits.stop = &stop_;
    stop_ = false;
    const int i = pendingIndex();
    const renju::OpeningStep step = i >= 0 ? steps_[static_cast<std::size_t>(i)] : renju::OpeningStep{};
    const Color actor = i >= 0 ? actorOf(i) : color;
    const Color toMove = document_->position().toMove();
    const std::vector<Point> offers = offers_;
    const int count = offerCount();
    const std::uint32_t random = QRandomGenerator::global()->generate();
    const bool taraguchi = opening_ == renju::OpeningRule::Taraguchi10;
    thread_ = QThread::create([this, b, color, r, limits, generation, i, step, actor, toMove, offers, count, random,
                               taraguchi]() mutable {
        Answer a;
        a.step = i;
        if (i < 0) {
            a.move = renju::chooseMove(b, color, r, limits).move;
        } else {
            switch (step.kind) {
            case renju::OpeningStep::Place: {
                // Swap2's first three stones go anywhere; Irodori keeps them
                // near the centre, as the 26 openings are.
                // From the 7x7 square on (Taraguchi-10) the other player may
                // swap after the stone: a stone that leaves the game even.
                const int square = step.square >= 0 ? step.square : step.stones < 3 ? step.stones : -1;
                if (square >= 3)
                    a.move = renju::chooseBalancedStone(b, step.stone, square, r, limits);
                else
                    a.move = square >= 0 ? renju::chooseOpeningStone(b, square, random)
                                         : renju::chooseMove(b, step.stone, r, limits).move;
                break;
            }
            case renju::OpeningStep::Choose:
                a.value = taraguchi ? renju::chooseTaraguchi(b, r, limits) : renju::chooseSwap2(b, step.actor, r, limits);
                break;
            case renju::OpeningStep::Swap:
                a.value = renju::chooseSwap(b, step.actor, toMove, count, r, limits) ? 1 : 0;
                break;
            case renju::OpeningStep::Declare:
                a.value = renju::chooseOfferCount(b, step.maxOffers, r, limits);
                break;
            case renju::OpeningStep::Offer:
                if (actor == Black)
                    a.offers = renju::chooseOffers(b, count, r, limits);
                else
                    a.move = renju::chooseAmongOffers(b, offers, r, limits);
                break;
            }
        }
        QMetaObject::invokeMethod(
            this, [this, generation, a] { finishThinking(generation, a); }, Qt::QueuedConnection);
    });
    thread_->start();
    const QString thinking = tr("Irodori is thinking…");
    emit message(said.isEmpty() ? thinking : said + QLatin1Char(' ') + thinking);
}

void RenjuGame::finishThinking(quint64 generation, const Answer& answer)
{
    if (thread_) {
        thread_->wait();
        delete thread_;
        thread_ = nullptr;
    }
    stop_ = false;
    const Position& pos = document_->position();
    const int i = pendingIndex();
    const bool stillOurs = answer.step < 0 ? pos.toMove() == engine_ : actorOf(i) == engine_;
    if (generation != generation_ || engine_ == Empty || !isRenjuRecord() || answer.step != i || !stillOurs) {
        onPositionChanged(); // the position moved on: think about the new one if it is ours
        return;
    }
    if (i >= 0) {
        const renju::OpeningStep& step = steps_[static_cast<std::size_t>(i)];
        switch (step.kind) {
        case renju::OpeningStep::Place:
            break; // played below
        case renju::OpeningStep::Swap: {
            const Color was = engine_;
            applyDecision(i, answer.value == 1 ? 1 : 0);
            emit engineMoved();
            proceed(answer.value == 1 ? tr("Irodori swaps colours: it plays %1, you play %2.")
                                            .arg(colourName(engine_), colourName(was))
                                      : tr("Irodori does not swap: you keep %1.").arg(colourName(opponent(engine_))));
            return;
        }
        case renju::OpeningStep::Choose: {
            const int choice = std::clamp(answer.value, 0, 2);
            applyDecision(i, choice);
            emit engineMoved();
            const Color was = opponent(engine_); // after a swap, Irodori's colour before it
            if (opening_ == renju::OpeningRule::Taraguchi10)
                proceed(choice == 0   ? tr("Irodori keeps Black and puts the fifth stone.")
                        : choice == 1 ? tr("Irodori swaps colours: it plays %1, you play %2.")
                                            .arg(colourName(engine_), colourName(was))
                                      : tr("Irodori offers ten fifth moves."));
            else
                proceed(choice == 0   ? tr("Irodori keeps White.")
                        : choice == 1 ? tr("Irodori swaps colours: it plays %1, you play %2.")
                                            .arg(colourName(engine_), colourName(was))
                                      : tr("Irodori puts two stones more; then you choose the colour."));
            return;
        }
        case renju::OpeningStep::Declare:
            applyDecision(i, std::clamp(answer.value, 1, std::max(1, step.maxOffers)));
            emit engineMoved();
            proceed(tr("Irodori declares %n fifth move(s).", nullptr, decisions_[static_cast<std::size_t>(i)]));
            return;
        case renju::OpeningStep::Offer:
            if (actorOf(i) == Black) {
                offers_ = answer.offers;
                recordOffers();
                QStringList names;
                for (Point q : offers_)
                    names << pointName(q);
                emit engineMoved();
                proceed(tr("Irodori offers %1 as Black's fifth move.").arg(names.join(QStringLiteral(", "))));
                return;
            }
            if (answer.move == kNoPoint || std::find(offers_.begin(), offers_.end(), answer.move) == offers_.end()) {
                emit message(tr("Irodori could not choose a fifth move."));
                return;
            }
            pickOffer(answer.move);
            emit engineMoved();
            // White, Irodori's side, plays the sixth stone next.
            emit message(tr("Irodori chose %1 as Black's fifth move.").arg(pointName(answer.move))
                         + (thread_ ? QLatin1Char(' ') + tr("Irodori is thinking…") : QString()));
            return;
        }
    }
    const Point move = answer.move;
    if (move == kNoPoint) {
        emit message(tr("The board is full: the game is a draw."));
        return;
    }
    const Color mover = pos.toMove();
    playMove({mover, move});
    emit engineMoved();
    if (const Color five = winner(); five != Empty) {
        announceEnd(five);
        return;
    }
    if (const int next = pendingIndex(); next >= 0) {
        if (!(engine_ != Empty && actorOf(next) == engine_))
            emit message(tr("Irodori played %1.").arg(pointName(move)) + QLatin1Char(' ') + stepText(next));
    } else if (document_->position().toMove() != engine_) {
        emit message(tr("Irodori played %1. Your move.").arg(pointName(move)));
    }
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
