// irodori-cli gmp: the engine plays one game over GMP/SGMP on TCP, unattended,
// and writes the record as SGF.
#include "command.h"

#include "core/coords.h"
#include "irodori/version.h"
#include "protocol/gmp_connection.h"
#include "record/record_io.h"
#include "record/semantics.h"
#include "search/player.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QMetaObject>
#include <QTimer>

#include <atomic>
#include <cstdio>
#include <memory>
#include <string>
#include <thread>

namespace irodori::cli {
namespace {

struct Options {
    bool listen = false;
    QString host;
    quint16 port = 0;
    gmp::GameSettings game;
    int level = 5;
    std::string out = "irodori-gmp.sgf";
    int timeoutSeconds = 3600;
};

void usage()
{
    std::fprintf(stderr,
                 "usage: irodori-cli gmp (--listen PORT | --connect HOST:PORT) [--color black|white|auto]\n"
                 "                       [--size N] [--handicap N] [--komi K] [--chinese] [--level L] [--sgmp]\n"
                 "                       [--out FILE.sgf] [--timeout SECONDS]\n");
}

bool parseInt(const std::string& s, int lo, int hi, int* out)
{
    try {
        std::size_t used = 0;
        const int v = std::stoi(s, &used);
        if (used != s.size() || v < lo || v > hi)
            return false;
        *out = v;
        return true;
    } catch (...) {
        return false;
    }
}

// Returns an error sentence, or an empty string when the options are usable.
std::string parse(const std::vector<std::string>& args, Options& o)
{
    o.game.ourColor = Empty;
    bool haveEndpoint = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&](std::string* v) {
            if (i + 1 >= args.size())
                return false;
            *v = args[++i];
            return true;
        };
        std::string v;
        int n = 0;
        if (a == "--listen") {
            if (!value(&v) || !parseInt(v, 1, 65535, &n))
                return "--listen needs a port number (1-65535)";
            o.listen = true;
            o.port = static_cast<quint16>(n);
            haveEndpoint = true;
        } else if (a == "--connect") {
            if (!value(&v))
                return "--connect needs HOST:PORT";
            const auto colon = v.rfind(':');
            if (colon == std::string::npos || colon == 0 || !parseInt(v.substr(colon + 1), 1, 65535, &n))
                return "--connect needs HOST:PORT, e.g. 127.0.0.1:6810 (got '" + v + "')";
            o.host = QString::fromStdString(v.substr(0, colon));
            o.port = static_cast<quint16>(n);
            haveEndpoint = true;
        } else if (a == "--color") {
            if (!value(&v))
                return "--color needs black, white or auto";
            if (v == "auto")
                o.game.ourColor = Empty;
            else if (auto c = parseColor(v))
                o.game.ourColor = *c;
            else
                return "--color must be black, white or auto (got '" + v + "')";
        } else if (a == "--size") {
            if (!value(&v) || !parseInt(v, kMinBoardSize, gmp::kMaxGmpBoardSize, &n))
                return "--size must be a board size from 2 to 22 (GMP cannot carry larger boards)";
            o.game.boardSize = n;
        } else if (a == "--handicap") {
            if (!value(&v) || !parseInt(v, 0, 9, &n))
                return "--handicap must be 0 to 9";
            o.game.handicap = n == 1 ? 0 : n;
        } else if (a == "--komi") {
            if (!value(&v))
                return "--komi needs a number";
            try {
                o.game.komi = std::stod(v);
            } catch (...) {
                return "--komi needs a number (got '" + v + "')";
            }
        } else if (a == "--chinese") {
            o.game.chineseRules = true;
        } else if (a == "--sgmp") {
            o.game.sgmp = true;
        } else if (a == "--level") {
            if (!value(&v) || !parseInt(v, search::kMinLevel, search::kMaxLevel, &n))
                return "--level must be 1 to 10";
            o.level = n;
        } else if (a == "--out") {
            if (!value(&v) || v.empty())
                return "--out needs a file name";
            o.out = v;
        } else if (a == "--timeout") {
            if (!value(&v) || !parseInt(v, 1, 7 * 24 * 3600, &n))
                return "--timeout needs a number of seconds";
            o.timeoutSeconds = n;
        } else {
            return "unknown option '" + a + "'";
        }
    }
    if (!haveEndpoint)
        return "say where to play: --listen PORT or --connect HOST:PORT";
    // Listening without a colour: the host plays Black and starts.
    if (o.listen && o.game.ourColor == Empty)
        o.game.ourColor = Black;
    return {};
}

record::GameTree makeRecord(const gmp::Game& game, const Options& o, const std::string& result)
{
    const int size = game.settings().boardSize;
    record::GameTree tree(size);
    record::Node& root = tree.root();
    const std::string us = std::string(kName) + " " + kVersion;
    const std::string them = "GMP peer";
    const bool weAreBlack = game.ourColor() == Black;
    record::setTextValue(root, "PB", weAreBlack ? us : them);
    record::setTextValue(root, "PW", weAreBlack ? them : us);
    record::setKomi(root, game.settings().komi);
    record::setTextValue(root, "DT", QDate::currentDate().toString(Qt::ISODate).toStdString());
    record::setTextValue(root, "PC", o.listen ? "GMP host, port " + std::to_string(o.port)
                                              : "GMP, " + o.host.toStdString() + ":" + std::to_string(o.port));
    if (!game.handicapStones().empty()) {
        root.setRaw("HA", std::to_string(game.handicapStones().size()));
        for (Point p : game.handicapStones())
            record::setSetupStone(root, p, Black, size);
    }
    if (!result.empty())
        record::setTextValue(root, "RE", result);
    tree.setCurrent(&root);
    for (const Move& m : game.moves())
        record::addMove(tree, m);
    return tree;
}

int runGmp(const std::vector<std::string>& args)
{
    Options o;
    if (const std::string problem = parse(args, o); !problem.empty()) {
        std::fprintf(stderr, "irodori-cli gmp: %s\n", problem.c_str());
        usage();
        return 2;
    }

    search::PlayerConfig pc;
    pc.level = o.level;
    search::Player player(pc);
    gmp::Connection connection(o.game);
    std::atomic<bool> stop{false};
    std::unique_ptr<std::thread> thinker;
    bool thinking = false;
    std::string result;
    int exitCode = 0;

    auto finish = [&](int code, const std::string& why) {
        if (!why.empty())
            std::fprintf(stderr, "irodori-cli gmp: %s\n", why.c_str());
        exitCode = code;
        stop = true;
        connection.close();
        QCoreApplication::exit(code);
    };

    auto think = [&] {
        if (thinking || !connection.game().ourTurn())
            return;
        thinking = true;
        const Position pos = connection.game().position();
        const Color color = connection.game().ourColor();
        // The search runs off the event loop so that retransmissions and the
        // peer's packets are served while the engine thinks.
        thinker = std::make_unique<std::thread>([&, pos, color] {
            const search::MoveChoice choice = player.chooseMove(pos, color, {}, &stop);
            QMetaObject::invokeMethod(
                &connection,
                [&, choice, color] {
                    // The thread has posted its last word; joining is immediate.
                    if (thinker && thinker->joinable())
                        thinker->join();
                    thinking = false;
                    if (stop)
                        return;
                    if (choice.decision == search::Decision::Resign) {
                        // GMP has no resignation: record it and leave.
                        result = std::string(color == Black ? "W" : "B") + "+R";
                        std::printf("%s resigns\n", colorName(color));
                        finish(0, {});
                        return;
                    }
                    const Move m{color, choice.decision == search::Decision::Play ? choice.point : kPass};
                    const QString problem = connection.play(m);
                    if (!problem.isEmpty())
                        finish(1, "our move was refused: " + problem.toStdString());
                    else
                        std::printf("%s %s\n", colorName(color),
                                    toGtp(connection.game().position().board(), m.point).c_str());
                    std::fflush(stdout);
                },
                Qt::QueuedConnection);
        });
    };

    QObject::connect(&connection, &gmp::Connection::updated, [&](const gmp::GameUpdate& u) {
        using Kind = gmp::GameUpdate::Kind;
        switch (u.kind) {
        case Kind::Started:
            std::printf("game started on %dx%d, Irodori plays %s\n", o.game.boardSize, o.game.boardSize,
                        colorName(connection.game().ourColor()));
            break;
        case Kind::PeerMoved:
            std::printf("%s %s\n", colorName(u.move.color),
                        toGtp(connection.game().position().board(), u.move.point).c_str());
            break;
        case Kind::PeerUndid:
            std::printf("peer took back %d move(s)\n", u.count);
            break;
        case Kind::OurTurn:
            QTimer::singleShot(0, &connection, think);
            break;
        case Kind::Ended: {
            std::printf("both players passed: game over\n");
            const analysis::Analysis a = player.analyse(connection.game().position());
            const double score = a.score.territoryScore; // Black's view, komi included
            char text[32];
            std::snprintf(text, sizeof text, "%c+%.1f", score > 0 ? 'B' : 'W', score > 0 ? score : -score);
            result = score == 0 ? "0" : text;
            // Give the last packets (OK, the closing pass) a moment to leave.
            QTimer::singleShot(500, &connection, [&] { finish(0, {}); });
            break;
        }
        case Kind::Message:
            std::printf("message: %s\n", u.text.c_str());
            break;
        case Kind::Failed:
            finish(1, u.text);
            break;
        }
        std::fflush(stdout);
    });
    QObject::connect(&connection, &gmp::Connection::disconnected, [&](const QString& reason) {
        if (!stop)
            finish(connection.game().ended() ? 0 : 1, reason.toStdString());
    });

    if (o.listen) {
        if (!connection.listen(o.port, false)) {
            std::fprintf(stderr, "irodori-cli gmp: %s\n", connection.errorString().toStdString().c_str());
            return 1;
        }
        std::printf("waiting for a connection on port %u\n", static_cast<unsigned>(connection.port()));
    } else {
        connection.connectTo(o.host, o.port);
    }
    std::fflush(stdout);
    QTimer::singleShot(o.timeoutSeconds * 1000, &connection,
                       [&] { finish(1, "the game took longer than --timeout allows; stopping"); });

    QCoreApplication::exec();
    // The handlers above refer to locals that die before the connection
    // does; the connection must not call them while it is torn down.
    QObject::disconnect(&connection, nullptr, nullptr, nullptr);
    stop = true;
    if (thinker && thinker->joinable())
        thinker->join();

    // Whatever happened, the moves played so far are written.
    record::Collection games;
    games.push_back(makeRecord(connection.game(), o, result));
    const record::SaveResult saved = record::saveRecordFile(o.out, games, record::RecordFormat::Sgf);
    if (!saved.error.empty()) {
        std::fprintf(stderr, "irodori-cli gmp: cannot write %s: %s\n", o.out.c_str(), saved.error.c_str());
        return 1;
    }
    std::printf("record written to %s (%zu moves)\n", o.out.c_str(), connection.game().moves().size());
    return exitCode;
}

const Registrar registrar({"gmp",
                           "gmp (--listen PORT | --connect HOST:PORT) [--color C] [--size N] [--level L] [--sgmp] "
                           "[--out FILE]",
                           "play one game over GMP/SGMP on TCP and write its SGF", runGmp});

} // namespace
} // namespace irodori::cli
