// irodori: the study board. Opens a game record given on the command line
// (irodori FILE, --open FILE --move N) and renders screenshots
// (--screenshot), for the documentation and for checking the drawing.
#include "analysiscontroller.h"
#include "boardexport.h"
#include "boardpainter.h"
#include "boardsnapshot.h"
#include "boardview.h"
#include "exportactions.h"
#include "gamedocument.h"
#include "gtpanalysis.h"
#include "languagemenu.h"
#include "mainwindow.h"
#include "renjugame.h"
#include "renjustudy.h"
#include "recordfiles.h"
#include "recordrecovery.h"
#include "resources.h"
#include "translations.h"

#include "core/coords.h"
#include "irodori/version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDeadlineTimer>
#include <QDockWidget>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QRegularExpression>
#include <QSize>
#include <QTimer>

#include <cstdio>
#include <cstring>
#include <optional>

// The translation context of the command-line texts.
class CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

namespace {

void fail(const QString& message)
{
    std::fprintf(stderr, "irodori: %s\n", qPrintable(message));
}

// The value of the last --name / --name=value in argv (the one
// QCommandLineParser will use), read before QApplication exists: the
// platform and the language must be chosen first.
std::optional<QString> peekOption(int argc, char** argv, const char* name)
{
    const std::size_t n = std::strlen(name);
    std::optional<QString> found;
    for (int i = 1; i < argc; ++i) {
        const char* a = argv[i];
        if (std::strcmp(a, "--") == 0)
            break;
        if (std::strncmp(a, "--", 2) != 0 || std::strncmp(a + 2, name, n) != 0)
            continue;
        if (a[2 + n] == '=')
            found = QString::fromLocal8Bit(a + 3 + n);
        else if (a[2 + n] == '\0')
            found = i + 1 < argc ? QString::fromLocal8Bit(argv[i + 1]) : QString();
    }
    return found;
}

// True if argv holds -h, -? or -v (QCommandLineParser's short forms of
// --help and --version) before any "--".
bool hasShortFlag(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--") == 0)
            break;
        if (std::strcmp(argv[i], "-h") == 0 || std::strcmp(argv[i], "-?") == 0 || std::strcmp(argv[i], "-v") == 0)
            return true;
    }
    return false;
}

std::optional<QSize> parseSize(const QString& s)
{
    static const QRegularExpression re(QStringLiteral("^\\s*(\\d{1,5})\\s*[xX×]\\s*(\\d{1,5})\\s*$"));
    const auto m = re.match(s);
    if (!m.hasMatch())
        return std::nullopt;
    const QSize size(m.captured(1).toInt(), m.captured(2).toInt());
    if (size.width() < 64 || size.height() < 64 || size.width() > 8000 || size.height() > 8000)
        return std::nullopt;
    return size;
}

// The device-pixel ratio of --pixel-ratio: 1, 2, 3 or 4.
std::optional<int> parseRatio(const QString& s)
{
    bool ok = false;
    const int r = s.trimmed().toInt(&ok);
    if (!ok || r < 1 || r > 4)
        return std::nullopt;
    return r;
}

int screenshot(irodori::ui::MainWindow& window, const QString& out, const QSize& size, bool boardOnly, int ratio)
{
    namespace ex = irodori::ui::boardexport;
    const ex::Format format = ex::formatOf(out).value_or(ex::Format::Png);
    if (format != ex::Format::Png || boardOnly) {
        // The board alone, through the painter of the board view: the
        // layers on, the record's marks, no preview stone.
        ex::Options options;
        options.size = size;
        options.devicePixelRatio = ratio;
        const QString problem = window.exportActions()->exportTo(out, format, options);
        if (!problem.isEmpty()) {
            fail(problem);
            return 1;
        }
        return 0;
    }
    // Laid out and painted as on screen, without showing anything. With
    // --pixel-ratio the whole interface is scaled (QT_SCALE_FACTOR, set
    // before the application started), so the image has ratio times the pixels.
    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.resize(size);
    window.show();
    QCoreApplication::processEvents();
    const QImage image = window.grab().toImage();
    // Quality 0 is the strongest PNG compression: smaller files for the docs.
    if (image.isNull() || !image.save(out, "PNG", 0)) {
        fail(CommandLine::tr("could not write the screenshot to %1.").arg(out));
        return 1;
    }
    return 0;
}

// The offscreen platform warns that it cannot resize native windows, which
// a screenshot never needs; everything else still reaches stderr.
void quietOffscreen(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (message.contains(QLatin1String("propagateSizeHints")))
        return;
    std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

} // namespace

int main(int argc, char** argv)
{
    // A screenshot needs no display, nor do --help and --version (asked
    // over a remote shell, say): use the offscreen platform unless the user
    // chose one.
    const bool textOnly = peekOption(argc, argv, "help") || peekOption(argc, argv, "help-all")
        || peekOption(argc, argv, "version")
        || hasShortFlag(argc, argv);
    if ((peekOption(argc, argv, "screenshot") || textOnly) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (peekOption(argc, argv, "screenshot"))
        qInstallMessageHandler(quietOffscreen);
    // A whole-window screenshot at a higher pixel ratio scales the interface
    // as a high-density screen would; a bad value is reported once the
    // translations are loaded.
    if (const auto ratio = peekOption(argc, argv, "pixel-ratio"); ratio && peekOption(argc, argv, "screenshot")
        && parseRatio(*ratio) && qEnvironmentVariableIsEmpty("QT_SCALE_FACTOR"))
        qputenv("QT_SCALE_FACTOR", ratio->trimmed().toLatin1());

    QApplication app(argc, argv);
    QApplication::setApplicationName(QString::fromLatin1(irodori::kName));
    QApplication::setApplicationVersion(QString::fromLatin1(irodori::kVersion));
    QApplication::setOrganizationName(QStringLiteral("Irodori"));
    irodori::ui::initResources();

    // The language is installed before the parser so that --help is translated.
    QLocale locale = QLocale::system();
    const std::optional<QString> lang = peekOption(argc, argv, "lang");
    if (lang) {
        if (!irodori::ui::availableLanguages().contains(*lang)) {
            fail(CommandLine::tr("unknown language “%1”; available: %2.")
                     .arg(*lang, irodori::ui::availableLanguages().join(QStringLiteral(", "))));
            return 2;
        }
        locale = QLocale(*lang);
    } else if (const QString chosen = irodori::ui::LanguageMenu::chosen();
               !chosen.isEmpty() && !peekOption(argc, argv, "screenshot")) {
        // View → Language; a screenshot keeps the defaults.
        locale = QLocale(chosen);
    }
    irodori::ui::installTranslations(locale);
    QApplication::setWindowIcon(irodori::ui::appIcon());

    QCommandLineParser parser;
    parser.setApplicationDescription(CommandLine::tr("Irodori — a Go study board that explains itself."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption shotOption(
        QStringLiteral("screenshot"),
        CommandLine::tr("Render to <file> and exit. A .png file shows the window (or the board alone with "
                        "--board-only); a .svg or .pdf file is always the board alone, as a vector drawing."),
        CommandLine::tr("file"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
                                        CommandLine::tr("Size of the screenshot in pixels, points for PDF (default "
                                                        "1000x760, the board alone 800x800)."),
                                        CommandLine::tr("WxH"));
    const QCommandLineOption ratioOption(QStringLiteral("pixel-ratio"),
                                         CommandLine::tr("Device-pixel ratio of a PNG screenshot (1 to 4, default 1): "
                                                         "2 gives twice the pixels in each direction, for "
                                                         "high-density screens."),
                                         CommandLine::tr("n"));
    const QCommandLineOption boardOnlyOption(QStringLiteral("board-only"),
                                             CommandLine::tr("Render only the board, not the whole window."));
    const QCommandLineOption movesOption(QStringLiteral("moves"),
                                         CommandLine::tr("Play these moves first, alternately from Black (e.g. D4,Q16,pass)."),
                                         CommandLine::tr("list"));
    const QCommandLineOption boardSizeOption(QStringLiteral("board"),
                                             CommandLine::tr("Start on a board of <n> lines (2 to 25, default 19)."),
                                             CommandLine::tr("n"));
    const QCommandLineOption langOption(QStringLiteral("lang"),
                                        CommandLine::tr("Use this language for the interface (en or ja) instead of the system's."),
                                        CommandLine::tr("code"));
    const QCommandLineOption openOption(QStringLiteral("open"),
                                        CommandLine::tr("Open the game record <file> (SGF or IG1)."),
                                        CommandLine::tr("file"));
    const QCommandLineOption moveOption(QStringLiteral("move"),
                                        CommandLine::tr("Show the record after move <n> of its main line."),
                                        CommandLine::tr("n"));
    const QCommandLineOption gameOption(QStringLiteral("game"),
                                        CommandLine::tr("Show game <n> of a file that holds several (1 = the first)."),
                                        CommandLine::tr("n"));
    const QCommandLineOption layersOption(
        QStringLiteral("layers"),
        CommandLine::tr("Show these study layers, separated by commas (%1; \"threats\" for a Renju or gomoku "
                        "record; \"none\" for none).")
            .arg(irodori::ui::AnalysisController::layerNames().join(QStringLiteral(", "))),
        CommandLine::tr("list"));
    const QCommandLineOption selectOption(QStringLiteral("select"),
                                          CommandLine::tr("Select the group at <point> (e.g. D4) in the Why? panel."),
                                          CommandLine::tr("point"));
    const QCommandLineOption reasonOption(
        QStringLiteral("reason"),
        CommandLine::tr("With --select: choose reason <n> (1 = the first) in the Why? panel, to show its points "
                        "and its line of play on the board."),
        CommandLine::tr("n"));
    const QCommandLineOption treeOption(QStringLiteral("tree"),
                                        CommandLine::tr("Show the Game Tree tab under the board instead of the game "
                                                        "review."));
    const QCommandLineOption analyzeOption(
        QStringLiteral("analyze-with"),
        CommandLine::tr("Show the candidate moves of a GTP program that answers lz-analyze or kata-analyze, started "
                        "with <command> (e.g. \"irodori-cli gtp\"); a screenshot waits for its third report."),
        CommandLine::tr("command"));
    parser.addOptions({shotOption, sizeOption, ratioOption, boardOnlyOption, movesOption, boardSizeOption, langOption,
                       openOption, moveOption, gameOption, layersOption, selectOption, reasonOption, treeOption,
                       analyzeOption});
    parser.addPositionalArgument(CommandLine::tr("file"), CommandLine::tr("A game record to open (SGF or IG1)."),
                                 CommandLine::tr("[file]"));
    parser.process(app);
    const bool screenshotMode = parser.isSet(shotOption);

    irodori::ui::MainWindow window;
    // The View choices of the last session (layers, board marks); a
    // screenshot starts from the defaults, so it shows only what its
    // options say. --layers below overrides the remembered layers.
    if (!screenshotMode)
        window.rememberViewSettings();
    if (parser.isSet(boardSizeOption)) {
        bool ok = false;
        const int n = parser.value(boardSizeOption).toInt(&ok);
        if (!ok || n < 2 || n > 25) {
            fail(CommandLine::tr("the board size must be a number from 2 to 25, not “%1”.").arg(parser.value(boardSizeOption)));
            return 2;
        }
        window.newGame(n);
    }

    const QString recordPath = parser.isSet(openOption) ? parser.value(openOption)
                                                         : parser.positionalArguments().value(0);
    std::optional<int> game;
    if (parser.isSet(gameOption)) {
        bool ok = false;
        const int n = parser.value(gameOption).toInt(&ok);
        if (!ok || n < 1) {
            fail(CommandLine::tr("--game wants the number of a game, 1 or more, not “%1”.").arg(parser.value(gameOption)));
            return 2;
        }
        game = n - 1;
    }
    std::optional<int> moveNumber;
    if (parser.isSet(moveOption)) {
        bool ok = false;
        const int n = parser.value(moveOption).toInt(&ok);
        if (!ok || n < 0) {
            fail(CommandLine::tr("--move wants a move number, 0 or more, not “%1”.").arg(parser.value(moveOption)));
            return 2;
        }
        moveNumber = n;
    }
    if (!recordPath.isEmpty() && screenshotMode) {
        // No dialogs in a screenshot: problems go to stderr, and a collection
        // shows its first game unless --game says otherwise.
        window.files()->prompts().error = [](QWidget*, const QString& text, const QString& details) {
            fail(details.isEmpty() ? text : text + QLatin1Char(' ') + details);
        };
        // A Renju opening in progress would ask its next decision.
        window.renjuGame()->setResumesOpenings(false);
        if (!window.openRecord(recordPath, game.value_or(0)))
            return 2;
        if (moveNumber && !window.document()->goToMove(*moveNumber)) {
            fail(CommandLine::tr("the record has fewer than %1 moves on its main line.").arg(*moveNumber));
            return 2;
        }
    } else if (!recordPath.isEmpty()) {
        // Opened once the window is up, so that its dialogs (an error, the
        // choice of a game) have a parent to sit on.
        QTimer::singleShot(0, &window, [&window, recordPath, game, moveNumber] {
            if (window.openRecord(recordPath, game) && moveNumber)
                window.document()->goToMove(*moveNumber);
        });
    }

    if (parser.isSet(movesOption)) {
        const QStringList moves = parser.value(movesOption).split(QLatin1Char(','), Qt::SkipEmptyParts);
        const QString error = window.playVertices(moves);
        if (!error.isEmpty()) {
            fail(error);
            return 2;
        }
    }

    if (parser.isSet(treeOption))
        window.gameTreeDock()->raise();

    irodori::ui::AnalysisController* study = window.analysisController();
    bool threats = false;
    if (parser.isSet(layersOption)) {
        QStringList layers = parser.value(layersOption).split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (layers == QStringList{QStringLiteral("none")})
            layers.clear();
        // View → Renju Threats, for a Renju or gomoku record.
        if (window.document()->isRenju() && layers.removeAll(QStringLiteral("threats")) > 0) {
            threats = true;
            window.renjuStudy()->action()->setChecked(true);
        }
        const QStringList unknown = study->showLayers(layers);
        if (!unknown.isEmpty()) {
            fail(CommandLine::tr("unknown layer “%1”; the layers are: %2.")
                     .arg(unknown.first(), irodori::ui::AnalysisController::layerNames().join(QStringLiteral(", "))));
            return 2;
        }
    }
    if (parser.isSet(selectOption) && window.document()->isRenju()) {
        fail(CommandLine::tr("--select asks the Why? panel about a group of Go stones; this record is a Renju or "
                             "gomoku game."));
        return 2;
    }
    if (parser.isSet(selectOption)) {
        const irodori::Position& pos = window.position();
        const auto point = irodori::parseGtp(pos.board(), parser.value(selectOption).trimmed().toStdString());
        if (!point || *point == irodori::kPass) {
            fail(CommandLine::tr("--select wants a point with a stone on it, such as D4, not “%1”.")
                     .arg(parser.value(selectOption)));
            return 2;
        }
        if (pos.board().color(*point) == irodori::Empty) {
            fail(CommandLine::tr("--select %1: there is no stone on %1 in the position shown; choose a point "
                                 "with a stone on it.")
                     .arg(QString::fromStdString(irodori::toGtp(pos.board(), *point))));
            return 2;
        }
        study->select({pos.board().column(*point), pos.board().row(*point)});
    }
    int reason = 0; // 1-based; 0: none
    if (parser.isSet(reasonOption)) {
        bool ok = false;
        reason = parser.value(reasonOption).trimmed().toInt(&ok);
        if (!ok || reason < 1) {
            fail(CommandLine::tr("--reason wants a reason's number, 1 or more, not “%1”.")
                     .arg(parser.value(reasonOption)));
            return 2;
        }
        if (!parser.isSet(selectOption)) {
            fail(CommandLine::tr("--reason chooses a reason of the group --select names; give --select too."));
            return 2;
        }
    }

    // The GTP program's last word, for a failure to report.
    QString analysisMessage;
    irodori::ui::GtpAnalysis* gtpAnalysis = window.gtpAnalysis();
    QObject::connect(gtpAnalysis, &irodori::ui::GtpAnalysis::message, &window,
                     [&analysisMessage](const QString& text) { analysisMessage = text; });
    if (parser.isSet(analyzeOption) && !gtpAnalysis->start(parser.value(analyzeOption))) {
        fail(CommandLine::tr("--analyze-with: %1").arg(analysisMessage));
        return 2;
    }

    if (screenshotMode) {
        namespace ex = irodori::ui::boardexport;
        const QString out = parser.value(shotOption);
        const std::optional<ex::Format> format = ex::formatOf(out);
        if (!format && !QFileInfo(out).suffix().isEmpty()) {
            fail(CommandLine::tr("--screenshot writes .png, .svg or .pdf files, not “%1”.").arg(out));
            return 2;
        }
        int ratio = 1;
        if (parser.isSet(ratioOption)) {
            const auto parsed = parseRatio(parser.value(ratioOption));
            if (!parsed) {
                fail(CommandLine::tr("--pixel-ratio wants 1, 2, 3 or 4, not “%1”.").arg(parser.value(ratioOption)));
                return 2;
            }
            ratio = *parsed;
        }
        const bool boardOnly = parser.isSet(boardOnlyOption) || format.value_or(ex::Format::Png) != ex::Format::Png;
        // The analysis (and the review of the game, for the whole window)
        // is drawn before the picture is taken.
        study->waitUntilShown(60000, !boardOnly);
        if (threats) {
            // The win by continuous fours is looked for on a thread.
            QDeadlineTimer deadline(60000);
            while (window.renjuStudy()->summary().isEmpty() && !deadline.hasExpired())
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 100);
        }
        if (parser.isSet(analyzeOption)) {
            // Three reports: the program has read the position for a while.
            QDeadlineTimer deadline(60000);
            while (gtpAnalysis->isActive() && gtpAnalysis->reports() < 3 && !deadline.hasExpired())
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 100);
            if (!gtpAnalysis->isActive() || gtpAnalysis->reports() == 0) {
                fail(CommandLine::tr("--analyze-with: %1")
                         .arg(analysisMessage.isEmpty() ? CommandLine::tr("the program sent no analysis in time.")
                                                        : analysisMessage));
                return 2;
            }
        }
        if (reason > 0 && !study->chooseReason(reason - 1)) {
            fail(CommandLine::tr("--reason %1: the group selected has no reason %1.").arg(reason));
            return 2;
        }
        QSize size = boardOnly ? QSize(800, 800) : QSize(1000, 760);
        if (parser.isSet(sizeOption)) {
            const auto parsed = parseSize(parser.value(sizeOption));
            if (!parsed) {
                fail(CommandLine::tr("--size wants WIDTHxHEIGHT between 64 and 8000 pixels, such as 1000x760, not “%1”.")
                         .arg(parser.value(sizeOption)));
                return 2;
            }
            size = *parsed;
        }
        return screenshot(window, out, size, boardOnly, ratio);
    }

    if (reason > 0) {
        // The reasons are there once the analysis of the position is.
        auto* once = new QObject(&window);
        QObject::connect(study, &irodori::ui::AnalysisController::analysisShown, once, [study, once, reason] {
            if (study->isCurrent() && study->chooseReason(reason - 1))
                once->deleteLater();
        });
    }
    // A record a window that is gone left unsaved (a crash, a killed
    // process) is offered back, unless the command line asked for a record.
    window.recovery()->start();
    if (recordPath.isEmpty() && !window.recovery()->orphans().empty())
        QTimer::singleShot(0, &window, [&window] { window.offerRecovery(); });
    window.show();
    return app.exec();
}
