#include "gomocup.h"

#include "irodori/version.h"

#include <algorithm>
#include <cctype>
#include <random>
#include <sstream>

namespace irodori::gomocup {

namespace {

std::string trim(const std::string& s)
{
    const auto first = s.find_first_not_of(" \t\r\n");
    if (first == std::string::npos)
        return {};
    const auto last = s.find_last_not_of(" \t\r\n");
    return s.substr(first, last - first + 1);
}

std::string upper(std::string s)
{
    for (char& ch : s)
        ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    return s;
}

// A whole non-negative decimal number, or -1.
long long number(const std::string& text)
{
    if (text.empty() || text.size() > 12)
        return -1;
    long long n = 0;
    for (char ch : text) {
        if (ch < '0' || ch > '9')
            return -1;
        n = n * 10 + (ch - '0');
    }
    return n;
}

std::string pointText(const renju::Board& b, Point p)
{
    return std::to_string(b.column(p)) + "," + std::to_string(b.row(p));
}

} // namespace

Brain::Brain() = default;

double Brain::moveSeconds() const
{
    // timeout_turn 0 asks for the quickest answer; a match clock left is
    // shared out over the moves that may still come.
    double seconds = timeoutTurnMs_ <= 0 ? 0.05 : timeoutTurnMs_ * 0.7 / 1000.0;
    if (timeLeftMs_ >= 0)
        seconds = std::min(seconds, timeLeftMs_ / 1000.0 / 15.0);
    return std::clamp(seconds, 0.02, 60.0);
}

bool Brain::parsePoint(const std::string& text, int* x, int* y) const
{
    const auto comma = text.find(',');
    if (comma == std::string::npos)
        return false;
    const long long xx = number(trim(text.substr(0, comma)));
    const long long yy = number(trim(text.substr(comma + 1)));
    if (xx < 0 || yy < 0 || xx >= board_.size() || yy >= board_.size())
        return false;
    *x = static_cast<int>(xx);
    *y = static_cast<int>(yy);
    return true;
}

std::string Brain::place(int x, int y, Color c)
{
    const Point p = board_.at(x, y);
    if (board_.color(p) != Empty)
        return "ERROR the point " + std::to_string(x) + "," + std::to_string(y) + " is taken";
    board_.place(p, c);
    return {};
}

std::vector<std::string> Brain::think()
{
    if (board_.full())
        return {"ERROR the board is full"};
    renju::PlayerLimits limits;
    limits.seconds = moveSeconds();
    const renju::MoveChoice choice = renju::chooseMove(board_, own_, rules_, limits);
    if (choice.move == kNoPoint)
        return {"ERROR no move is left to play"};
    board_.place(choice.move, own_);
    std::vector<std::string> out;
    if (choice.vcf)
        out.push_back("MESSAGE a win by continuous fours");
    else if (choice.vct)
        out.push_back("MESSAGE a win by continuous threats");
    out.push_back(pointText(board_, choice.move));
    return out;
}

std::vector<std::string> Brain::swap2()
{
    renju::Board b(board_.size());
    Color c = Black;
    for (Point p : swap2Stones_) {
        b.place(p, c);
        c = opponent(c);
    }
    swap2Stones_.clear();
    renju::PlayerLimits limits;
    limits.seconds = moveSeconds();
    const auto bestFor = [&](Color colour) {
        const Point p = renju::chooseMove(b, colour, rules_, limits).move;
        if (p != kNoPoint)
            b.place(p, colour);
        return p;
    };
    switch (b.stones()) {
    case 0: {
        // Two black stones and a white one near the centre, as the 26
        // Renju openings are; which ones is drawn by chance.
        std::random_device device;
        std::string out;
        for (int i = 0; i < 3; ++i) {
            const Point p = renju::chooseOpeningStone(b, i, device());
            b.place(p, i == 1 ? White : Black);
            if (i > 0)
                out += ' ';
            out += pointText(b, p);
        }
        return {out};
    }
    case 3: {
        const int choice = renju::chooseSwap2(b, White, rules_, limits);
        if (choice == 1)
            return {"SWAP"};
        const Point fourth = bestFor(White);
        if (fourth == kNoPoint)
            return {"ERROR no move is left to play"};
        if (choice == 0)
            return {pointText(b, fourth)};
        const Point fifth = bestFor(Black);
        if (fifth == kNoPoint)
            return {"ERROR no move is left to play"};
        return {pointText(b, fourth) + " " + pointText(b, fifth)};
    }
    case 5: {
        if (renju::chooseSwap(b, White, White, 0, rules_, limits))
            return {"SWAP"};
        const Point sixth = bestFor(White);
        if (sixth == kNoPoint)
            return {"ERROR no move is left to play"};
        return {pointText(b, sixth)};
    }
    default:
        return {"ERROR SWAP2BOARD wants 0, 3 or 5 stones, not " + std::to_string(b.stones())};
    }
}

std::vector<std::string> Brain::handle(const std::string& raw)
{
    const std::string line = trim(raw);
    if (line.empty())
        return {};
    if (inBoard_ || inSwap2_) {
        // A command instead of a stone: the manager gave up the list.
        static const char* const kCommands[] = {"START", "RECTSTART", "BEGIN", "TURN", "BOARD", "PLAY", "TAKEBACK",
                                                "RESTART", "INFO", "ABOUT", "END", "SWAP2BOARD"};
        const std::string first = upper(line.substr(0, line.find_first_of(" \t")));
        if (std::find(std::begin(kCommands), std::end(kCommands), first) != std::end(kCommands)) {
            inBoard_ = inSwap2_ = false;
            boardLines_.clear();
            swap2Stones_.clear();
        }
    }
    if (inSwap2_) {
        if (upper(line) == "DONE") {
            inSwap2_ = false;
            return swap2();
        }
        int x = 0, y = 0;
        if (!parsePoint(line, &x, &y))
            return {"ERROR a SWAP2BOARD line is x,y on the board, not \"" + line + "\""};
        const Point p = board_.at(x, y);
        if (std::find(swap2Stones_.begin(), swap2Stones_.end(), p) != swap2Stones_.end())
            return {"ERROR the point " + std::to_string(x) + "," + std::to_string(y) + " is given twice"};
        swap2Stones_.push_back(p);
        return {};
    }
    if (inBoard_) {
        if (upper(line) == "DONE") {
            inBoard_ = false;
            board_ = renju::Board(board_.size());
            int ownCount = 0;
            int theirCount = 0;
            for (const auto& [p, who] : boardLines_)
                (who == 1 ? ownCount : theirCount) += 1;
            // The first player is Black: with as many stones each we move
            // first, with one fewer we are second.
            own_ = theirCount > ownCount ? White : Black;
            for (const auto& [p, who] : boardLines_)
                board_.place(p, who == 1 ? own_ : opponent(own_));
            boardLines_.clear();
            return think();
        }
        // x,y,who
        const auto last = line.rfind(',');
        int x = 0, y = 0;
        const long long who = last == std::string::npos ? -1 : number(trim(line.substr(last + 1)));
        if (last == std::string::npos || !parsePoint(line.substr(0, last), &x, &y) || who < 1 || who > 3)
            return {"ERROR a BOARD line is x,y,who with who 1 (ours), 2 (theirs) or 3, not \"" + line + "\""};
        const Point p = board_.at(x, y);
        const bool taken = std::any_of(boardLines_.begin(), boardLines_.end(),
                                       [&](const auto& entry) { return entry.first == p; });
        if (taken)
            return {"ERROR the point " + std::to_string(x) + "," + std::to_string(y) + " is given twice"};
        if (who != 3)
            boardLines_.push_back({p, static_cast<int>(who)});
        return {};
    }

    std::istringstream in(line);
    std::string word;
    in >> word;
    const std::string command = upper(word);
    std::string rest;
    std::getline(in, rest);
    rest = trim(rest);

    if (command == "END") {
        finished_ = true;
        return {};
    }
    if (command == "ABOUT")
        return {std::string("name=\"Irodori\", version=\"") + kVersion
                + "\", author=\"Irodori\", country=\"Japan\", www=\"\""};
    if (command == "INFO") {
        std::istringstream info(rest);
        std::string key;
        std::string value;
        info >> key >> value;
        const long long n = number(value);
        key = upper(key);
        if (key == "TIMEOUT_TURN" && n >= 0)
            timeoutTurnMs_ = n;
        else if (key == "TIME_LEFT" && n >= 0)
            timeLeftMs_ = n;
        else if (key == "RULE" && n >= 0)
            rules_ = (n & 4) ? renju::RuleSet::Renju : (n & 1) ? renju::RuleSet::ExactFive : renju::RuleSet::Freestyle;
        return {}; // INFO has no answer
    }
    if (command == "START") {
        const long long n = number(rest);
        if (n < 5 || n > kMaxBoardSize)
            return {"ERROR unsupported size \"" + rest + "\": boards of 5 to " + std::to_string(kMaxBoardSize)
                    + " lines"};
        board_ = renju::Board(static_cast<int>(n));
        started_ = true;
        own_ = Black;
        return {"OK"};
    }
    if (command == "RECTSTART")
        return {"ERROR rectangular boards are not supported"};
    if (command != "BEGIN" && command != "TURN" && command != "BOARD" && command != "PLAY"
        && command != "TAKEBACK" && command != "RESTART" && command != "SWAP2BOARD")
        return {"UNKNOWN unknown command " + word};
    if (!started_)
        return {"ERROR no game started: send START first"};

    if (command == "RESTART") {
        board_ = renju::Board(board_.size());
        own_ = Black;
        return {"OK"};
    }
    if (command == "BOARD") {
        inBoard_ = true;
        boardLines_.clear();
        return {};
    }
    if (command == "SWAP2BOARD") {
        inSwap2_ = true;
        swap2Stones_.clear();
        return {};
    }
    if (command == "BEGIN") {
        if (board_.stones() != 0)
            return {"ERROR BEGIN starts a game on an empty board"};
        own_ = Black;
        return think();
    }
    int x = 0, y = 0;
    if (!parsePoint(rest, &x, &y))
        return {"ERROR " + command + " wants x,y on the " + std::to_string(board_.size()) + "x"
                + std::to_string(board_.size()) + " board, not \"" + rest + "\""};
    if (command == "TAKEBACK") {
        const Point p = board_.at(x, y);
        if (!isStone(board_.color(p)))
            return {"ERROR there is no stone at " + std::to_string(x) + "," + std::to_string(y)};
        board_.remove(p);
        return {"OK"};
    }
    if (command == "PLAY") {
        if (const std::string error = place(x, y, own_); !error.empty())
            return {error};
        return {std::to_string(x) + "," + std::to_string(y)};
    }
    // TURN: the opponent's move, then ours. On an empty board the opponent
    // moved first and is Black.
    if (board_.stones() == 0)
        own_ = White;
    if (const std::string error = place(x, y, opponent(own_)); !error.empty())
        return {error};
    return think();
}

} // namespace irodori::gomocup
