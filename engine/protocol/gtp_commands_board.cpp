// Commands that show or query the position without changing it: showboard
// and the small queries (names as in GNU Go) that controllers and test
// scripts use to check an engine's idea of the board.
#include "gtp_args.h"
#include "gtp_engine.h"

#include "core/coords.h"

#include <algorithm>
#include <vector>

namespace irodori::gtp {

namespace {

char stoneChar(Color c)
{
    return c == Black ? 'X' : c == White ? 'O' : '.';
}

std::string columnLabels(const Board& board)
{
    std::string out = "  ";
    for (int x = 0; x < board.size(); ++x) {
        out += ' ';
        out += gtpColumnLetter(x);
    }
    return out;
}

// The board as text with coordinates on all four sides. Star points (星)
// show as '+', the last move is framed as (X), and the prisoners (アゲハマ),
// the side to move and the ko point follow below.
std::string showBoard(const Position& pos)
{
    const Board& board = pos.board();
    std::vector<Point> stars = fixedHandicapPoints(board, board.size() >= 13 ? 9 : 5);
    if (stars.empty())
        stars = fixedHandicapPoints(board, 4);
    const Move* last = pos.lastMove();
    const Point lastPoint = last && !last->isPass() ? last->point : kNoPoint;

    std::string out = "\n";
    out += columnLabels(board);
    out += '\n';
    for (int y = 0; y < board.size(); ++y) {
        const std::string number = std::to_string(board.size() - y);
        if (number.size() < 2)
            out += ' ';
        out += number;
        for (int x = 0; x < board.size(); ++x) {
            const Point p = board.at(x, y);
            out += p == lastPoint ? '(' : (x > 0 && board.at(x - 1, y) == lastPoint) ? ')' : ' ';
            const Color c = board.color(p);
            const bool star = std::find(stars.begin(), stars.end(), p) != stars.end();
            out += c == Empty && star ? '+' : stoneChar(c);
        }
        out += board.at(board.size() - 1, y) == lastPoint ? ')' : ' ';
        out += number;
        out += '\n';
    }
    out += columnLabels(board);
    out += '\n';
    out += "Black (X) has captured " + std::to_string(pos.prisoners(Black)) + " stones, White (O) has captured "
           + std::to_string(pos.prisoners(White)) + " stones\n";
    out += pos.toMove() == Black ? "Black" : "White";
    out += " to move, " + std::to_string(pos.moveNumber()) + " moves played";
    if (pos.koPoint() != kNoPoint)
        out += ", ko at " + toGtp(board, pos.koPoint());
    return out;
}

std::string pointList(const Board& board, Color c)
{
    std::string out;
    for (int y = 0; y < board.size(); ++y)
        for (int x = 0; x < board.size(); ++x) {
            const Point p = board.at(x, y);
            if (board.color(p) == c)
                appendWord(out, toGtp(board, p));
        }
    return out;
}

std::string moveText(const Board& board, const Move& m)
{
    return std::string(colorName(m.color)) + " " + vertexText(board, m.point);
}

} // namespace

void registerBoardCommands(GtpEngine& engine)
{
    GtpEngine* e = &engine;
    engine.addCommand("showboard", [e](const Args&) { return Reply::success(showBoard(e->position())); });

    // captures COLOR: stones captured by that player so far.
    engine.addCommand("captures", [e](const Args& args) {
        std::string error;
        if (!checkArgCount(args, 1, 1, "captures COLOR", &error))
            return Reply::failure(error);
        const auto c = parseColorArg(args[0], &error);
        if (!c)
            return Reply::failure(error);
        return Reply::success(std::to_string(e->position().prisoners(*c)));
    });
    // list_stones COLOR: every stone of that colour, from the top-left.
    engine.addCommand("list_stones", [e](const Args& args) {
        std::string error;
        if (!checkArgCount(args, 1, 1, "list_stones COLOR", &error))
            return Reply::failure(error);
        const auto c = parseColorArg(args[0], &error);
        if (!c)
            return Reply::failure(error);
        return Reply::success(pointList(e->position().board(), *c));
    });
    // color VERTEX: black, white or empty.
    engine.addCommand("color", [e](const Args& args) {
        std::string error;
        if (!checkArgCount(args, 1, 1, "color VERTEX", &error))
            return Reply::failure(error);
        const auto p = parseVertex(e->position().board(), args[0], false, &error);
        if (!p)
            return Reply::failure(error);
        return Reply::success(colorName(e->position().board().color(*p)));
    });
    // countlib / findlib VERTEX: liberties (ダメ) of the string at the vertex.
    engine.addCommand("countlib", [e](const Args& args) {
        std::string error;
        if (!checkArgCount(args, 1, 1, "countlib VERTEX", &error))
            return Reply::failure(error);
        const auto p = parseStoneVertex(e->position().board(), args[0], &error);
        if (!p)
            return Reply::failure(error);
        return Reply::success(std::to_string(e->position().board().liberties(*p)));
    });
    engine.addCommand("findlib", [e](const Args& args) {
        std::string error;
        if (!checkArgCount(args, 1, 1, "findlib VERTEX", &error))
            return Reply::failure(error);
        const Board& board = e->position().board();
        const auto p = parseStoneVertex(board, args[0], &error);
        if (!p)
            return Reply::failure(error);
        std::vector<Point> libs(static_cast<std::size_t>(board.liberties(*p)));
        board.libertyList(*p, libs.data(), static_cast<int>(libs.size()));
        std::sort(libs.begin(), libs.end());
        std::string out;
        for (Point l : libs)
            appendWord(out, toGtp(board, l));
        return Reply::success(out);
    });
    // string_stones VERTEX: the stones of the string (連) at the vertex.
    engine.addCommand("string_stones", [e](const Args& args) {
        std::string error;
        if (!checkArgCount(args, 1, 1, "string_stones VERTEX", &error))
            return Reply::failure(error);
        const auto p = parseStoneVertex(e->position().board(), args[0], &error);
        if (!p)
            return Reply::failure(error);
        return Reply::success(stringStonesText(e->position().board(), *p));
    });
    // is_legal COLOR VERTEX: 1 if the move may be played now, else 0.
    engine.addCommand("is_legal", [e](const Args& args) {
        std::string error;
        if (!checkArgCount(args, 2, 2, "is_legal COLOR VERTEX", &error))
            return Reply::failure(error);
        const auto c = parseColorArg(args[0], &error);
        if (!c)
            return Reply::failure(error);
        const auto p = parseVertex(e->position().board(), args[1], true, &error);
        if (!p)
            return Reply::failure(error);
        return Reply::success(e->position().isLegal({*c, *p}) ? "1" : "0");
    });
    engine.addCommand("last_move", [e](const Args&) {
        const Move* m = e->position().lastMove();
        if (!m)
            return Reply::failure("no previous move known");
        return Reply::success(moveText(e->position().board(), *m));
    });
    // move_history: the moves since the last setup, most recent first.
    engine.addCommand("move_history", [e](const Args&) {
        const std::vector<Move> moves = e->position().moves();
        std::string out;
        for (auto it = moves.rbegin(); it != moves.rend(); ++it)
            appendWord(out, moveText(e->position().board(), *it), '\n');
        return Reply::success(out);
    });
}

} // namespace irodori::gtp
