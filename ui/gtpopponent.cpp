#include "gtpopponent.h"

#include "boardview.h"
#include "gamedocument.h"
#include "prompts.h"

#include "core/coords.h"
#include "record/record_io.h"
#include "record/semantics.h"
#include "search/player.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QLineEdit>
#include <QMainWindow>
#include <QMetaObject>
#include <QMouseEvent>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QThread>
#include <QTimer>

namespace irodori::ui {

namespace {

const char* const kCommandKey = "gtpOpponent/command";
const char* const kSecondKey = "gtpOpponent/secondCommand";
const char* const kSeriesFolderKey = "gtpOpponent/seriesFolder";

QString vertex(const Board& board, const Move& m)
{
    return m.isPass() ? QStringLiteral("pass") : QString::fromStdString(toGtp(board, m.point));
}

} // namespace

GtpOpponent::GtpOpponent(GameDocument* document, BoardView* board, QWidget* window)
    : QObject(window), document_(document), board_(board), window_(window)
{
    newGame_ = new QAction(tr("Play Against a &GTP Program…"), this);
    newGame_->setStatusTip(tr("Play a game against another Go program that speaks GTP, such as GNU Go"));
    connect(newGame_, &QAction::triggered, this, &GtpOpponent::choose);
    end_ = new QAction(tr("&Stop the GTP Program"), this);
    end_->setStatusTip(tr("End the game against the program; the record stays"));
    end_->setEnabled(false);
    connect(end_, &QAction::triggered, this, [this] { end(tr("The game against the program was stopped.")); });
    connect(document_, &GameDocument::currentChanged, this, [this] {
        updateClock();
        sync();
    });
    connect(document_, &GameDocument::recordReplaced, this, [this] {
        if (active_)
            end(tr("Another record replaced the game; the program was stopped."));
    });
    client_ = new GtpClient(this);
    connect(client_, &GtpClient::failedToStart, this, [this](const QString& error) {
        end(tr("Could not start “%1”: %2").arg(settings_.command, error));
    });
    connect(client_, &GtpClient::exited, this, [this](int code) {
        if (active_)
            end(tr("The program stopped during the game (exit code %1).").arg(code));
    });
    second_ = new GtpClient(this);
    connect(second_, &GtpClient::failedToStart, this, [this](const QString& error) {
        end(tr("Could not start “%1”: %2").arg(settings_.secondCommand, error));
    });
    connect(second_, &GtpClient::exited, this, [this](int code) {
        if (active_ && !settings_.secondCommand.isEmpty())
            end(tr("%1 stopped during the game (exit code %2).").arg(secondName_).arg(code));
    });
    auto* main = qobject_cast<QMainWindow*>(window);
    clock_ = new RunningClock(main ? main->statusBar() : nullptr, this);
    connect(clock_, &RunningClock::flagged, this, &GtpOpponent::onFlagged);
    board_->installEventFilter(this);
}

// The client, a child, kills a program still running.
GtpOpponent::~GtpOpponent()
{
    stopIrodori();
}

QString GtpOpponent::defaultCommand()
{
    if (QFile::exists(QStringLiteral("/usr/games/gnugo")))
        return QStringLiteral("/usr/games/gnugo --mode gtp");
    const QString found = QStandardPaths::findExecutable(QStringLiteral("gnugo"));
    return found.isEmpty() ? QString() : QStringLiteral("\"%1\" --mode gtp").arg(found);
}

bool GtpOpponent::start(const Settings& settings)
{
    end();
    settings_ = settings;
    score_ = {};
    gameNumber_ = 1;
    // A series is two programs' games, each saved in its folder.
    settings_.games = settings_.secondCommand.trimmed().isEmpty() ? 1 : std::clamp(settings.games, 1, 1000);
    if (settings_.games > 1) {
        if (settings_.saveFolder.trimmed().isEmpty() || !QDir().mkpath(settings_.saveFolder)) {
            emit message(tr("A series of games needs a folder to keep them in, one that can be made or written: "
                            "“%1”.")
                             .arg(settings_.saveFolder));
            return false;
        }
        const auto stem = [](const QString& command) {
            const QStringList parts = QProcess::splitCommand(command);
            QString name = parts.isEmpty() ? QStringLiteral("program") : QFileInfo(parts.front()).baseName();
            name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")), QStringLiteral("_"));
            return name;
        };
        seriesName_ = stem(settings_.command) + QStringLiteral("-vs-") + stem(settings_.secondCommand);
    }
    return startGame();
}

bool GtpOpponent::startGame()
{
    end();
    const QStringList parts = QProcess::splitCommand(settings_.command);
    if (parts.isEmpty()) {
        emit message(tr("Give the command that starts the program, such as “gnugo --mode gtp”."));
        return false;
    }
    settings_.size = std::clamp(settings_.size, kMinBoardSize, kMaxBoardSize);
    record::GameTree tree(settings_.size);
    record::setKomi(tree.root(), settings_.komi);
    // Fixed handicap stones where GTP's fixed_handicap puts them.
    const std::vector<Point> stones =
        settings_.handicap >= 2 ? fixedHandicapPoints(Board(settings_.size), settings_.handicap) : std::vector<Point>{};
    settings_.handicap = static_cast<int>(stones.size());
    if (!stones.empty()) {
        tree.root().setRaw("HA", std::to_string(stones.size()));
        for (Point p : stones)
            record::setSetupStone(tree.root(), p, Black, settings_.size);
    }
    const QStringList secondParts = QProcess::splitCommand(settings_.secondCommand);
    if (!settings_.secondCommand.trimmed().isEmpty() && secondParts.isEmpty()) {
        emit message(tr("Give the command that starts the second program."));
        return false;
    }
    if (!secondParts.isEmpty())
        settings_.irodoriLevel = 0; // one player for the human's side
    secondName_ = secondParts.isEmpty() ? QString() : QFileInfo(secondParts.front()).fileName();
    const std::string human = !secondParts.isEmpty()       ? secondName_.toStdString()
                              : settings_.irodoriLevel > 0 ? tr("Irodori (level %1)").arg(settings_.irodoriLevel).toStdString()
                                                           : tr("You").toStdString();
    record::setTextValue(tree.root(), settings_.human == Black ? "PB" : "PW", human);
    irodori_.reset();
    if (settings_.irodoriLevel > 0) {
        search::PlayerConfig config;
        config.level = std::clamp(settings_.irodoriLevel, search::kMinLevel, search::kMaxLevel);
        config.seed = QRandomGenerator::global()->generate64();
        irodori_ = std::make_unique<search::Player>(config);
    }
    recordClockSettings(tree.root(), settings_.clock);
    clock_->reset(settings_.clock);
    document_->adoptGame(std::move(tree));

    active_ = true;
    thinking_ = false;
    clock_->turn(document_->position().toMove());
    synced_.clear();
    name_ = QFileInfo(parts.front()).fileName();
    end_->setEnabled(true);
    client_->start(settings_.command);
    emit stateChanged();

    send(QStringLiteral("name"), [this](bool ok, const QString& text) {
        if (ok && !text.isEmpty())
            name_ = text;
    });
    send(QStringLiteral("version"), [this](bool ok, const QString& text) {
        const QString who = ok && !text.isEmpty() ? tr("%1 %2").arg(name_, text) : name_;
        record::setTextValue(document_->tree().root(), programColor() == Black ? "PB" : "PW", who.toStdString());
        emit message(tr("Playing against %1.").arg(who));
    });
    prepare(client_);
    if (!secondParts.isEmpty()) {
        second_->start(settings_.secondCommand);
        secondSynced_.clear();
        send(QStringLiteral("name"), [this](bool ok, const QString& text) {
            if (ok && !text.isEmpty())
                secondName_ = text;
        }, second_);
        send(QStringLiteral("version"), [this](bool ok, const QString& text) {
            const QString who = ok && !text.isEmpty() ? tr("%1 %2").arg(secondName_, text) : secondName_;
            record::setTextValue(document_->tree().root(), settings_.human == Black ? "PB" : "PW", who.toStdString());
        }, second_);
        prepare(second_);
    }
    for (const QString& line : settings_.setup)
        if (!line.trimmed().isEmpty())
            send(line.trimmed(), [this, line](bool ok, const QString& text) {
                if (!ok)
                    emit message(tr("The program did not accept “%1”: %2").arg(line.trimmed(), text));
            });
    sync();
    return true;
}

void GtpOpponent::prepare(GtpClient* to)
{
    send(QStringLiteral("boardsize %1").arg(settings_.size), [this](bool ok, const QString& text) {
        if (!ok)
            end(tr("The program cannot play on a %1×%1 board: %2").arg(settings_.size).arg(text));
    }, to);
    send(QStringLiteral("komi %1").arg(settings_.komi), {}, to);
    const GameClock::Settings& clock = settings_.clock;
    auto noClock = [this](bool ok, const QString& text) {
        if (!ok)
            emit message(tr("The program keeps its own pace: it did not accept a clock (%1).").arg(text));
    };
    if (clock.enabled())
        // GTP's own clock is Canadian: byo-yomi is one stone per period.
        send(QStringLiteral("time_settings %1 %2 %3")
                 .arg(clock.mainSeconds)
                 .arg(clock.hasByoyomi() ? clock.periodSeconds : 0)
                 .arg(clock.hasByoyomi() ? 1 : 0),
             noClock, to);
    else if (settings_.secondsPerMove > 0)
        // No main time; each move within the byo-yomi period, one stone per period.
        send(QStringLiteral("time_settings 0 %1 1").arg(settings_.secondsPerMove), noClock, to);
    sendWholeLine({}, to);
}

void GtpOpponent::choose()
{
    QDialog dialog(window_);
    dialog.setWindowTitle(tr("Play Against a GTP Program"));
    auto* form = new QFormLayout(&dialog);
    auto* command = new QLineEdit(&dialog);
    command->setText(QSettings().value(QLatin1String(kCommandKey), defaultCommand()).toString());
    command->setPlaceholderText(tr("e.g. gnugo --mode gtp --level 5"));
    command->setMinimumWidth(360);
    form->addRow(tr("Program:"), command);
    auto* colour = new QComboBox(&dialog);
    colour->addItem(tr("You play Black"), static_cast<int>(Black));
    colour->addItem(tr("You play White"), static_cast<int>(White));
    // Irodori in the user's place: the two programs play, the user watches.
    colour->addItem(tr("Irodori plays Black against it"), static_cast<int>(Black) + 10);
    colour->addItem(tr("Irodori plays White against it"), static_cast<int>(White) + 10);
    // Or a second program: the two programs play each other (twogtp).
    colour->addItem(tr("A second program plays Black against it"), static_cast<int>(Black) + 20);
    colour->addItem(tr("A second program plays White against it"), static_cast<int>(White) + 20);
    form->addRow(tr("Colour:"), colour);
    auto* second = new QLineEdit(&dialog);
    second->setText(QSettings().value(QLatin1String(kSecondKey), QString()).toString());
    second->setPlaceholderText(tr("e.g. irodori-cli gtp, or katago gtp -model …"));
    second->setEnabled(false);
    form->addRow(tr("Second program:"), second);
    connect(colour, &QComboBox::currentIndexChanged, second,
            [colour, second] { second->setEnabled(colour->currentData().toInt() >= 20); });
    // Two programs may play a series, as twogtp's -games.
    auto* games = new QSpinBox(&dialog);
    games->setRange(1, 1000);
    games->setEnabled(false);
    games->setToolTip(tr("Two programs play this many games, the colours changing each game; each game is saved "
                         "as it ends and the score is told at the end"));
    form->addRow(tr("Games:"), games);
    auto* folder = new QLineEdit(&dialog);
    folder->setText(QSettings()
                        .value(QLatin1String(kSeriesFolderKey),
                               QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                                   .filePath(QStringLiteral("Irodori series")))
                        .toString());
    folder->setEnabled(false);
    form->addRow(tr("Save the games in:"), folder);
    const auto seriesOn = [colour, games, folder] {
        games->setEnabled(colour->currentData().toInt() >= 20);
        folder->setEnabled(colour->currentData().toInt() >= 20 && games->value() > 1);
    };
    connect(colour, &QComboBox::currentIndexChanged, games, seriesOn);
    connect(games, &QSpinBox::valueChanged, folder, seriesOn);
    auto* level = new QSpinBox(&dialog);
    level->setRange(search::kMinLevel, search::kMaxLevel);
    level->setValue(5);
    level->setEnabled(false);
    level->setToolTip(tr("Irodori's strength when it plays against the program: 1 answers at once, 10 thinks "
                         "longest"));
    form->addRow(tr("Irodori's level:"), level);
    connect(colour, &QComboBox::currentIndexChanged, level,
            [colour, level] { level->setEnabled(colour->currentData().toInt() / 10 == 1); });
    auto* size = new QComboBox(&dialog);
    for (int n : {9, 13, 19})
        size->addItem(tr("%1×%1").arg(n), n);
    size->setCurrentIndex(2);
    form->addRow(tr("Board:"), size);
    auto* komi = new QDoubleSpinBox(&dialog);
    komi->setRange(-50, 50);
    komi->setSingleStep(0.5);
    komi->setValue(6.5);
    form->addRow(tr("Komi:"), komi);
    auto* handicap = new QSpinBox(&dialog);
    handicap->setRange(0, 9);
    handicap->setSpecialValueText(tr("none"));
    handicap->setToolTip(tr("Black's handicap stones (置石) on the star points; White then plays first"));
    form->addRow(tr("Handicap:"), handicap);
    auto* clock = new QSpinBox(&dialog);
    clock->setRange(0, 600);
    clock->setSuffix(tr(" s"));
    clock->setSpecialValueText(tr("its own pace"));
    clock->setToolTip(tr("The program's time for each move (GTP time_settings, byo-yomi) in a game without a "
                         "clock"));
    form->addRow(tr("Time per move:"), clock);
    auto* gameClock = new ClockSettingsEdit(&dialog);
    form->addRow(tr("Clock:"), gameClock);
    auto* setup = new QLineEdit(&dialog);
    setup->setPlaceholderText(tr("GTP commands to send first, separated by ;"));
    form->addRow(tr("Setup:"), setup);
    if (!runFormDialog(dialog, form))
        return;
    if (mayReplaceRecord && !mayReplaceRecord())
        return;
    QSettings().setValue(QLatin1String(kCommandKey), command->text());
    Settings s;
    s.command = command->text();
    s.human = static_cast<Color>(colour->currentData().toInt() % 10);
    s.irodoriLevel = colour->currentData().toInt() / 10 == 1 ? level->value() : 0;
    if (colour->currentData().toInt() >= 20) {
        if (second->text().trimmed().isEmpty()) {
            emit message(tr("Give the command that starts the second program."));
            return;
        }
        s.secondCommand = second->text();
        QSettings().setValue(QLatin1String(kSecondKey), second->text());
        s.games = games->value();
        s.saveFolder = folder->text().trimmed();
        if (s.games > 1)
            QSettings().setValue(QLatin1String(kSeriesFolderKey), s.saveFolder);
    }
    s.size = size->currentData().toInt();
    s.komi = komi->value();
    s.handicap = handicap->value();
    s.secondsPerMove = clock->value();
    s.clock = gameClock->settings();
    s.setup = setup->text().split(QLatin1Char(';'), Qt::SkipEmptyParts);
    start(s);
}

void GtpOpponent::end(const QString& why)
{
    const bool was = active_ || client_->isRunning();
    active_ = false;
    thinking_ = false;
    synced_.clear();
    resync_ = false;
    secondSynced_.clear();
    secondThinking_ = false;
    ++secondGeneration_;
    end_->setEnabled(false);
    stopIrodori();
    client_->stop();
    second_->stop();
    clock_->finish();
    if (!why.isEmpty())
        emit message(why);
    if (was)
        emit stateChanged();
}

bool GtpOpponent::sendRaw(const QString& command, GtpClient::Reply reply)
{
    if (!active_ || !client_->isRunning())
        return false;
    resync_ = true;
    client_->send(command, std::move(reply));
    return true;
}

void GtpOpponent::send(const QString& command, GtpClient::Reply reply, GtpClient* to)
{
    (to ? to : client_)->send(command, std::move(reply));
}

std::vector<Move> GtpOpponent::lineMoves() const
{
    std::vector<Move> moves;
    const int size = document_->boardSize();
    for (const record::Node* n : record::GameTree::pathTo(document_->current()))
        if (const auto m = record::nodeMove(*n, size))
            moves.push_back(*m);
    return moves;
}

void GtpOpponent::sendWholeLine(const std::vector<Move>& moves, GtpClient* to)
{
    send(QStringLiteral("clear_board"), {}, to);
    if (settings_.handicap >= 2)
        send(QStringLiteral("fixed_handicap %1").arg(settings_.handicap), [this](bool ok, const QString& text) {
            if (!ok)
                end(tr("The program does not place %1 handicap stones: %2").arg(settings_.handicap).arg(text));
        }, to);
    const Board& board = document_->position().board();
    for (const Move& m : moves)
        send(QStringLiteral("play %1 %2").arg(m.color == Black ? "b" : "w", vertex(board, m)), {}, to);
}

void GtpOpponent::sync()
{
    if (!active_ || applying_ || !client_->isRunning())
        return;
    tellLine(client_, synced_, resync_, {});
    resync_ = false;
    if (document_->position().consecutivePasses() >= 2) {
        gameOver();
        return;
    }
    if (!thinking_ && document_->position().toMove() == programColor())
        askForMove();
    else if (document_->position().toMove() == settings_.human)
        startUserSide();
}

void GtpOpponent::tellLine(GtpClient* to, std::vector<Move>& synced, bool whole, const QString& who)
{
    const std::vector<Move> moves = lineMoves();
    const Board& board = document_->position().board();
    const bool extends = moves.size() == synced.size() + 1 && std::equal(synced.begin(), synced.end(), moves.begin());
    if (extends && !whole) {
        const Move& m = moves.back();
        send(QStringLiteral("play %1 %2").arg(m.color == Black ? "b" : "w", vertex(board, m)),
             [this, who](bool ok, const QString& text) {
                 if (!ok)
                     end(who.isEmpty() ? tr("The program refused the move: %1").arg(text)
                                       : tr("%1 refused the move: %2").arg(who, text));
             },
             to);
    } else if (whole || moves != synced) {
        // Another line than the program's: it gets the whole of it again.
        sendWholeLine(moves, to);
    }
    synced = moves;
}

void GtpOpponent::sendTimeLeft(Color c, GtpClient* to)
{
    if (!clock_->enabled())
        return;
    // What the player has left: main time, or the period in byo-yomi (a
    // block of one stone).
    const GameClock::State s = clock_->state(c);
    send(QStringLiteral("time_left %1 %2 %3")
             .arg(c == Black ? "b" : "w")
             .arg(static_cast<int>(s.byoyomi ? s.periodLeft : s.mainLeft))
             .arg(s.byoyomi ? 1 : 0),
         {}, to);
}

void GtpOpponent::startUserSide()
{
    startIrodori();
    askSecond();
}

void GtpOpponent::askSecond()
{
    if (!active_ || settings_.secondCommand.isEmpty() || secondThinking_ || !second_->isRunning()
        || document_->position().toMove() != settings_.human || document_->position().consecutivePasses() >= 2)
        return;
    // The second program learns the moves since it last heard, or the
    // whole line when the record went elsewhere.
    tellLine(second_, secondSynced_, false, secondName_);
    secondThinking_ = true;
    const int generation = ++secondGeneration_;
    const Color c = settings_.human;
    sendTimeLeft(c, second_);
    send(QStringLiteral("genmove %1").arg(c == Black ? "b" : "w"),
         [this, generation](bool ok, const QString& text) { onSecondMove(generation, ok, text); }, second_);
    emit message(tr("%1 is thinking…").arg(secondName_));
}

void GtpOpponent::onSecondMove(int generation, bool ok, const QString& text)
{
    if (generation != secondGeneration_)
        return;
    secondThinking_ = false;
    if (!active_)
        return;
    if (!ok) {
        end(tr("%1 could not move: %2").arg(secondName_, text));
        return;
    }
    const Color c = settings_.human;
    // The record moved on meanwhile: the program is told the line again.
    if (lineMoves() != secondSynced_) {
        secondSynced_.clear();
        askSecond();
        return;
    }
    if (text.compare(QLatin1String("resign"), Qt::CaseInsensitive) == 0) {
        const QString result = QStringLiteral("%1+R").arg(c == Black ? 'W' : 'B');
        document_->setGameInfo("RE", result);
        emit finished(result);
        endGame(result, tr("%1 resigns: %2 wins.").arg(secondName_, name_));
        return;
    }
    const auto move = readMove(c, text, secondName_);
    if (!move)
        return;
    // The second program has the move on its board already.
    secondSynced_.push_back(*move);
    document_->play(*move); // the program hears of it and answers (sync)
}

std::optional<Move> GtpOpponent::readMove(Color c, const QString& text, const QString& who)
{
    const Position& pos = document_->position();
    Move move{c, kPass};
    if (text.compare(QLatin1String("pass"), Qt::CaseInsensitive) != 0) {
        const auto p = parseGtp(pos.board(), text.toStdString());
        if (!p) {
            end(who.isEmpty() ? tr("The program answered “%1”, which is not a move on this board.").arg(text)
                              : tr("%1 answered “%2”, which is not a move on this board.").arg(who, text));
            return std::nullopt;
        }
        move.point = *p;
    }
    if (const MoveError e = pos.check(move); e != MoveError::None) {
        const QString why = QString::fromLatin1(describe(e));
        end(who.isEmpty() ? tr("The program played %1, which the rules do not allow here: %2").arg(text, why)
                          : tr("%1 played %2, which the rules do not allow here: %3").arg(who, text, why));
        return std::nullopt;
    }
    return move;
}

void GtpOpponent::askForMove()
{
    thinking_ = true;
    const int generation = ++generation_;
    sendTimeLeft(programColor(), client_);
    send(QStringLiteral("genmove %1").arg(programColor() == Black ? "b" : "w"),
         [this, generation](bool ok, const QString& text) { onProgramMove(generation, ok, text); });
    emit message(tr("%1 is thinking…").arg(name_));
}

void GtpOpponent::onProgramMove(int generation, bool ok, const QString& text)
{
    thinking_ = false;
    if (!active_)
        return;
    if (!ok) {
        end(tr("The program could not move: %1").arg(text));
        return;
    }
    const Color c = programColor();
    // The program played its move on its own board. If the record moved on
    // meanwhile (a move taken back), it is sent the record's line again.
    if (generation != generation_ || lineMoves() != synced_) {
        resync_ = true;
        sync();
        return;
    }
    if (text.compare(QLatin1String("resign"), Qt::CaseInsensitive) == 0) {
        const QString result = settings_.human == Black ? QStringLiteral("B+R") : QStringLiteral("W+R");
        document_->setGameInfo("RE", result);
        emit finished(result);
        endGame(result, settings_.secondCommand.isEmpty() ? tr("%1 resigns. You win.").arg(name_)
                                                          : tr("%1 resigns: %2 wins.").arg(name_, secondName_));
        return;
    }
    const auto read = readMove(c, text, {});
    if (!read)
        return;
    const Move move = *read;
    applying_ = true;
    document_->play(move);
    applying_ = false;
    synced_.push_back(move);
    emit programMoved();
    if (document_->position().consecutivePasses() >= 2) {
        gameOver();
        return;
    }
    if (!userPlays()) {
        emit message(move.isPass() ? tr("%1 passes.").arg(name_) : tr("%1 played %2.").arg(name_, text.toUpper()));
        startUserSide();
        return;
    }
    startUserSide();
    emit message(move.isPass() ? tr("%1 passes. Your move.").arg(name_)
                               : tr("%1 played %2. Your move.").arg(name_, text.toUpper()));
}

void GtpOpponent::gameOver()
{
    thinking_ = true; // no more moves
    send(QStringLiteral("final_score"), [this](bool ok, const QString& text) {
        if (ok && !text.isEmpty()) {
            document_->setGameInfo("RE", text);
            emit finished(text);
            endGame(text, tr("Game over. %1 counts the result %2.").arg(name_, text));
        } else {
            emit finished(QString());
            endGame(QString(), tr("Game over: both players passed."));
        }
    });
}

void GtpOpponent::endGame(const QString& result, const QString& why)
{
    end(why);
    if (settings_.games > 1)
        seriesGameOver(result, why);
}

void GtpOpponent::seriesGameOver(const QString& result, const QString& why)
{
    // The game is kept, then counted.
    const QString file = QDir(settings_.saveFolder)
                             .filePath(QStringLiteral("%1-%2.sgf").arg(seriesName_).arg(gameNumber_, 3, 10, QLatin1Char('0')));
    record::Collection one;
    one.push_back(document_->tree().clone());
    const record::SaveResult saved = record::saveRecordFile(file.toStdString(), one, record::RecordFormat::Sgf);
    if (!saved.ok()) {
        emit message(tr("The series stops: game %1 could not be saved: %2").arg(gameNumber_).arg(QString::fromStdString(saved.error)));
        return;
    }
    document_->markSaved(file, record::RecordFormat::Sgf);
    const Color first = programColor(); // the first program's colour in this game
    ++score_.played;
    const QChar winner = result.isEmpty() ? QChar() : result.at(0).toUpper();
    if (winner == QLatin1Char('B') || winner == QLatin1Char('W'))
        ((winner == QLatin1Char('B')) == (first == Black) ? score_.firstWins : score_.secondWins) += 1;
    else
        ++score_.undecided;
    emit seriesChanged();
    if (gameNumber_ >= settings_.games) {
        emit message(tr("Series over: %1 won %2, %3 won %4 of %5 games (%6 without a winner); the games are in %7.")
                         .arg(name_)
                         .arg(score_.firstWins)
                         .arg(secondName_)
                         .arg(score_.secondWins)
                         .arg(score_.played)
                         .arg(score_.undecided)
                         .arg(QDir::toNativeSeparators(settings_.saveFolder)));
        return;
    }
    // The next game, the colours changed.
    ++gameNumber_;
    settings_.human = opponent(settings_.human);
    emit message(tr("%1 Game %2 of %3 next: %4 %5 – %6 %7.")
                     .arg(why)
                     .arg(gameNumber_)
                     .arg(settings_.games)
                     .arg(name_)
                     .arg(score_.firstWins)
                     .arg(score_.secondWins)
                     .arg(secondName_));
    QTimer::singleShot(0, this, [this, game = gameNumber_] {
        if (game == gameNumber_ && !active_)
            startGame();
    });
}

void GtpOpponent::startIrodori()
{
    if (!active_ || !irodori_ || irodoriThread_ || document_->position().toMove() != settings_.human)
        return;
    const int generation = ++irodoriGeneration_;
    const Position pos = document_->position();
    const Color color = settings_.human;
    const std::vector<Move> line = lineMoves();
    const search::TimeControl tc = clock_->timeControl(color);
    search::Player* player = irodori_.get();
    irodoriThread_ = QThread::create([this, player, pos, color, tc, line, generation] {
        const search::MoveChoice choice = player->chooseMove(pos, color, tc, &irodoriStop_);
        QMetaObject::invokeMethod(
            this, [this, generation, line, choice] { onIrodoriMove(generation, line, choice); },
            Qt::QueuedConnection);
    });
    irodoriThread_->start();
    emit message(tr("Irodori is thinking…"));
}

void GtpOpponent::stopIrodori()
{
    ++irodoriGeneration_;
    if (!irodoriThread_)
        return;
    irodoriStop_ = true;
    irodoriThread_->wait();
    delete irodoriThread_;
    irodoriThread_ = nullptr;
    irodoriStop_ = false;
}

void GtpOpponent::onIrodoriMove(int generation, const std::vector<Move>& line, const search::MoveChoice& choice)
{
    if (generation != irodoriGeneration_)
        return; // a question stopped since; its thread is gone
    irodoriThread_->wait();
    delete irodoriThread_;
    irodoriThread_ = nullptr;
    if (!active_)
        return;
    if (line != lineMoves()) {
        // The record moved on while Irodori thought: think again where it is.
        startIrodori();
        return;
    }
    const Color c = settings_.human;
    if (choice.decision == search::Decision::Resign) {
        const QString result = QStringLiteral("%1+R").arg(c == Black ? 'W' : 'B');
        document_->setGameInfo("RE", result);
        emit finished(result);
        end(tr("Irodori resigns: %1 wins.").arg(name_));
        return;
    }
    const Position& pos = document_->position();
    Move move{c, kPass};
    if (choice.decision == search::Decision::Play && pos.isLegal({c, choice.point}))
        move.point = choice.point;
    document_->play(move); // the program hears of it and answers (sync)
}

void GtpOpponent::updateClock()
{
    if (!active_ || !clock_->enabled())
        return;
    const Position& pos = document_->position();
    clock_->turnAfter(*document_->tree().current(), document_->boardSize(),
                      pos.consecutivePasses() < 2 ? pos.toMove() : Empty);
}

void GtpOpponent::onFlagged(Color c)
{
    if (!active_)
        return;
    const QString result = QStringLiteral("%1+T").arg(c == White ? 'B' : 'W');
    document_->setGameInfo("RE", result);
    emit finished(result);
    if (!settings_.secondCommand.isEmpty()) {
        const QString loser = c == settings_.human ? secondName_ : name_;
        const QString winner = c == settings_.human ? name_ : secondName_;
        endGame(result, tr("%1's time is up: %2 wins on time.").arg(loser, winner));
        return;
    }
    end(c == settings_.human ? tr("Your time is up: %1 wins on time.").arg(name_)
                             : tr("%1's time is up: you win on time.").arg(name_));
}

bool GtpOpponent::eventFilter(QObject* watched, QEvent* event)
{
    const QEvent::Type t = event->type();
    if (t != QEvent::MouseButtonPress && t != QEvent::MouseButtonRelease && t != QEvent::MouseButtonDblClick)
        return QObject::eventFilter(watched, event);
    if (watched != board_ || !active_)
        return QObject::eventFilter(watched, event);
    auto* mouse = static_cast<QMouseEvent*>(event);
    if (mouse->button() != Qt::LeftButton)
        return QObject::eventFilter(watched, event);
    if (settings_.irodoriLevel > 0 || !settings_.secondCommand.isEmpty()) {
        if (t == QEvent::MouseButtonRelease)
            emit message(settings_.irodoriLevel > 0
                             ? tr("Irodori plays your side in this game; stop it to play yourself.")
                             : tr("%1 plays your side in this game; stop it to play yourself.").arg(secondName_));
        return true;
    }
    if (thinking_ || document_->position().toMove() == programColor()) {
        if (t == QEvent::MouseButtonRelease)
            emit message(tr("%1 is thinking; your move comes next.").arg(name_));
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace irodori::ui
