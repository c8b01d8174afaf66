#include "gtpanalysis.h"

#include "analysislayer.h"
#include "boardview.h"
#include "gamedocument.h"
#include "prompts.h"

#include "core/board.h"
#include "core/coords.h"
#include "record/semantics.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFont>
#include <QFormLayout>
#include <QInputDialog>
#include <QLineEdit>
#include <QPainter>
#include <QProcess>
#include <QSettings>
#include <QSpinBox>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <set>

namespace irodori::ui {

namespace {

const char* const kCommandKey = "gtpAnalysis/command";
const char* const kIntervalKey = "gtpAnalysis/interval";
// At most this many candidates are drawn, the most visited.
constexpr std::size_t kMaxShown = 12;

const QColor kBest(0, 95, 210);
const QColor kOther(0, 140, 150);

std::optional<GridPoint> parseVertex(const Board& board, const QString& text)
{
    const auto p = parseGtp(board, text.toStdString());
    if (!p)
        return std::nullopt;
    if (*p == kPass)
        return GridPoint{};
    return GridPoint{board.column(*p), board.row(*p)};
}

// "2.6k" for 2,634 visits.
QString visitsText(int visits)
{
    if (visits >= 10000)
        return QStringLiteral("%1k").arg(visits / 1000);
    if (visits >= 1000)
        return QStringLiteral("%1k").arg(visits / 1000.0, 0, 'f', 1);
    return QString::number(visits);
}

} // namespace

std::vector<GtpCandidate> parseAnalysisReport(const QString& line, int boardSize)
{
    std::vector<GtpCandidate> out;
    if (boardSize < kMinBoardSize || boardSize > kMaxBoardSize)
        return out;
    const Board board(boardSize);
    const QStringList tokens = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    std::optional<GtpCandidate> current;
    bool hasMove = false;
    auto finish = [&] {
        if (current && hasMove)
            out.push_back(std::move(*current));
        current.reset();
        hasMove = false;
    };
    for (int i = 0; i < tokens.size(); ++i) {
        const QString& key = tokens[i];
        if (key == QLatin1String("info")) {
            finish();
            current = GtpCandidate{};
            continue;
        }
        if (!current)
            continue;
        if (key == QLatin1String("pv")) {
            // The vertices that follow, up to the first word that is none.
            while (i + 1 < tokens.size()) {
                const auto v = parseVertex(board, tokens[i + 1]);
                if (!v)
                    break;
                current->pv.push_back(*v);
                ++i;
            }
            continue;
        }
        if (i + 1 >= tokens.size())
            break;
        const QString& value = tokens[++i];
        bool ok = false;
        if (key == QLatin1String("move")) {
            const auto v = parseVertex(board, value);
            hasMove = v.has_value();
            if (v)
                current->point = *v;
        } else if (key == QLatin1String("visits")) {
            const int n = value.toInt(&ok);
            current->visits = ok ? std::max(0, n) : 0;
        } else if (key == QLatin1String("winrate")) {
            const double w = value.toDouble(&ok);
            if (ok)
                // KataGo writes a fraction (0.5231), Leela Zero hundredths
                // of a per cent (5231).
                current->winrate = std::clamp(value.contains(QLatin1Char('.')) ? w : w / 10000.0, 0.0, 1.0);
        } else if (key == QLatin1String("scoreLead")) {
            const double s = value.toDouble(&ok);
            if (ok)
                current->scoreLead = s;
        } else if (key == QLatin1String("order")) {
            current->order = value.toInt();
        }
        // Other keys (prior, lcb, utility, scoreMean, …) are passed over
        // with their value.
    }
    finish();
    return out;
}

std::optional<std::vector<double>> parseOwnership(const QString& line, int boardSize)
{
    if (boardSize < kMinBoardSize || boardSize > kMaxBoardSize)
        return std::nullopt;
    const QStringList tokens = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const qsizetype at = tokens.indexOf(QStringLiteral("ownership"));
    const qsizetype count = static_cast<qsizetype>(boardSize) * boardSize;
    if (at < 0 || tokens.size() - at - 1 < count)
        return std::nullopt;
    std::vector<double> out(static_cast<std::size_t>(count));
    for (qsizetype i = 0; i < count; ++i) {
        bool ok = false;
        const double v = tokens[at + 1 + i].toDouble(&ok);
        if (!ok || !std::isfinite(v))
            return std::nullopt;
        out[static_cast<std::size_t>(i)] = std::clamp(v, -1.0, 1.0);
    }
    return out;
}

void GtpAnalysisLayer::set(std::vector<GtpCandidate> candidates, Color toMove)
{
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const GtpCandidate& a, const GtpCandidate& b) { return a.visits > b.visits; });
    if (candidates.size() > kMaxShown)
        candidates.resize(kMaxShown);
    candidates_ = std::move(candidates);
    toMove_ = toMove;
}

void GtpAnalysisLayer::clear()
{
    candidates_.clear();
}

void GtpAnalysisLayer::paint(QPainter& p, const BoardGeometry& g, const BoardSnapshot& snapshot) const
{
    if (candidates_.empty())
        return;
    const qreal r = g.stoneRadius();
    std::set<std::pair<int, int>> used;
    for (const GtpCandidate& c : candidates_)
        if (c.point.isValid() && c.point == shown_)
            used = overlay::ghostLine(p, g, snapshot, toMove_, c.pv);
    const int most = std::max(1, candidates_.front().visits);
    p.save();
    for (std::size_t i = 0; i < candidates_.size(); ++i) {
        const GtpCandidate& c = candidates_[i];
        if (!snapshot.contains(c.point) || snapshot.at(c.point.x, c.point.y) != Empty
            || used.count({c.point.x, c.point.y}))
            continue;
        const QPointF centre = g.center(c.point);
        QColor fill = i == 0 ? kBest : kOther;
        // The fewer its visits, the paler the disc.
        fill.setAlpha(i == 0 ? 225 : 110 + static_cast<int>(110.0 * c.visits / most));
        p.setPen(QPen(QColor(255, 255, 255, 230), std::max(1.0, r * 0.08)));
        p.setBrush(fill);
        p.drawEllipse(centre, r * 0.94, r * 0.94);
        QFont f = p.font();
        f.setWeight(QFont::Bold);
        f.setPixelSize(std::max(5, qRound(r * 0.62)));
        p.setFont(f);
        p.setPen(Qt::white);
        const QString rate = QString::number(c.winrate * 100.0, 'f', r >= 14 ? 1 : 0);
        p.drawText(QRectF(centre.x() - r, centre.y() - r * 0.95, 2 * r, r * 1.05), Qt::AlignHCenter | Qt::AlignBottom,
                   rate);
        f.setWeight(QFont::Normal);
        f.setPixelSize(std::max(5, qRound(r * 0.48)));
        p.setFont(f);
        p.drawText(QRectF(centre.x() - r, centre.y() + r * 0.05, 2 * r, r * 0.85), Qt::AlignHCenter | Qt::AlignTop,
                   visitsText(c.visits));
    }
    p.restore();
}

GtpAnalysis::GtpAnalysis(GameDocument* document, BoardView* board, QWidget* window)
    : QObject(window), document_(document), board_(board), window_(window)
{
    start_ = new QAction(tr("Analyse with a &GTP Program…"), this);
    start_->setStatusTip(tr("Show another program's candidate moves and win rates (lz-analyze or kata-analyze) "
                            "for the position shown"));
    connect(start_, &QAction::triggered, this, &GtpAnalysis::choose);
    stop_ = new QAction(tr("Stop GTP &Analysis"), this);
    stop_->setEnabled(false);
    connect(stop_, &QAction::triggered, this, [this] { stop(tr("The analysis was stopped.")); });

    addLine_ = new QAction(tr("Add the Program's &Line to the Record"), this);
    addLine_->setStatusTip(tr("The analysing program's best line becomes a variation of the record"));
    addLine_->setEnabled(false);
    connect(addLine_, &QAction::triggered, this, &GtpAnalysis::addBestLine);
    connect(this, &GtpAnalysis::updated, this, [this] { addLine_->setEnabled(active_ && !candidates().empty()); });

    analyseGame_ = new QAction(tr("Analyse the &Whole Game…"), this);
    analyseGame_->setStatusTip(tr("The program reads every position of the main line and its best move goes "
                                  "into the comments"));
    analyseGame_->setEnabled(false);
    connect(analyseGame_, &QAction::triggered, this, [this] {
        bool ok = false;
        const int seconds = QInputDialog::getInt(window_, tr("Analyse the Whole Game"),
                                                 tr("Seconds for each position:"), 2, 1, 600, 1, &ok);
        if (ok)
            analyseGame(seconds * 1000);
    });

    showOwnership_ = new QAction(tr("Show the Program's &Territory"), this);
    showOwnership_->setCheckable(true);
    showOwnership_->setChecked(true);
    showOwnership_->setStatusTip(tr("KataGo's predicted owner of every point: dark squares Black's, light ones "
                                    "White's, the larger the surer"));
    connect(showOwnership_, &QAction::toggled, this, [this] { setOwnership(ownership_); });

    batchTimer_ = new QTimer(this);
    batchTimer_->setSingleShot(true);
    connect(batchTimer_, &QTimer::timeout, this, [this] {
        if (!batch_.empty() && reports_ > 0)
            batchStep(); // else the first report will do it
    });

    client_ = new GtpClient(this);
    connect(client_, &GtpClient::failedToStart, this, [this](const QString& error) {
        stop(tr("Could not start “%1”: %2").arg(command_, error));
    });
    connect(client_, &GtpClient::exited, this, [this](int code) {
        if (active_)
            stop(tr("The analysis program stopped (exit code %1).").arg(code));
    });
    resend_ = new QTimer(this);
    resend_->setSingleShot(true);
    resend_->setInterval(0);
    connect(resend_, &QTimer::timeout, this, &GtpAnalysis::sendPosition);
    connect(document_, &GameDocument::currentChanged, this, &GtpAnalysis::positionChanged);
    connect(document_, &GameDocument::fileChanged, this, &GtpAnalysis::positionChanged);
    connect(document_, &GameDocument::recordReplaced, this, [this] {
        winrates_.clear();
        emit winratesChanged();
    });
    connect(board_, &BoardView::pointHovered, this, [this](int x, int y) {
        layer_.setShown({x, y});
        if (active_)
            board_->update();
    });
    board_->painter().addLayer(&layer_);
    board_->painter().addLayer(&ownershipLayer_);
}

void GtpAnalysis::setOwnership(std::vector<double> ownership)
{
    ownership_ = std::move(ownership);
    auto drawing = std::make_shared<gogui::Drawing>();
    const int n = size_;
    if (showOwnership_->isChecked() && n * n == static_cast<int>(ownership_.size()))
        for (int i = 0; i < n * n; ++i)
            if (ownership_[static_cast<std::size_t>(i)] != 0)
                drawing->influence.emplace_back(GridPoint{i % n, i / n}, ownership_[static_cast<std::size_t>(i)]);
    ownershipLayer_.setDrawing(std::move(drawing));
    board_->update();
}

std::optional<double> GtpAnalysis::blackWinrate(std::uint64_t positionHash) const
{
    const auto it = winrates_.find(positionHash);
    if (it == winrates_.end())
        return std::nullopt;
    return it->second;
}

QString GtpAnalysis::defaultCommand()
{
    const QString dir = QCoreApplication::applicationDirPath();
    for (const QString& name : {QStringLiteral("irodori-cli"), QStringLiteral("irodori-cli.exe")}) {
        const QString path = QDir(dir).filePath(name);
        if (QFile::exists(path))
            return QStringLiteral("\"%1\" gtp").arg(QDir::toNativeSeparators(path));
    }
    return {};
}

bool GtpAnalysis::start(const QString& command, int interval)
{
    stop();
    if (document_->isRenju()) {
        emit message(tr("GTP programs analyse Go positions; this is a Renju record."));
        return false;
    }
    if (QProcess::splitCommand(command).isEmpty()) {
        emit message(tr("Give the command that starts the program, such as “katago gtp -model … -config …”."));
        return false;
    }
    command_ = command;
    interval_ = std::clamp(interval, 1, 10000);
    name_ = QFileInfo(QProcess::splitCommand(command).front()).fileName();
    analyze_.clear();
    size_ = 0;
    active_ = true;
    stop_->setEnabled(true);
    analyseGame_->setEnabled(true);
    emit stateChanged();
    if (!client_->start(command))
        return false;
    if (!active_)
        return false; // it could not start
    client_->send(QStringLiteral("name"), [this](bool ok, const QString& text) {
        if (ok && !text.isEmpty())
            name_ = text;
    });
    client_->send(QStringLiteral("list_commands"), [this](bool ok, const QString& text) {
        const QStringList commands = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        auto offers = [&](const char* c) {
            return std::any_of(commands.begin(), commands.end(),
                               [&](const QString& s) { return s.trimmed() == QLatin1String(c); });
        };
        if (ok && offers("kata-analyze"))
            analyze_ = QStringLiteral("kata-analyze");
        else if (ok && offers("lz-analyze"))
            analyze_ = QStringLiteral("lz-analyze");
        if (analyze_.isEmpty()) {
            stop(tr("%1 offers neither lz-analyze nor kata-analyze: it cannot analyse positions for Irodori.")
                     .arg(name_));
            return;
        }
        emit message(tr("%1 analyses the position shown.").arg(name_));
        sendPosition();
    });
    return true;
}

void GtpAnalysis::choose()
{
    QDialog dialog(window_);
    dialog.setWindowTitle(tr("Analyse with a GTP Program"));
    auto* form = new QFormLayout(&dialog);
    auto* command = new QLineEdit(&dialog);
    command->setText(QSettings().value(QLatin1String(kCommandKey), defaultCommand()).toString());
    command->setPlaceholderText(tr("e.g. katago gtp -model model.bin.gz -config analysis.cfg"));
    command->setMinimumWidth(360);
    command->setToolTip(tr("A program that answers lz-analyze (Leela Zero, irodori-cli gtp) or kata-analyze "
                           "(KataGo)"));
    form->addRow(tr("Program:"), command);
    auto* interval = new QSpinBox(&dialog);
    interval->setRange(10, 500);
    interval->setSingleStep(10);
    interval->setSuffix(tr(" cs"));
    interval->setValue(QSettings().value(QLatin1String(kIntervalKey), 50).toInt());
    interval->setToolTip(tr("How often the program reports, in hundredths of a second"));
    form->addRow(tr("Report every:"), interval);
    if (!runFormDialog(dialog, form))
        return;
    QSettings().setValue(QLatin1String(kCommandKey), command->text());
    QSettings().setValue(QLatin1String(kIntervalKey), interval->value());
    start(command->text(), interval->value());
}

void GtpAnalysis::stop(const QString& why)
{
    const bool was = active_;
    active_ = false;
    ++generation_;
    resend_->stop();
    client_->stop();
    if (!batch_.empty())
        endBatch(tr("The analysis of the game stopped."));
    stop_->setEnabled(false);
    addLine_->setEnabled(false);
    analyseGame_->setEnabled(false);
    layer_.clear();
    setOwnership({});
    lastBest_ = {};
    board_->update();
    if (!why.isEmpty())
        emit message(why);
    if (was) {
        emit updated();
        emit stateChanged();
    }
}

void GtpAnalysis::positionChanged()
{
    if (!active_)
        return;
    if (!batch_.empty() && !moving_)
        endBatch(tr("The analysis of the game stopped at another position."));
    if (document_->isRenju()) {
        stop(tr("GTP programs analyse Go positions; the analysis stopped at the Renju record."));
        return;
    }
    // The old report is of another position: gone at once, the new one
    // asked once the steps through the record come to rest.
    ++generation_;
    reports_ = 0;
    layer_.clear();
    setOwnership({});
    board_->update();
    emit updated();
    resend_->start();
}

void GtpAnalysis::sendPosition()
{
    if (!active_ || analyze_.isEmpty())
        return;
    const int generation = ++generation_;
    reports_ = 0;
    lastBest_ = {};
    layer_.clear();
    setOwnership({});
    const int size = document_->boardSize();
    const Position& pos = document_->position();
    const Board& board = pos.board();
    if (size != size_) {
        size_ = size;
        client_->send(QStringLiteral("boardsize %1").arg(size), [this, size](bool ok, const QString& text) {
            if (!ok)
                stop(tr("The program cannot analyse a %1×%1 board: %2").arg(size).arg(text));
        });
    }
    // Any command ends the report stream of the previous position.
    client_->send(QStringLiteral("clear_board"));
    client_->send(QStringLiteral("komi %1").arg(record::komi(document_->tree().root()).value_or(6.5)));
    auto refused = [this, generation](bool ok, const QString& text) {
        if (!ok && generation == generation_)
            emit message(tr("The program refused the position: %1").arg(text));
    };
    auto play = [&](Color c, const QString& vertex) {
        client_->send(QStringLiteral("play %1 %2").arg(c == Black ? "b" : "w", vertex), refused);
    };
    // GTP knows moves only: set-up stones are played as moves. A line that
    // takes stones away (AE) is given as the position reached.
    const std::vector<const record::Node*> path = record::GameTree::pathTo(document_->current());
    bool removes = false;
    for (const record::Node* n : path)
        for (const record::SetupStone& s : record::setupStones(*n, size))
            removes |= s.color == Empty;
    if (removes) {
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x)
                if (isStone(board.color(board.at(x, y))))
                    play(board.color(board.at(x, y)), QString::fromStdString(toGtp(board, board.at(x, y))));
    } else {
        for (const record::Node* n : path) {
            for (const record::SetupStone& s : record::setupStones(*n, size))
                play(s.color, QString::fromStdString(toGtp(board, s.point)));
            if (const auto m = record::nodeMove(*n, size))
                play(m->color, QString::fromStdString(toGtp(board, m->isPass() ? kPass : m->point)));
        }
    }
    toMove_ = pos.toMove();
    sentHash_ = pos.hash();
    sent_.start();
    if (!batch_.empty())
        batchTimer_->start(batchMs_);
    client_->sendStream(
        QStringLiteral("%1 %2 %3%4")
            .arg(analyze_, toMove_ == Black ? "b" : "w")
            .arg(interval_)
            .arg(analyze_ == QLatin1String("kata-analyze") ? QStringLiteral(" ownership true") : QString()),
        [this, generation](const QString& line) { onReport(generation, line); },
        [this, generation](bool ok, const QString& text) {
            if (!ok && generation == generation_)
                stop(tr("The program did not analyse the position: %1").arg(text));
        });
    board_->update();
    emit updated();
}

bool GtpAnalysis::sendRaw(const QString& command, GtpClient::Reply reply)
{
    if (!active_ || analyze_.isEmpty())
        return false;
    client_->send(command, std::move(reply));
    size_ = 0; // the command may have changed the program's board
    moving_ = true; // not a step through the record: a game's analysis goes on
    positionChanged();
    moving_ = false;
    return true;
}

bool GtpAnalysis::addBestLine()
{
    if (!active_ || candidates().empty() || candidates().front().pv.empty())
        return false;
    const GtpCandidate best = candidates().front();
    const Color first = toMove_;
    const QString note = tr("%1: %2 % for %3, %4 visits")
                             .arg(name_)
                             .arg(best.winrate * 100.0, 0, 'f', 1)
                             .arg(first == Black ? tr("Black") : tr("White"))
                             .arg(best.visits);
    const record::Node* from = document_->current();
    document_->beginEditGroup();
    Color c = first;
    int added = 0;
    for (const GridPoint& g : best.pv) {
        const Board& board = document_->position().board();
        const Move m{c, g.isValid() ? board.at(g.x, g.y) : kPass};
        if (!document_->position().isLegal(m))
            break;
        document_->play(m);
        if (added++ == 0 && record::comment(*document_->current()).empty())
            document_->setComment(note);
        c = opponent(c);
    }
    document_->endEditGroup();
    document_->goTo(from);
    emit message(tr("%n move(s) of %1's line added as a variation.", nullptr, added).arg(name_));
    return added > 0;
}

bool GtpAnalysis::analyseGame(int milliseconds)
{
    if (!active_ || analyze_.isEmpty() || !batch_.empty())
        return false;
    batch_ = document_->tree().mainLine();
    batchIndex_ = 0;
    batchBlack_.assign(batch_.size(), 0.5);
    batchMs_ = std::max(1, milliseconds);
    document_->beginEditGroup();
    emit message(tr("%1 reads the %n position(s) of the main line.", nullptr, static_cast<int>(batch_.size()))
                     .arg(name_));
    moving_ = true;
    document_->goTo(batch_.front());
    // Already there: the position is asked again all the same.
    positionChanged();
    moving_ = false;
    return true;
}

void GtpAnalysis::batchStep()
{
    batchTimer_->stop();
    const GtpCandidate best = layer_.candidates().front();
    const Board board(size_);
    const QString move =
        best.point.isValid() ? QString::fromStdString(toGtp(board, board.at(best.point.x, best.point.y))) : tr("pass");
    const QString note = tr("%1: best %2, %3 % for %4 (%5 visits)")
                             .arg(name_, move)
                             .arg(best.winrate * 100.0, 0, 'f', 1)
                             .arg(toMove_ == Black ? tr("Black") : tr("White"))
                             .arg(best.visits);
    batchBlack_[batchIndex_] = toMove_ == Black ? best.winrate : 1.0 - best.winrate;
    const QString before = QString::fromStdString(record::comment(*document_->current()));
    moving_ = true;
    document_->setComment(before.isEmpty() ? note : before + QLatin1Char('\n') + note);
    moving_ = false;
    if (++batchIndex_ >= batch_.size()) {
        const int mistakes = markMistakes();
        endBatch(tr("%1 read every position of the main line; its best moves are in the comments.").arg(name_)
                 + (mistakes > 0 ? QLatin1Char(' ') + tr("%n move(s) lost much of their player's win rate: marked ? or ?!.",
                                                         nullptr, mistakes)
                                 : QString()));
        return;
    }
    moving_ = true;
    document_->goTo(batch_[batchIndex_]);
    moving_ = false;
}

int GtpAnalysis::markMistakes()
{
    const int size = document_->boardSize();
    int marked = 0;
    for (std::size_t i = 1; i < batch_.size(); ++i) {
        const auto m = record::nodeMove(*batch_[i], size);
        if (!m || record::moveAnnotation(*batch_[i]) != record::MoveAnnotation::None)
            continue;
        const double before = m->color == Black ? batchBlack_[i - 1] : 1.0 - batchBlack_[i - 1];
        const double after = m->color == Black ? batchBlack_[i] : 1.0 - batchBlack_[i];
        if (before - after < 0.10)
            continue;
        const QString note = tr("%1's win rate fell from %2 % to %3 %.")
                                 .arg(m->color == Black ? tr("Black") : tr("White"))
                                 .arg(before * 100.0, 0, 'f', 1)
                                 .arg(after * 100.0, 0, 'f', 1);
        // Marked where it stands: the board stays on the last position.
        document_->annotateMove(batch_[i],
                                before - after >= 0.20 ? record::MoveAnnotation::Bad : record::MoveAnnotation::Doubtful,
                                note);
        ++marked;
    }
    return marked;
}

void GtpAnalysis::endBatch(const QString& why)
{
    if (batch_.empty())
        return;
    batch_.clear();
    batchTimer_->stop();
    document_->endEditGroup();
    emit message(why);
}

void GtpAnalysis::onReport(int generation, const QString& line)
{
    if (generation != generation_ || !active_)
        return;
    if (auto owned = parseOwnership(line, size_)) {
        // For the side to move: turned to Black's.
        if (toMove_ == White)
            for (double& v : *owned)
                v = -v;
        setOwnership(std::move(*owned));
    }
    std::vector<GtpCandidate> candidates = parseAnalysisReport(line, size_);
    if (candidates.empty())
        return;
    layer_.set(std::move(candidates), toMove_);
    ++reports_;
    const double rate = layer_.candidates().front().winrate;
    winrates_[sentHash_] = toMove_ == Black ? rate : 1.0 - rate;
    emit winratesChanged();
    board_->update();
    emit updated();
    if (!batch_.empty() && sent_.isValid() && sent_.elapsed() >= batchMs_) {
        batchStep();
        return;
    }
    const GtpCandidate& best = layer_.candidates().front();
    if (best.point == lastBest_)
        return;
    lastBest_ = best.point;
    const Board board(size_);
    const QString move =
        best.point.isValid() ? QString::fromStdString(toGtp(board, board.at(best.point.x, best.point.y))) : tr("pass");
    const QString side = toMove_ == Black ? tr("Black") : tr("White");
    QString text = tr("%1: best %2, %3 % for %4 (%5 visits)")
                       .arg(name_, move)
                       .arg(best.winrate * 100.0, 0, 'f', 1)
                       .arg(side)
                       .arg(best.visits);
    if (best.scoreLead) {
        const bool ahead = *best.scoreLead >= 0;
        const QString leader = ahead == (toMove_ == Black) ? tr("Black") : tr("White");
        text += QLatin1Char(' ') + tr("%1 leads by %2 points.").arg(leader).arg(std::abs(*best.scoreLead), 0, 'f', 1);
    }
    emit message(text);
}

} // namespace irodori::ui
