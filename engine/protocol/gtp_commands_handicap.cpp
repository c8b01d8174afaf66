// Handicap stones (置碁): fixed_handicap, place_free_handicap, set_free_handicap.
// Handicap stones are setup, not moves: they cannot be undone, and White
// moves first afterwards.
#include "gtp_args.h"
#include "gtp_engine.h"

#include "core/coords.h"

#include <algorithm>

namespace irodori::gtp {

namespace {

bool boardEmpty(const Board& board)
{
    return board.stoneCount(Black) == 0 && board.stoneCount(White) == 0;
}

std::string place(GtpEngine& engine, const std::vector<Point>& points)
{
    std::string out;
    for (Point p : points) {
        engine.position().setup(p, Black);
        appendWord(out, toGtp(engine.position().board(), p));
    }
    engine.position().setToMove(White);
    return out;
}

std::optional<int> handicapCount(const Args& args, const char* usage, std::string* error)
{
    if (!checkArgCount(args, 1, 1, usage, error))
        return std::nullopt;
    const auto n = parseInt(args[0]);
    if (!n) {
        *error = "handicap not an integer: '" + args[0] + "'";
        return std::nullopt;
    }
    return n;
}

Reply fixedHandicap(GtpEngine& engine, const Args& args)
{
    std::string error;
    const auto n = handicapCount(args, "fixed_handicap NUMBER_OF_STONES", &error);
    if (!n)
        return Reply::failure(error);
    const Board& board = engine.position().board();
    if (!boardEmpty(board))
        return Reply::failure("board not empty");
    const std::vector<Point> points = fixedHandicapPoints(board, *n);
    if (points.empty()) {
        const std::string size = std::to_string(board.size());
        return Reply::failure("invalid handicap: " + std::to_string(*n) + " fixed stones do not fit a "
                              + size + "x" + size + " board (2 to 9 on odd sizes from 9x9, 2 to 4 on"
                              " even sizes and 7x7)");
    }
    return Reply::success(place(engine, points));
}

// GTP lets the engine choose the points and place fewer stones than asked
// when the board has no room for them; the fixed points are a sound choice
// (star points, 星), and beyond 9 stones the extra stones add little.
Reply placeFreeHandicap(GtpEngine& engine, const Args& args)
{
    std::string error;
    const auto n = handicapCount(args, "place_free_handicap NUMBER_OF_STONES", &error);
    if (!n)
        return Reply::failure(error);
    const Board& board = engine.position().board();
    if (*n < 2 || *n >= board.size() * board.size())
        return Reply::failure("invalid handicap: the number of stones must be between 2 and "
                              + std::to_string(board.size() * board.size() - 1));
    if (!boardEmpty(board))
        return Reply::failure("board not empty");
    for (int k = std::min(*n, 9); k >= 2; --k) {
        const std::vector<Point> points = fixedHandicapPoints(board, k);
        if (!points.empty())
            return Reply::success(place(engine, points));
    }
    const std::string size = std::to_string(board.size());
    return Reply::failure("invalid handicap: no handicap points on a " + size + "x" + size
                          + " board (7x7 is the smallest)");
}

Reply setFreeHandicap(GtpEngine& engine, const Args& args)
{
    const Board& board = engine.position().board();
    if (args.size() < 2 || static_cast<int>(args.size()) >= board.size() * board.size())
        return Reply::failure("invalid handicap: give between 2 and "
                              + std::to_string(board.size() * board.size() - 1) + " vertices");
    if (!boardEmpty(board))
        return Reply::failure("board not empty");
    std::vector<Point> points;
    for (const std::string& word : args) {
        std::string error;
        const auto p = parseVertex(board, word, false, &error);
        if (!p)
            return Reply::failure(error);
        if (std::find(points.begin(), points.end(), *p) != points.end())
            return Reply::failure("repeated vertex " + toGtp(board, *p));
        points.push_back(*p);
    }
    place(engine, points);
    return Reply::success();
}

} // namespace

void registerHandicapCommands(GtpEngine& engine)
{
    GtpEngine* e = &engine;
    engine.addCommand("fixed_handicap", [e](const Args& args) { return fixedHandicap(*e, args); });
    engine.addCommand("place_free_handicap", [e](const Args& args) { return placeFreeHandicap(*e, args); });
    engine.addCommand("set_free_handicap", [e](const Args& args) { return setFreeHandicap(*e, args); });
}

} // namespace irodori::gtp
