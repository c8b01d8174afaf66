// loadsgf and printsgf: the position to and from SGF game records, through
// the record module's reader and writer.
#include "gtp_args.h"
#include "gtp_engine.h"

#ifdef IRODORI_HAVE_RECORD

#include "core/coords.h"
#include "record/replay.h"
#include "record/semantics.h"
#include "record/record_io.h"
#include "record/sgf_writer.h"

#include <optional>

namespace irodori::gtp {

namespace {

// loadsgf FILE [MOVE_NUMBER | VERTEX]: the main line of the file's first
// game, stopped before move MOVE_NUMBER (counting from 1) or before the
// first move at VERTEX; the whole line without a limit. Answers the colour
// to move, as GNU Go does.
Reply loadSgf(GtpEngine& engine, const Args& args)
{
    std::string error;
    if (!checkArgCount(args, 1, 2, "loadsgf FILE [MOVE_NUMBER|VERTEX]", &error))
        return Reply::failure(error);
    // The record module reads the file: SGF in any charset (and IG1 by
    // its extension), repairing what it can.
    record::LoadResult loaded = record::loadRecordFile(args[0]);
    if (!loaded.ok())
        return Reply::failure(loaded.error); // says which file and why
    if (loaded.games.empty())
        return Reply::failure("no game in '" + args[0] + "'");
    const record::GameTree& game = loaded.games.front();
    if (game.gameType() != 1)
        return Reply::failure("'" + args[0] + "' is not a Go record (GM[" + std::to_string(game.gameType()) + "])");
    const int size = game.boardSize();
    if (size < kMinBoardSize || size > kMaxBoardSize)
        return Reply::failure("unacceptable size");

    std::optional<int> stopBeforeMove;
    std::optional<Point> stopAtVertex;
    if (args.size() == 2) {
        if (const auto n = parseInt(args[1])) {
            if (*n < 1)
                return Reply::failure("invalid move number " + args[1] + " (moves count from 1)");
            stopBeforeMove = n;
        } else {
            std::string vertexError;
            const Board board(size);
            const auto v = parseVertex(board, args[1], false, &vertexError);
            if (!v)
                return Reply::failure("neither a move number nor a vertex: " + vertexError);
            stopAtVertex = v;
        }
    }

    // Komi comes from the record; without KM the controller's komi stays.
    Rules rules = engine.position().rules();
    rules.komi = record::komi(game.root()).value_or(rules.komi);
    Position pos(size, rules);
    int moves = 0;
    for (const record::Node* node : game.mainLine()) {
        if (const auto m = record::nodeMove(*node, size)) {
            ++moves;
            if ((stopBeforeMove && moves == *stopBeforeMove) || (stopAtVertex && m->point == *stopAtVertex)) {
                // The setup of this node stands before its move in SGF.
                record::Node setupOnly;
                for (const record::Property& p : node->properties())
                    if (p.id != "B" && p.id != "W")
                        setupOnly.properties().push_back(p);
                record::applyNode(pos, setupOnly, size);
                pos.setToMove(m->color);
                break;
            }
        }
        record::applyNode(pos, *node, size);
    }
    engine.setPosition(pos);
    return Reply::success(colorName(pos.toMove()));
}

// The position as a game record: the stones that were there before the
// first move we know of as setup (AB/AW: handicap, loadsgf), then the moves.
record::GameTree toRecord(const Position& pos)
{
    const int size = pos.size();
    Position start = pos;
    while (start.canUndo())
        start.undo();
    record::GameTree game(size);
    record::Node& root = game.root();
    record::setKomi(root, pos.rules().komi);
    const Board& board = start.board();
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const Point p = board.at(x, y);
            if (board.color(p) != Empty)
                record::setSetupStone(root, p, board.color(p), size);
        }
    const std::vector<Move> moves = pos.moves();
    // Whose turn it is needs saying only when the moves do not tell.
    if (moves.empty() ? start.toMove() == White : moves.front().color != start.toMove())
        record::setPlayerToMove(root, start.toMove());
    record::Node* node = &root;
    for (const Move& m : moves) {
        node = node->addChild();
        record::setNodeMove(*node, m, size);
    }
    return game;
}

// printsgf [FILE]: the game as SGF, in the answer or into FILE.
Reply printSgf(GtpEngine& engine, const Args& args)
{
    std::string error;
    if (!checkArgCount(args, 0, 1, "printsgf [FILE]", &error))
        return Reply::failure(error);
    record::GameTree game = toRecord(engine.position());
    if (args.empty())
        return Reply::success(record::writeSgf(game));
    record::Collection games;
    games.push_back(std::move(game));
    const record::SaveResult saved = record::saveRecordFile(args[0], games, record::RecordFormat::Sgf);
    if (!saved.ok())
        return Reply::failure("cannot save '" + args[0] + "': " + saved.error);
    return Reply::success();
}

} // namespace

void registerRecordCommands(GtpEngine& engine)
{
    GtpEngine* e = &engine;
    engine.addCommand("loadsgf", [e](const Args& args) { return loadSgf(*e, args); });
    engine.addCommand("printsgf", [e](const Args& args) { return printSgf(*e, args); });
}

} // namespace irodori::gtp

#else // the record module is not part of this build

namespace irodori::gtp {
void registerRecordCommands(GtpEngine&) {}
} // namespace irodori::gtp

#endif
