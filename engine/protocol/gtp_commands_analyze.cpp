// GoGui analyze commands: the list a GUI reads to offer the engine's own
// overlays, and the overlays that need nothing but the board.
#include "gtp_args.h"
#include "gtp_engine.h"

#include <map>

namespace irodori::gtp {

namespace {

// type/label/command lines. Entries whose command the engine does not know
// (reading before the tactics module, say) are left out when listed.
constexpr const char* kAnalyzeEntries[] = {
    "string/Show board/showboard",
    "sboard/String liberties/irodori-string_liberties",
    "sboard/String numbers/irodori-string_numbers",
    "plist/String stones/string_stones %p",
    "plist/String liberties/findlib %p",
    "string/Attack/attack %p",
    "string/Defend/defend %p",
    "string/Ladder attack/ladder_attack %p",
    "varpo/Attack line/irodori-attack_line %p",
    "varp/Defence line/irodori-defend_line %p",
    "string/Reading nodes/get_reading_node_counter",
    "none/Reset reading nodes/reset_reading_node_counter",
    "string/CPU time/cputime",
    "string/Dragon status/dragon_status %p",
    "plist/Dragon stones/dragon_stones %p",
    "plist/Worm stones/worm_stones %p",
    "string/Unconditional status/unconditional_status %p",
    "string/Eye value/eval_eye %p",
    "string/Estimate score/estimate_score",
    "sboard/Irodori strings/irodori-worms",
    "gfx/Irodori links/irodori-links",
    "bwboard/Irodori territory/irodori-territory",
    "dboard/Irodori potential (Aya)/irodori-potential_aya",
    "dboard/Irodori potential (charge)/irodori-potential_charge",
    "sboard/Irodori safety %/irodori-safety",
    "gfx/Irodori safety colours/irodori-safety_colors",
    "gfx/Irodori eyes/irodori-eyes",
    "gfx/Irodori unconditional life/irodori-unconditional",
    "hpstring/Irodori why/irodori-why %p",
};

std::string commandOf(const std::string& entry)
{
    const std::size_t second = entry.find('/', entry.find('/') + 1);
    const std::string rest = entry.substr(second + 1);
    return rest.substr(0, rest.find(' '));
}

// An sboard answer: one line per row from the top, one whitespace-free word
// per point, "" for a point without a label.
template <typename Label>
std::string stringBoard(const Board& board, Label label)
{
    std::string out;
    for (int y = 0; y < board.size(); ++y) {
        if (y > 0)
            out += '\n';
        for (int x = 0; x < board.size(); ++x) {
            const std::string word = label(board.at(x, y));
            if (x > 0)
                out += ' ';
            out += word.empty() ? std::string("\"\"") : word;
        }
    }
    return out;
}

} // namespace

void registerAnalyzeCommands(GtpEngine& engine)
{
    GtpEngine* e = &engine;
    engine.addCommand("gogui-analyze_commands", [e](const Args&) {
        std::string out;
        for (const char* entry : kAnalyzeEntries)
            if (e->knownCommand(commandOf(entry)))
                appendWord(out, std::string(entry), '\n');
        return Reply::success(out);
    });
    // The liberty count (ダメの数) of each string, written on its stones.
    engine.addCommand("irodori-string_liberties", [e](const Args&) {
        const Board& board = e->position().board();
        return Reply::success(stringBoard(board, [&](Point p) {
            return board.color(p) == Empty ? std::string() : std::to_string(board.liberties(p));
        }));
    });
    // A number per string (連), counted from the top-left: shows which
    // stones the engine sees as one unit.
    engine.addCommand("irodori-string_numbers", [e](const Args&) {
        const Board& board = e->position().board();
        std::map<Point, int> numbers;
        return Reply::success(stringBoard(board, [&](Point p) {
            if (board.color(p) == Empty)
                return std::string();
            auto [it, inserted] = numbers.try_emplace(board.head(p), static_cast<int>(numbers.size()) + 1);
            return std::to_string(it->second);
        }));
    });
}

} // namespace irodori::gtp
