// Plain C++ parts of charset detection: UTF-8 validation and the score that
// tells a plausible decoding of a legacy-encoded record from an implausible
// one. Internal to the record module (used by charset.cpp and the tests).
#pragma once

#include <cstddef>
#include <string_view>

namespace irodori::record::detail {

extern const char* const kCommonIdeographs;
extern const char* const kCommonHangul;

// Strict UTF-8: no overlong forms, no surrogates, nothing above U+10FFFF.
bool isValidUtf8(std::string_view bytes);

// Decodes the code point at s[i] and advances i. Precondition: s is valid
// UTF-8 and i < s.size().
char32_t nextCodePoint(std::string_view s, std::size_t& i);

struct TextScore {
    double value = 0;  // higher is more plausible; 0 for plain ASCII
    int nonAscii = 0;  // characters above U+007F
    int bad = 0;       // replacement characters, C1 controls, private use
};

// The characters of a decoded text (UTF-8) that mark bytes the decoder
// could not read: U+FFFD, U+001A beyond the substitutes genuinely in the
// input, C1 controls, private use. Fast: for whole files.
int countUndecodable(std::string_view utf8, int substitutes);

// Scores a decoded text (UTF-8). substitutes: how many U+001A in the text
// are genuine (ICU marks undecodable bytes with U+001A as well as U+FFFD).
TextScore scoreText(std::string_view utf8, int substitutes);

} // namespace irodori::record::detail
