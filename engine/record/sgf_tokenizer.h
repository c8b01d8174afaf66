// SGF tokens: parentheses, semicolons, identifiers, bracketed values, and
// runs of anything else (junk, reported by the parser).
#pragma once

#include <cstddef>
#include <string_view>

namespace irodori::record::detail {

enum class TokenKind { Open, Close, Semicolon, Identifier, Value, Junk, End };

struct Token {
    TokenKind kind = TokenKind::End;
    std::string_view text;  // identifier letters, value contents (raw), junk
    std::size_t offset = 0; // byte offset of the token in the text
    bool unterminated = false; // a value that runs to the end of the text
};

// Splits decoded text (UTF-8) into tokens. Values end at the first
// unescaped ']'; whitespace between tokens is skipped, including between an
// identifier and its '['. Positions are byte offsets: the parser turns them
// into lines and columns only when it reports something.
class Tokenizer {
public:
    explicit Tokenizer(std::string_view text, std::size_t start = 0)
        : text_(text), pos_(start)
    {
    }

    Token next();
    // The byte offset the next token will be read from.
    std::size_t position() const { return pos_; }

private:
    std::string_view text_;
    std::size_t pos_;
};

constexpr bool isSgfSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f';
}
constexpr bool isLetter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

} // namespace irodori::record::detail
