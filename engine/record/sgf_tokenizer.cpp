#include "sgf_tokenizer.h"

namespace irodori::record::detail {

Token Tokenizer::next()
{
    const std::size_t n = text_.size();
    const char* s = text_.data();
    while (pos_ < n && isSgfSpace(s[pos_]))
        ++pos_;
    Token t;
    t.offset = pos_;
    if (pos_ >= n)
        return t;
    const char c = s[pos_];
    switch (c) {
    case '(':
        t.kind = TokenKind::Open;
        ++pos_;
        return t;
    case ')':
        t.kind = TokenKind::Close;
        ++pos_;
        return t;
    case ';':
        t.kind = TokenKind::Semicolon;
        ++pos_;
        return t;
    case '[': {
        t.kind = TokenKind::Value;
        const std::size_t start = ++pos_;
        // The hot loop of the reader: values hold most of a record's bytes.
        while (pos_ < n) {
            const char v = s[pos_];
            if (v == ']')
                break;
            pos_ += v == '\\' ? 2 : 1;
        }
        if (pos_ >= n) {
            pos_ = n;
            t.text = text_.substr(start);
            t.unterminated = true;
            return t;
        }
        t.text = text_.substr(start, pos_ - start);
        ++pos_; // the ']'
        return t;
    }
    default:
        break;
    }
    const std::size_t start = pos_;
    if (isLetter(c)) {
        t.kind = TokenKind::Identifier;
        while (pos_ < n && isLetter(s[pos_]))
            ++pos_;
    } else {
        // Junk runs to the next structural character or whitespace.
        t.kind = TokenKind::Junk;
        while (pos_ < n && !isSgfSpace(s[pos_]) && s[pos_] != '(' && s[pos_] != ')' && s[pos_] != ';' &&
               s[pos_] != '[')
            ++pos_;
    }
    t.text = text_.substr(start, pos_ - start);
    return t;
}

} // namespace irodori::record::detail
