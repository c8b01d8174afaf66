// The structure of an SGF collection: game trees, sequences of nodes,
// variations, with the repairs real files need (junk around the games,
// missing or extra parentheses, empty trees, nodes without ';').
#include "sgf_reader.h"

#include "sgf_parse_detail.h"
#include "sgf_tokenizer.h"

#include <algorithm>
#include <cstring>
#include <deque>
#include <memory>
#include <optional>

namespace irodori::record {

namespace detail {

void Reporter::warn(std::size_t offset, std::string message)
{
    if (out_.saturated()) {
        out_.add(0, 0, {});
        return;
    }
    if (lineStarts_.empty()) {
        lineStarts_.push_back(0);
        for (std::size_t i = 0; i < text_.size(); ++i) {
            const char c = text_[i];
            if (c == '\n' || (c == '\r' && (i + 1 >= text_.size() || text_[i + 1] != '\n')))
                lineStarts_.push_back(i + 1);
        }
    }
    offset = std::min(offset, text_.size());
    const auto it = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), offset) - 1;
    const int line = static_cast<int>(it - lineStarts_.begin()) + 1;
    // Columns count characters; continue from the last warning on the same
    // line so that a file on one long line stays linear.
    std::size_t from = *it;
    int column = 1;
    if (cacheLine_ == line && cacheOffset_ <= offset) {
        from = cacheOffset_;
        column = cacheColumn_;
    }
    for (std::size_t i = from; i < offset; ++i)
        if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80)
            ++column;
    cacheLine_ = line;
    cacheOffset_ = offset;
    cacheColumn_ = column;
    out_.add(line, column, std::move(message));
}

std::string Reporter::quote(std::string_view raw)
{
    std::string out;
    int chars = 0;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const auto c = static_cast<unsigned char>(raw[i]);
        if ((c & 0xC0) != 0x80 && ++chars > 30) {
            out += "...";
            break;
        }
        out += (c < 0x20 && c != 0) ? ' ' : static_cast<char>(c);
    }
    return out;
}

namespace {

constexpr std::size_t npos = std::string_view::npos;

// Whether a property starts at text[i]: letters, then (after any
// whitespace) a '['.
bool propertyAt(std::string_view text, std::size_t i)
{
    std::size_t j = i;
    while (j < text.size() && isLetter(text[j]))
        ++j;
    if (j == i)
        return false;
    while (j < text.size() && isSgfSpace(text[j]))
        ++j;
    return j < text.size() && text[j] == '[';
}

// Whether a game tree starts at text[i] == '(': after it (and any further
// '(' and whitespace) comes a ';', or an identifier and its '[' (a tree
// whose first ';' is missing). "(c) 2001" in junk is no tree. end receives
// the index where the scan stopped, so that a run of '(' is scanned once.
bool treeStartsAt(std::string_view text, std::size_t i, std::size_t& end)
{
    for (++i; i < text.size() && (text[i] == '(' || isSgfSpace(text[i]));)
        ++i;
    end = i;
    if (i < text.size() && text[i] == ';')
        return true;
    return propertyAt(text, i);
}

class Parser {
public:
    Parser(std::string_view text, Diagnostics& diags)
        : text_(text), report_(text, diags)
    {
    }

    void run();
    Collection games;
    std::deque<GameContext> contexts;

private:
    struct Frame {
        Node* attach = nullptr; // parent of the tree's first node; nullptr: a new game
        Node* last = nullptr;   // last node of the tree's sequence so far
        GameContext* ctx = nullptr;
        std::size_t open = 0;
        bool sawSubtree = false;
        bool warnedNodeless = false;
    };

    void newNode(std::size_t offset);
    void closeIdentifier();
    void finishPending();
    bool atTopLevel() const { return stack_.empty(); }

    std::string_view text_;
    Reporter report_;
    std::vector<Frame> stack_;
    std::optional<Frame> lastClosed_; // the game tree closed last, at top level
    Node* pending_ = nullptr;
    bool pendingRoot_ = false;
    GameContext* pendingCtx_ = nullptr;
    std::size_t pendingFrame_ = 0;
    std::vector<PendingProperty> props_;
    std::size_t propCount_ = 0;
    bool haveIdent_ = false;
};

void Parser::newNode(std::size_t offset)
{
    Frame& f = stack_.back();
    Node* node = nullptr;
    bool root = false;
    if (!f.last) {
        if (!f.attach) {
            games.emplace_back(std::make_unique<Node>());
            contexts.emplace_back();
            node = &games.back().root();
            f.ctx = &contexts.back();
            root = true;
        } else {
            node = f.attach->addChild();
        }
    } else {
        if (f.sawSubtree) {
            report_.warn(offset, "A node follows a variation inside the same game tree; it was read as the start "
                                 "of another variation.");
            f.sawSubtree = false;
        }
        node = f.last->addChild();
    }
    f.last = node;
    pending_ = node;
    pendingRoot_ = root;
    pendingCtx_ = f.ctx;
    pendingFrame_ = stack_.size() - 1;
    propCount_ = 0;
}

void Parser::closeIdentifier()
{
    if (haveIdent_ && propCount_ > 0 && props_[propCount_ - 1].values.empty()) {
        const PendingProperty& p = props_[propCount_ - 1];
        report_.warn(p.offset, "The property " + Reporter::quote(p.id) + " has no value; it was dropped.");
        --propCount_;
    }
    haveIdent_ = false;
}

void Parser::finishPending()
{
    closeIdentifier();
    if (!pending_)
        return;
    Node* last = finishNode(pending_, props_, propCount_, pendingRoot_, *pendingCtx_, report_);
    if (pendingFrame_ < stack_.size() && stack_[pendingFrame_].last == pending_)
        stack_[pendingFrame_].last = last;
    pending_ = nullptr;
    propCount_ = 0;
}

void Parser::run()
{
    // The first game tree starts at the first '(' that leads to a ';'.
    std::size_t start = npos;
    for (std::size_t i = text_.find('('); i != npos;) {
        std::size_t end = i;
        if (treeStartsAt(text_, i, end)) {
            start = i;
            break;
        }
        // Each '(' of a run is scanned once, whatever the run's length.
        i = text_.find('(', end);
    }
    bool implicitOpen = false;
    if (start == npos) {
        start = text_.find(';');
        if (start == npos)
            return;
        implicitOpen = true;
    }
    for (std::size_t i = 0; i < start; ++i)
        if (!isSgfSpace(text_[i])) {
            report_.warn(i, "Text before the first game tree was ignored.");
            break;
        }
    if (implicitOpen) {
        report_.warn(start, "The record does not start with '('; one was assumed.");
        stack_.push_back({nullptr, nullptr, nullptr, start, false, false});
    }

    Tokenizer tokens(text_, start);
    bool skipping = false;     // inside junk between games
    std::size_t noTreeUntil = 0; // a '(' before this offset starts no tree
    for (;;) {
        const Token t = tokens.next();
        if (t.kind == TokenKind::End)
            break;
        if (atTopLevel()) {
            if (t.kind == TokenKind::Open && t.offset >= noTreeUntil) {
                std::size_t end = t.offset;
                if (treeStartsAt(text_, t.offset, end)) {
                    skipping = false;
                    stack_.push_back({nullptr, nullptr, nullptr, t.offset, false, false});
                    continue;
                }
                noTreeUntil = end;
            }
            if (!skipping && lastClosed_ &&
                (t.kind == TokenKind::Semicolon ||
                 (t.kind == TokenKind::Identifier && propertyAt(text_, t.offset)))) {
                // Nodes right after the game was closed: the ')' before them
                // was one too many. The game goes on where it stopped.
                report_.warn(t.offset, "The game continues after its closing ')'; the nodes were added to it.");
                stack_.push_back(*lastClosed_);
                lastClosed_.reset();
                if (t.kind == TokenKind::Semicolon) {
                    newNode(t.offset);
                } else {
                    newNode(t.offset);
                    if (props_.size() <= propCount_)
                        props_.resize(propCount_ + 1);
                    props_[propCount_].id.assign(t.text);
                    props_[propCount_].offset = t.offset;
                    props_[propCount_].values.clear();
                    ++propCount_;
                    haveIdent_ = true;
                }
                continue;
            }
            if (t.kind != TokenKind::Close)
                lastClosed_.reset();
            if (!skipping) {
                // A DOS end-of-file mark (Ctrl-Z) after the last game is no loss.
                const bool eof = t.kind == TokenKind::Junk && t.text.find_first_not_of('\x1a') == npos;
                if (!eof) {
                    report_.warn(t.offset, t.kind == TokenKind::Close
                                               ? "An extra ')' was ignored."
                                               : "Text outside the game trees was ignored: \"" +
                                                     Reporter::quote(text_.substr(t.offset, 20)) + "\".");
                    skipping = t.kind != TokenKind::Close;
                }
            }
            continue;
        }
        switch (t.kind) {
        case TokenKind::Open: {
            finishPending();
            Frame& f = stack_.back();
            if (!f.last && !f.warnedNodeless) {
                report_.warn(f.open, f.attach ? "A variation starts without a node; its own variations were "
                                                "attached in its place."
                                              : "A game tree has no node of its own; the trees inside it were "
                                                "read as separate games.");
                f.warnedNodeless = true;
            }
            f.sawSubtree = true;
            Frame child{f.last ? f.last : f.attach, nullptr, nullptr, t.offset, false, false};
            child.ctx = child.attach ? f.ctx : nullptr;
            stack_.push_back(child);
            break;
        }
        case TokenKind::Close: {
            finishPending();
            const Frame f = stack_.back();
            stack_.pop_back();
            if (!f.last && !f.sawSubtree)
                report_.warn(f.open, "An empty game tree \"()\" was ignored.");
            if (stack_.empty() && f.last)
                lastClosed_ = f;
            break;
        }
        case TokenKind::Semicolon:
            finishPending();
            newNode(t.offset);
            break;
        case TokenKind::Identifier:
            closeIdentifier();
            if (!pending_) {
                report_.warn(t.offset, "Properties appear without a ';' before them; a node was started for them.");
                finishPending();
                newNode(t.offset);
            }
            if (props_.size() <= propCount_)
                props_.resize(propCount_ + 1);
            props_[propCount_].id.assign(t.text);
            props_[propCount_].offset = t.offset;
            props_[propCount_].values.clear();
            ++propCount_;
            haveIdent_ = true;
            break;
        case TokenKind::Value:
            if (t.unterminated)
                report_.warn(t.offset, "A value is not closed with ']' before the end of the file.");
            if (!haveIdent_ || !pending_) {
                report_.warn(t.offset, "A value without a property identifier was dropped: [" +
                                           Reporter::quote(t.text) + "].");
                break;
            }
            props_[propCount_ - 1].values.push_back({t.text, t.offset, false});
            break;
        case TokenKind::Junk:
            closeIdentifier();
            report_.warn(t.offset, "Unexpected text was ignored: \"" + Reporter::quote(t.text) + "\".");
            break;
        case TokenKind::End:
            break;
        }
    }
    finishPending();
    if (!stack_.empty())
        report_.warn(text_.size(), "The file ends before " + std::to_string(stack_.size()) +
                                       " game tree(s) are closed; the missing ')' were assumed.");
}

} // namespace
} // namespace detail

LoadResult parseSgfText(std::string_view utf8)
{
    LoadResult result;
    result.encoding = "UTF-8";
    Diagnostics diags;
    // NUL bytes (left by broken editors and transfers) become spaces.
    std::string cleaned;
    if (const std::size_t nul = utf8.find('\0'); nul != std::string_view::npos) {
        cleaned.assign(utf8);
        const auto count = std::count(cleaned.begin(), cleaned.end(), '\0');
        std::replace(cleaned.begin(), cleaned.end(), '\0', ' ');
        detail::Reporter(utf8, diags)
            .warn(nul, std::to_string(count) + " NUL byte(s) in the file were read as spaces.");
        utf8 = cleaned;
    }
    detail::Parser parser(utf8, diags);
    parser.run();

    std::string firstError;
    std::size_t usable = 0;
    for (std::size_t i = 0; i < parser.games.size(); ++i) {
        const detail::GameContext& ctx = parser.contexts[i];
        if (ctx.usable) {
            ++usable;
            continue;
        }
        if (firstError.empty())
            firstError = ctx.error;
    }
    if (parser.games.empty()) {
        result.error = "This is not an SGF record: it contains no game tree \"(;...)\".";
    } else if (usable == 0) {
        result.error = parser.games.size() == 1 ? firstError
                                                : "None of the " + std::to_string(parser.games.size()) +
                                                      " games in the file can be used: " + firstError;
    } else {
        for (std::size_t i = 0; i < parser.games.size(); ++i) {
            if (parser.contexts[i].usable)
                result.games.push_back(std::move(parser.games[i]));
            else
                diags.add(0, 0, "Game " + std::to_string(i + 1) + " was skipped: " + parser.contexts[i].error);
        }
    }
    result.warnings = diags.take();
    return result;
}

LoadResult readSgf(std::string_view bytes, const LoadOptions& options)
{
    DecodeOptions decode;
    decode.forced = options.encoding;
    DecodedText text;
    const std::string_view utf8 = detail::decodeRecordTextView(bytes, decode, text);
    if (!text.error.empty()) {
        LoadResult r;
        r.error = text.error;
        return r;
    }
    LoadResult result = parseSgfText(utf8);
    result.encoding = text.encoding;
    result.encodingSource = text.source;
    result.warnings.insert(result.warnings.begin(), text.warnings.begin(), text.warnings.end());
    return result;
}

} // namespace irodori::record
