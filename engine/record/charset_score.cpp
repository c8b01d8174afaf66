#include "charset_score.h"

#include <algorithm>
#include <string>
#include <vector>

namespace irodori::record::detail {

namespace {

const std::vector<char32_t>& commonCharacters()
{
    static const std::vector<char32_t> set = [] {
        std::vector<char32_t> v;
        for (const char* list : {kCommonIdeographs, kCommonHangul}) {
            const std::string_view s(list);
            for (std::size_t i = 0; i < s.size();)
                v.push_back(nextCodePoint(s, i));
        }
        std::sort(v.begin(), v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
        return v;
    }();
    return set;
}

bool isCommon(char32_t c)
{
    const auto& set = commonCharacters();
    return std::binary_search(set.begin(), set.end(), c);
}

bool isCyrillicLetter(char32_t c) { return c >= 0x400 && c <= 0x4FF; }
bool isAsciiLetter(char32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Symbols that a single-byte decoding of CJK bytes produces in bulk but that
// real text rarely contains.
bool isOddSymbol(char32_t c)
{
    switch (c) {
    case 0xA4: case 0xA6: case 0xA9: case 0xAC: case 0xAD: case 0xAE: case 0xB0: case 0xB1: case 0xB5:
    case 0xB6: case 0x201A: case 0x201E: case 0x2020: case 0x2021: case 0x2030: case 0x2039: case 0x203A:
    case 0x2022: case 0x2122:
        return true;
    default:
        return false;
    }
}

bool isLowerCyrillic(char32_t c) { return c >= 0x430 && c <= 0x45F; }
bool isUpperCyrillic(char32_t c) { return c >= 0x400 && c <= 0x42F; }

bool isCyrillicVowel(char32_t c)
{
    if (isUpperCyrillic(c))
        c += c >= 0x410 ? 0x20 : 0x50;
    switch (c) {
    case U'а': case U'е': case U'ё': case U'и': case U'о': case U'у': case U'ы': case U'э': case U'ю': case U'я':
    case U'і': case U'ї': case U'є':
        return true;
    default:
        return false;
    }
}

// Score per letter of the Cyrillic word text[begin, end).
double cyrillicWordWeight(const std::vector<char32_t>& text, std::size_t begin, std::size_t end)
{
    const char32_t before = begin > 0 ? text[begin - 1] : U' ';
    const char32_t after = end < text.size() ? text[end] : U' ';
    if (isAsciiLetter(before) || isAsciiLetter(after))
        return -1;
    if (end - begin == 1) {
        // Russian has a few one-letter words (и, в, с, к, о, у, а, я).
        switch (text[begin]) {
        case U'и': case U'в': case U'с': case U'к': case U'о': case U'у': case U'а': case U'я':
            return 0.3;
        default:
            return -0.5;
        }
    }
    bool vowel = false, restLower = true, allUpper = true;
    for (std::size_t i = begin; i < end; ++i) {
        vowel = vowel || isCyrillicVowel(text[i]);
        if (i > begin && !isLowerCyrillic(text[i]))
            restLower = false;
        if (!isUpperCyrillic(text[i]))
            allUpper = false;
    }
    return vowel && (restLower || allUpper) ? 0.7 : -1;
}

} // namespace

bool isValidUtf8(std::string_view bytes)
{
    const auto* s = reinterpret_cast<const unsigned char*>(bytes.data());
    const std::size_t n = bytes.size();
    std::size_t i = 0;
    while (i < n) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        std::size_t len;
        char32_t min;
        char32_t cp;
        if (c >= 0xC2 && c <= 0xDF) {
            len = 2;
            min = 0x80;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            len = 3;
            min = 0x800;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            len = 4;
            min = 0x10000;
            cp = c & 0x07;
        } else {
            return false;
        }
        if (i + len > n)
            return false;
        for (std::size_t k = 1; k < len; ++k) {
            if ((s[i + k] & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (s[i + k] & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        i += len;
    }
    return true;
}

char32_t nextCodePoint(std::string_view s, std::size_t& i)
{
    const auto c = static_cast<unsigned char>(s[i++]);
    if (c < 0x80)
        return c;
    int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : 1;
    char32_t cp = c & (extra == 3 ? 0x07 : extra == 2 ? 0x0F : 0x1F);
    while (extra-- > 0 && i < s.size())
        cp = (cp << 6) | (static_cast<unsigned char>(s[i++]) & 0x3F);
    return cp;
}

int countUndecodable(std::string_view utf8, int substitutes)
{
    const auto* s = reinterpret_cast<const unsigned char*>(utf8.data());
    const std::size_t n = utf8.size();
    int bad = 0, subs = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            subs += c == 0x1A;
            continue;
        }
        if (c == 0xC2 && i + 1 < n && s[i + 1] >= 0x80 && s[i + 1] <= 0x9F)
            ++bad; // C1 control
        else if (c == 0xEF && i + 2 < n && s[i + 1] == 0xBF && s[i + 2] == 0xBD)
            ++bad; // U+FFFD
        else if ((c == 0xEE || (c == 0xEF && i + 1 < n && s[i + 1] <= 0xA3)))
            ++bad; // U+E000..U+F8FF, private use
        else if (c == 0xF3 && i + 1 < n && s[i + 1] >= 0xB0)
            ++bad; // planes 15 and 16, private use
        else if (c == 0xF4)
            ++bad;
    }
    return bad + std::max(0, subs - substitutes);
}

TextScore scoreText(std::string_view utf8, int substitutes)
{
    TextScore score;
    std::vector<char32_t> text;
    text.reserve(utf8.size());
    for (std::size_t i = 0; i < utf8.size();)
        text.push_back(nextCodePoint(utf8, i));
    int subs = 0;
    for (std::size_t k = 0; k < text.size(); ++k) {
        const char32_t c = text[k];
        if (c == 0x1A) {
            ++subs;
            continue;
        }
        if (c < 0x80)
            continue;
        ++score.nonAscii;
        double w = 0;
        if (c == 0xFFFD || (c >= 0x80 && c <= 0x9F) || (c >= 0xE000 && c <= 0xF8FF) || c >= 0xF0000) {
            ++score.bad;
            w = -10;
        } else if (c >= 0x3041 && c <= 0x30FF) {
            w = 2; // hiragana and katakana
        } else if (c >= 0x3000 && c <= 0x303F) {
            w = 1; // CJK punctuation: 、。「」
        } else if (c >= 0x4E00 && c <= 0x9FFF) {
            w = isCommon(c) ? 2 : -0.5;
        } else if (c >= 0xAC00 && c <= 0xD7A3) {
            w = isCommon(c) ? 2 : -0.5;
        } else if ((c >= 0x3400 && c <= 0x4DBF) || (c >= 0xF900 && c <= 0xFAFF) || c >= 0x20000) {
            w = -2; // rare ideographs: what a wrong decoding produces
        } else if ((c >= 0x3130 && c <= 0x318F) || (c >= 0x1100 && c <= 0x11FF)) {
            w = -1; // loose jamo
        } else if (c >= 0xFF01 && c <= 0xFF5E) {
            w = 0.5; // full-width ASCII
        } else if (c >= 0xFF61 && c <= 0xFF9F) {
            w = -0.5; // half-width katakana: rare in records
        } else if (isCyrillicLetter(c)) {
            // Judge the whole word: CJK bytes read as windows-1251 give
            // words of mixed case without vowels, Latin-1 text gives
            // Cyrillic letters glued to Latin ones (é read as й).
            std::size_t end = k;
            while (end < text.size() && isCyrillicLetter(text[end]))
                ++end;
            const double perLetter = cyrillicWordWeight(text, k, end);
            score.value += perLetter * static_cast<double>(end - k);
            score.nonAscii += static_cast<int>(end - k) - 1;
            k = end - 1;
            continue;
        } else if (isOddSymbol(c)) {
            w = -0.5;
        }
        score.value += w;
    }
    const int extraSubs = std::max(0, subs - substitutes);
    score.bad += extraSubs;
    score.value -= 10.0 * extraSubs;
    return score;
}

} // namespace irodori::record::detail
