#include "ig1.h"

#include "ig1_detail.h"
#include "properties.h"
#include "semantics.h"

#include "core/coords.h"

#include <algorithm>
#include <cctype>
#include <memory>

namespace irodori::record {

namespace {

using detail::kIdeographicSpace;

struct Line {
    std::string_view text;
    int number; // 1-based
};

std::vector<Line> splitLines(std::string_view text)
{
    std::vector<Line> lines;
    int number = 1;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == '\n' || text[i] == '\r') {
            lines.push_back({text.substr(start, i - start), number++});
            if (i + 1 < text.size() && text[i] == '\r' && text[i + 1] == '\n')
                ++i;
            start = i + 1;
        }
    }
    return lines;
}

std::string_view trimAscii(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

std::string upper(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

bool startsWithWord(std::string_view line, std::string_view word)
{
    const std::string u = upper(trimAscii(line).substr(0, word.size() + 1));
    return u.substr(0, word.size()) == word && (u.size() == word.size() || u[word.size()] == ' ' || u[word.size()] == '\t');
}

// "黒番　山田太郎" -> (黒番, 山田太郎). The separator is a full-width space;
// an ASCII space, a tab or a colon are accepted too.
std::pair<std::string_view, std::string_view> splitKeyword(std::string_view line)
{
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (line.substr(i, 3) == kIdeographicSpace)
            return {line.substr(0, i), line.substr(i + 3)};
        if (line[i] == ' ' || line[i] == '\t' || line[i] == ':')
            return {line.substr(0, i), line.substr(i + 1)};
        if (line.substr(i, 3) == "\xEF\xBC\x9A") // '：'
            return {line.substr(0, i), line.substr(i + 3)};
    }
    return {line, {}};
}

int columnOf(std::string_view line, std::size_t byteOffset)
{
    int col = 1;
    for (std::size_t i = 0; i < byteOffset && i < line.size(); ++i)
        if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80)
            ++col;
    return col;
}

// "Q16" -> the point; nullopt if the token is not a point of the board.
std::optional<Point> parseIg1Point(std::string_view token, int size)
{
    if (token.size() < 2 || token.size() > 3)
        return std::nullopt;
    const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(token[0])));
    if (letter < 'A' || letter > 'Z' || letter == 'I')
        return std::nullopt;
    const int x = letter - 'A' - (letter > 'I' ? 1 : 0);
    int row = 0;
    for (char c : token.substr(1)) {
        if (c < '0' || c > '9')
            return std::nullopt;
        row = row * 10 + (c - '0');
    }
    if (x >= size || row < 1 || row > size)
        return std::nullopt;
    const int y = kIg1RowsFromTop ? row - 1 : size - row;
    return pointAt(size, x, y);
}

class Ig1Reader {
public:
    explicit Ig1Reader(Diagnostics& d)
        : diags_(d)
    {
    }
    std::string read(std::string_view text, GameTree& game);

private:
    void header(const std::vector<Line>& lines, std::size_t begin, std::size_t end, Node& root);
    void setInfo(Node& root, const std::string& id, std::string_view value, const Line& line);

    Diagnostics& diags_;
    std::vector<std::string> gcLines_;
};

void Ig1Reader::setInfo(Node& root, const std::string& id, std::string_view value, const Line& line)
{
    const std::string v(trimAscii(value));
    if (v.empty())
        return;
    if (id == "GC") {
        gcLines_.push_back(v);
        return;
    }
    if (id == "KM" || id == "TM") {
        // SGF wants numbers here; text that is not one stays in the game
        // comment, line and all, so that nothing is lost.
        const auto number = id == "KM" ? detail::komiFromJapanese(v) : detail::secondsFromJapanese(v);
        if (number)
            root.setRaw(id, formatReal(*number));
        else
            gcLines_.emplace_back(trimAscii(line.text));
        return;
    }
    if (id == "RE") {
        setTextValue(root, "RE", detail::resultFromJapanese(v));
        return;
    } else if (id == "DT") {
        setTextValue(root, "DT", detail::dateFromIg1(v));
        return;
    }
    setTextValue(root, id, v);
}

void Ig1Reader::header(const std::vector<Line>& lines, std::size_t begin, std::size_t end, Node& root)
{
    // A header with player lines is structured; anything else is free text.
    bool structured = false;
    std::size_t lastWhite = end;
    for (std::size_t i = begin; i < end; ++i) {
        const auto [key, value] = splitKeyword(lines[i].text);
        if (key == "黒番")
            structured = true;
        if (key.substr(0, std::string_view("白番").size()) == "白番")
            lastWhite = i;
    }
    if (!structured) {
        for (std::size_t i = begin; i < end; ++i)
            gcLines_.emplace_back(trimAscii(lines[i].text));
        while (!gcLines_.empty() && gcLines_.back().empty())
            gcLines_.pop_back();
        return;
    }
    for (std::size_t i = begin; i < end; ++i) {
        const Line& line = lines[i];
        const std::string_view text = trimAscii(line.text);
        if (text.empty())
            continue;
        const auto [key, value] = splitKeyword(text);
        const std::string id = detail::sgfIdForIg1Keyword(key);
        if (!id.empty()) {
            setInfo(root, id, value, line);
            continue;
        }
        if (i == begin) {
            setInfo(root, "DT", text, line); // the first line is the date
        } else if (lastWhite != end && i == lastWhite + 1) {
            setInfo(root, "RE", text, line); // the result follows the white player
        } else {
            gcLines_.emplace_back(text); // kept, so nothing is lost
        }
    }
}

std::string Ig1Reader::read(std::string_view text, GameTree& game)
{
    const std::vector<Line> lines = splitLines(text);
    std::size_t comment = lines.size(), intLine = lines.size(), movLine = lines.size();
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string u = upper(trimAscii(lines[i].text));
        if (u == "#COMMENT" && comment == lines.size())
            comment = i;
        else if (startsWithWord(lines[i].text, "INT") && intLine == lines.size())
            intLine = i;
        else if (startsWithWord(lines[i].text, "MOV") && movLine == lines.size())
            movLine = i;
    }
    if (intLine == lines.size() && movLine == lines.size() && comment == lines.size())
        return "This is not an IG1 record: it has no #COMMENT, INT or MOV line.";

    std::vector<bool> used(lines.size(), false);
    int size = 19, handicap = 0;
    if (intLine < lines.size()) {
        const Line& l = lines[intLine];
        std::vector<std::string_view> fields;
        std::string_view rest = trimAscii(l.text).substr(3);
        while (!(rest = trimAscii(rest)).empty()) {
            const std::size_t sp = rest.find_first_of(" \t");
            fields.push_back(rest.substr(0, sp));
            rest = sp == std::string_view::npos ? std::string_view() : rest.substr(sp);
        }
        const auto s = fields.size() > 0 ? parseNumber(fields[0]) : std::nullopt;
        if (!s) {
            diags_.add(l.number, 1, "The INT line has no board size; 19x19 was assumed.");
        } else if (*s > kMaxBoardSize) {
            return "board size " + std::to_string(*s) + " is larger than " + std::to_string(kMaxBoardSize) +
                   ", which Irodori supports";
        } else if (*s < kMinBoardSize) {
            return "board size " + std::to_string(*s) + " is smaller than " + std::to_string(kMinBoardSize) +
                   ", the smallest board Irodori supports";
        } else {
            size = *s;
        }
        if (fields.size() > 2)
            diags_.add(l.number, 1, "The INT line has more fields than board size and handicap; the rest was "
                                    "ignored.");
        if (fields.size() > 1) {
            const auto h = parseNumber(fields[1]);
            if (!h || *h < 0 || *h > size * size) {
                diags_.add(l.number, 1, "The handicap on the INT line is not understood; no handicap was assumed.");
            } else {
                handicap = *h;
            }
        }
    } else {
        diags_.add(0, 0, "The record has no INT line; a 19x19 board without handicap was assumed.");
    }

    Node& root = game.root();
    root.setRaw("GM", "1");
    root.setRaw("SZ", std::to_string(size));
    if (comment < lines.size()) {
        std::size_t end = comment + 1;
        while (end < lines.size() && end != intLine && end != movLine && !(lines[end].text.substr(0, 1) == "#"))
            ++end;
        header(lines, comment + 1, end, root);
        for (std::size_t i = comment; i < end; ++i)
            used[i] = true;
    }
    if (!gcLines_.empty()) {
        std::string gc;
        for (const std::string& l : gcLines_)
            gc += (gc.empty() ? "" : "\n") + l;
        setTextValue(root, "GC", gc);
    }
    if (handicap >= 2) {
        root.setRaw("HA", std::to_string(handicap));
        const std::vector<Point> stones = detail::ig1HandicapPoints(size, handicap);
        if (stones.empty())
            diags_.add(intLine < lines.size() ? lines[intLine].number : 0, 1,
                       "A handicap of " + std::to_string(handicap) + " has no standard placement on " +
                           std::to_string(size) + "x" + std::to_string(size) + "; no stones were placed.");
        for (Point p : stones)
            setSetupStone(root, p, Black, size);
    }

    // The move list runs from MOV to the next section (or the end).
    std::size_t movEnd = movLine;
    std::size_t lastFilled = movLine;
    for (; movEnd < lines.size(); ++movEnd) {
        const Line& l = lines[movEnd];
        if (movEnd > movLine && (l.text.substr(0, 1) == "#" || startsWithWord(l.text, "INT")))
            break;
        if (!trimAscii(l.text).empty())
            lastFilled = movEnd;
    }

    // Moves alternate; Black starts unless there are handicap stones.
    Color colour = handicap >= 2 ? White : Black;
    Node* last = &root;
    if (intLine < lines.size())
        used[intLine] = true;
    for (std::size_t li = movLine; li < movEnd; ++li)
        used[li] = true;
    for (std::size_t li = movLine; li < movEnd; ++li) {
        const Line& l = lines[li];
        std::string_view rest = l.text;
        std::size_t offset = 0;
        if (li == movLine) {
            offset = l.text.find_first_not_of(" \t") + 3;
            rest = l.text.substr(offset);
        }
        while (true) {
            const std::size_t start = rest.find_first_not_of(" \t");
            if (start == std::string_view::npos)
                break;
            const std::size_t stop = rest.find_first_of(" \t", start);
            const std::string_view token = rest.substr(start, stop == std::string_view::npos ? stop : stop - start);
            const std::size_t tokenOffset = offset + start;
            offset += stop == std::string_view::npos ? rest.size() : stop;
            rest = stop == std::string_view::npos ? std::string_view() : rest.substr(stop);
            const bool lastToken = li == lastFilled && rest.find_first_not_of(" \t") == std::string_view::npos;
            std::optional<Point> p;
            if (upper(token) == kIg1PassToken)
                p = kPass;
            else
                p = parseIg1Point(token, size);
            if (!p) {
                // The known converter ends the list with a terminator token.
                if (lastToken)
                    break;
                std::string message(1, '"');
                message += token;
                message += "\" is not a move; it was read as a pass so that the colours of the later moves stay right.";
                diags_.add(l.number, columnOf(l.text, tokenOffset), std::move(message));
                p = kPass;
            }
            last = last->addChild();
            setNodeMove(*last, {colour, *p}, size);
            colour = opponent(colour);
        }
    }
    // Whatever no section took is reported, not dropped silently.
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (!used[i] && !trimAscii(lines[i].text).empty())
            diags_.add(lines[i].number, 1, "This line is not part of the IG1 header, INT or MOV; it was ignored.");
    return {};
}

} // namespace

LoadResult readIg1(std::string_view bytes, const LoadOptions& options)
{
    LoadResult result;
    DecodeOptions decode;
    decode.forced = options.encoding;
    decode.sgf = false;
    decode.preferred = "Shift_JIS";
    DecodedText text = decodeRecordText(bytes, decode);
    if (!text.error.empty()) {
        result.error = text.error;
        return result;
    }
    result.encoding = text.encoding;
    result.encodingSource = text.source;
    Diagnostics diags;
    for (Diagnostic& d : text.warnings)
        diags.add(std::move(d));
    std::string clean = std::move(text.text);
    if (const auto nuls = std::count(clean.begin(), clean.end(), '\0'); nuls > 0) {
        std::replace(clean.begin(), clean.end(), '\0', ' ');
        diags.add(0, 0, std::to_string(nuls) + " NUL byte(s) in the file were read as spaces.");
    }
    GameTree game;
    Ig1Reader reader(diags);
    const std::string error = reader.read(clean, game);
    if (!error.empty()) {
        result.error = error;
        return result;
    }
    result.games.push_back(std::move(game));
    result.warnings = diags.take();
    return result;
}

} // namespace irodori::record
