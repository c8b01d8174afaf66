#include "charset.h"

#include "charset_score.h"

#include <QByteArray>
#include <QString>
#include <QStringDecoder>
#include <QStringEncoder>

#include <algorithm>
#include <cctype>
#include <optional>
#include <utility>

namespace irodori::record {

namespace {

using detail::isValidUtf8;
using detail::scoreText;
using detail::TextScore;

// Aliases seen in the CA[] of real records, keyed by the name in lower case
// without '-', '_', ' ' and '.'. GB2312 and GBK files decode correctly as
// GB18030 (a superset), EUC-KR files as CP949 (another superset).
constexpr std::pair<const char*, const char*> kAliases[] = {
    {"utf8", "UTF-8"},           {"utf16le", "UTF-16LE"},     {"utf16be", "UTF-16BE"},
    {"shiftjis", "Shift_JIS"},   {"sjis", "Shift_JIS"},       {"mskanji", "Shift_JIS"},
    {"cp932", "Shift_JIS"},      {"windows31j", "Shift_JIS"}, {"xsjis", "Shift_JIS"},
    {"ms932", "Shift_JIS"},      {"csshiftjis", "Shift_JIS"}, {"windows932", "Shift_JIS"},
    {"eucjp", "EUC-JP"},         {"xeucjp", "EUC-JP"},        {"ujis", "EUC-JP"},
    {"gb18030", "GB18030"},      {"gbk", "GB18030"},          {"gb2312", "GB18030"},
    {"cp936", "GB18030"},        {"euccn", "GB18030"},        {"xgbk", "GB18030"},
    {"gb231280", "GB18030"},     {"csgb2312", "GB18030"},     {"windows936", "GB18030"},
    {"chinese", "GB18030"},      {"big5", "Big5"},            {"cp950", "Big5"},
    {"xbig5", "Big5"},           {"csbig5", "Big5"},          {"windows950", "Big5"},
    {"big5hkscs", "Big5-HKSCS"}, {"euckr", "EUC-KR"},         {"cp949", "EUC-KR"},
    {"uhc", "EUC-KR"},           {"ksc56011987", "EUC-KR"},   {"ksc5601", "EUC-KR"},
    {"korean", "EUC-KR"},        {"windows949", "EUC-KR"},    {"cseuckr", "EUC-KR"},
    {"windows1251", "windows-1251"}, {"cp1251", "windows-1251"},
    {"windows1252", "windows-1252"}, {"cp1252", "windows-1252"},
    {"iso88591", "ISO-8859-1"},  {"latin1", "ISO-8859-1"},    {"l1", "ISO-8859-1"},
    {"cp819", "ISO-8859-1"},     {"ibm819", "ISO-8859-1"},    {"usascii", "ISO-8859-1"},
    {"ascii", "ISO-8859-1"},     {"iso646us", "ISO-8859-1"},  {"koi8r", "KOI8-R"},
};

constexpr const char* kCandidates[] = {"Shift_JIS", "EUC-JP", "GB18030", "Big5", "EUC-KR", "windows-1251"};

// Scoring looks at a prefix of this many bytes; the winner decodes all.
constexpr std::size_t kSampleBytes = 128 * 1024;

std::string aliasKey(std::string_view name)
{
    std::string key;
    for (char c : name)
        if (c != '-' && c != '_' && c != ' ' && c != '.')
            key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return key;
}

// The name handed to ICU for a canonical name: the superset that decodes
// the most real files.
std::string qtName(const std::string& canonical)
{
    if (canonical == "EUC-KR" && QStringDecoder("windows-949").isValid())
        return "windows-949";
    return canonical;
}

bool isUtf16(const std::string& canonical) { return canonical.rfind("UTF-16", 0) == 0; }

struct Decoding {
    std::string text;
    TextScore score;
    // The input already is the UTF-8 text: no copy, text stays empty.
    bool borrowed = false;
    std::string_view view;
};

Decoding borrow(std::string_view utf8)
{
    Decoding d;
    d.borrowed = true;
    d.view = utf8;
    return d;
}

int substituteBytes(std::string_view bytes)
{
    return static_cast<int>(std::count_if(bytes.begin(), bytes.end(), [](char c) { return c == 0x1A || c == 0x1C; }));
}

// Decodes bytes. With score, the text is scored (for choosing among
// candidates); without, only the undecodable characters are counted.
Decoding decodeWith(const std::string& canonical, std::string_view bytes, bool score = false)
{
    if (canonical == "UTF-8" && isValidUtf8(bytes))
        return borrow(bytes);
    Decoding d;
    QStringDecoder decoder;
    if (canonical == "UTF-8")
        decoder = QStringDecoder(QStringDecoder::Utf8);
    else if (canonical == "ISO-8859-1")
        decoder = QStringDecoder(QStringDecoder::Latin1);
    else if (canonical == "UTF-16LE")
        decoder = QStringDecoder(QStringDecoder::Utf16LE);
    else if (canonical == "UTF-16BE")
        decoder = QStringDecoder(QStringDecoder::Utf16BE);
    else
        decoder = QStringDecoder(qtName(canonical).c_str());
    const QString s = decoder.decode(QByteArrayView(bytes.data(), static_cast<qsizetype>(bytes.size())));
    d.text = s.toStdString();
    if (score)
        d.score = scoreText(d.text, substituteBytes(bytes));
    else
        d.score.bad = detail::countUndecodable(d.text, substituteBytes(bytes));
    return d;
}

bool hasHighBytes(std::string_view bytes)
{
    return std::any_of(bytes.begin(), bytes.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; });
}

std::string_view sampleOf(std::string_view bytes)
{
    if (bytes.size() <= kSampleBytes)
        return bytes;
    // Cut after a byte that is never part of a multibyte character in any
    // candidate encoding (all their trail bytes are 0x30 or above, and
    // these are below, or digits' neighbours in GB18030 are not these).
    for (std::size_t i = kSampleBytes; i > kSampleBytes / 2; --i) {
        const char c = bytes[i - 1];
        if (c == '\n' || c == '(' || c == ')' || c == ';')
            return bytes.substr(0, i);
    }
    return bytes;
}

// ISO-8859-1 has only control characters at 0x80-0x9F; text that uses
// those bytes was written in windows-1252 (curly quotes, dashes), which is
// how web browsers read the ISO-8859-1 label too.
std::string latin1Name(std::string_view bytes)
{
    const bool c1 = std::any_of(bytes.begin(), bytes.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u >= 0x80 && u <= 0x9F;
    });
    return c1 && encodingAvailable("windows-1252") ? "windows-1252" : "ISO-8859-1";
}

struct Candidate {
    std::string name;
    Decoding decoding;
};

// The best acceptable candidate decoding of the sample, if any.
std::optional<Candidate> bestCandidate(std::string_view sample)
{
    std::optional<Candidate> best;
    for (const std::string& name : candidateEncodings()) {
        Decoding d = decodeWith(name, sample, true);
        if (!best || d.score.value > best->decoding.score.value)
            best = Candidate{name, std::move(d)};
    }
    // Accept only a decoding that is clearly plausible: most of its
    // non-ASCII characters must be frequent ones.
    if (!best || best->decoding.score.value <= 0 ||
        best->decoding.score.value < 0.25 * best->decoding.score.nonAscii)
        return std::nullopt;
    return best;
}

// Decodes all the bytes with name, reusing the sample decoding when it
// already covered everything.
Decoding decodeAll(const std::string& name, std::string_view bytes, std::string_view sample, Decoding sampleDecoding)
{
    if (sample.size() == bytes.size())
        return sampleDecoding;
    return decodeWith(name, bytes);
}

DecodedText finish(Decoding d, std::string encoding, EncodingSource source)
{
    DecodedText out;
    out.text = std::move(d.text);
    if (d.borrowed)
        out.borrowed = d.view;
    out.encoding = std::move(encoding);
    out.source = source;
    if (d.score.bad > 0)
        out.warnings.push_back({0, 0,
                                std::to_string(d.score.bad) + " character(s) could not be decoded as " +
                                    out.encoding + " and are shown as replacement characters."});
    return out;
}

// UTF-16 without a byte order mark: every other byte of ASCII text is 0.
std::optional<std::string> guessUtf16(std::string_view bytes)
{
    const std::size_t n = std::min<std::size_t>(bytes.size(), 2000) & ~std::size_t(1);
    if (n < 8)
        return std::nullopt;
    std::size_t evenZeros = 0, oddZeros = 0;
    for (std::size_t i = 0; i < n; i += 2) {
        evenZeros += bytes[i] == 0;
        oddZeros += bytes[i + 1] == 0;
    }
    const std::size_t pairs = n / 2;
    if (oddZeros * 10 >= pairs * 4 && evenZeros * 10 < pairs)
        return "UTF-16LE";
    if (evenZeros * 10 >= pairs * 4 && oddZeros * 10 < pairs)
        return "UTF-16BE";
    return std::nullopt;
}

} // namespace

const char* describe(EncodingSource s)
{
    switch (s) {
    case EncodingSource::Forced: return "chosen by the user";
    case EncodingSource::ByteOrderMark: return "byte order mark";
    case EncodingSource::Declared: return "declared in the file";
    case EncodingSource::Utf8: return "valid UTF-8";
    case EncodingSource::Detected: return "detected";
    case EncodingSource::Fallback: return "fallback";
    }
    return "";
}

std::string canonicalEncoding(std::string_view name)
{
    const std::string key = aliasKey(name);
    if (key.empty())
        return {};
    for (const auto& [alias, canonical] : kAliases)
        if (key == alias)
            return encodingAvailable(canonical) || std::string_view(canonical) == "UTF-8" ? canonical : "";
    const std::string given(name);
    return QStringDecoder(given.c_str()).isValid() ? given : std::string();
}

bool encodingAvailable(std::string_view name)
{
    std::string n(name);
    for (const auto& [alias, canonical] : kAliases)
        if (aliasKey(name) == alias)
            n = canonical;
    if (n == "UTF-8" || n == "ISO-8859-1" || n == "UTF-16LE" || n == "UTF-16BE")
        return true;
    return QStringDecoder(qtName(n).c_str()).isValid();
}

std::vector<std::string> selectableEncodings()
{
    std::vector<std::string> out;
    for (const char* n : {"UTF-8", "Shift_JIS", "EUC-JP", "GB18030", "Big5", "EUC-KR", "windows-1251", "KOI8-R",
                          "ISO-8859-1", "windows-1252", "UTF-16LE", "UTF-16BE"})
        if (encodingAvailable(n))
            out.emplace_back(n);
    return out;
}

std::vector<std::string> candidateEncodings()
{
    std::vector<std::string> out;
    for (const char* n : kCandidates)
        if (encodingAvailable(n))
            out.emplace_back(n);
    return out;
}

std::string declaredCharset(std::string_view bytes)
{
    const std::size_t n = bytes.size();
    for (std::size_t i = 0; i + 2 < n; ++i) {
        if (bytes[i] != 'C' || bytes[i + 1] != 'A')
            continue;
        if (i > 0 && std::isalpha(static_cast<unsigned char>(bytes[i - 1])))
            continue;
        std::size_t j = i + 2;
        while (j < n && (bytes[j] == ' ' || bytes[j] == '\t' || bytes[j] == '\r' || bytes[j] == '\n'))
            ++j;
        if (j >= n || bytes[j] != '[')
            continue;
        std::string value;
        for (++j; j < n && bytes[j] != ']' && value.size() < 64; ++j) {
            const auto c = static_cast<unsigned char>(bytes[j]);
            if (c >= 0x80)
                break;
            value += static_cast<char>(c);
        }
        while (!value.empty() && value.back() == ' ')
            value.pop_back();
        while (!value.empty() && value.front() == ' ')
            value.erase(0, 1);
        return value;
    }
    return {};
}

namespace {

DecodedText decode(std::string_view bytes, const DecodeOptions& options)
{
    const auto startsWith = [&](std::string_view prefix) { return bytes.substr(0, prefix.size()) == prefix; };

    if (!options.forced.empty()) {
        const std::string name = canonicalEncoding(options.forced);
        if (name.empty()) {
            DecodedText out;
            out.error = "The encoding \"" + options.forced + "\" is not known on this system.";
            return out;
        }
        std::string_view body = bytes;
        if (name == "UTF-8" && startsWith("\xEF\xBB\xBF"))
            body.remove_prefix(3);
        else if ((name == "UTF-16LE" && startsWith("\xFF\xFE")) || (name == "UTF-16BE" && startsWith("\xFE\xFF")))
            body.remove_prefix(2);
        return finish(decodeWith(name, body), name, EncodingSource::Forced);
    }

    if (startsWith("\xEF\xBB\xBF"))
        return finish(decodeWith("UTF-8", bytes.substr(3)), "UTF-8", EncodingSource::ByteOrderMark);
    if (startsWith("\xFF\xFE"))
        return finish(decodeWith("UTF-16LE", bytes.substr(2)), "UTF-16LE", EncodingSource::ByteOrderMark);
    if (startsWith("\xFE\xFF"))
        return finish(decodeWith("UTF-16BE", bytes.substr(2)), "UTF-16BE", EncodingSource::ByteOrderMark);
    if (const auto utf16 = guessUtf16(bytes)) {
        DecodedText out = finish(decodeWith(*utf16, bytes), *utf16, EncodingSource::Detected);
        out.warnings.insert(out.warnings.begin(),
                            {0, 0, "The file has no byte order mark but looks like " + *utf16 + "; it was read as such."});
        return out;
    }

    const bool high = hasHighBytes(bytes);
    const std::string_view sample = sampleOf(bytes);
    std::vector<Diagnostic> notes;

    if (options.sgf) {
        const std::string declared = declaredCharset(bytes);
        if (!declared.empty()) {
            std::string name = canonicalEncoding(declared);
            if (name == "ISO-8859-1")
                name = latin1Name(bytes);
            if (name.empty() || isUtf16(name)) {
                notes.push_back({0, 0, "The file declares the character set \"" + declared +
                                           "\", which cannot be used here; the encoding was detected instead."});
            } else if (!high) {
                return finish(borrow(bytes), name, EncodingSource::Declared);
            } else if (name != "UTF-8" && isValidUtf8(bytes)) {
                // Programs that write UTF-8 but keep an old CA[] are common;
                // text in a legacy encoding is almost never valid UTF-8.
                DecodedText out = finish(borrow(bytes), "UTF-8", EncodingSource::Utf8);
                out.warnings.insert(out.warnings.begin(),
                                    {0, 0, "The file declares the character set " + declared +
                                               ", but its text is UTF-8; it was read as UTF-8."});
                return out;
            } else if (name == "UTF-8") {
                if (isValidUtf8(bytes))
                    return finish(borrow(bytes), name, EncodingSource::Declared);
                notes.push_back({0, 0, "The file declares UTF-8 but is not valid UTF-8; the encoding was detected instead."});
            } else {
                Decoding d = decodeWith(name, sample, true);
                const bool singleByte = name == "ISO-8859-1" || name == "windows-1252";
                if (d.score.bad == 0 && !singleByte)
                    return finish(decodeAll(name, bytes, sample, std::move(d)), name, EncodingSource::Declared);
                // A wrong declaration is common (old programs wrote
                // ISO-8859-1 whatever the text was): prefer a candidate that
                // reads cleanly and clearly better.
                auto best = bestCandidate(sample);
                const bool better = best && best->name != name && best->decoding.score.bad == 0 &&
                                    (d.score.bad > 0 || (best->decoding.score.nonAscii >= 4 &&
                                                         best->decoding.score.value >= 0.8 * best->decoding.score.nonAscii));
                if (!better)
                    return finish(decodeAll(name, bytes, sample, std::move(d)), name, EncodingSource::Declared);
                DecodedText out = finish(decodeAll(best->name, bytes, sample, std::move(best->decoding)), best->name,
                                         EncodingSource::Detected);
                out.warnings.insert(out.warnings.begin(),
                                    {0, 0, "The file declares the character set " + declared + ", but its text reads as " +
                                               best->name + "; it was decoded as " + best->name + "."});
                return out;
            }
        }
    }

    if (isValidUtf8(bytes)) {
        // Plain ASCII is also valid in the format's customary encoding.
        const bool ascii = !high && !options.preferred.empty();
        DecodedText out = finish(borrow(bytes), ascii ? options.preferred : std::string("UTF-8"),
                                 ascii ? EncodingSource::Detected : EncodingSource::Utf8);
        out.warnings.insert(out.warnings.begin(), notes.begin(), notes.end());
        return out;
    }
    if (!options.preferred.empty()) {
        const std::string name = canonicalEncoding(options.preferred);
        if (!name.empty()) {
            Decoding d = decodeWith(name, sample, true);
            if (d.score.bad == 0 && d.score.value > 0) {
                DecodedText out = finish(decodeAll(name, bytes, sample, std::move(d)), name, EncodingSource::Detected);
                out.warnings.insert(out.warnings.begin(), notes.begin(), notes.end());
                return out;
            }
        }
    }
    if (auto best = bestCandidate(sample)) {
        DecodedText out = finish(decodeAll(best->name, bytes, sample, std::move(best->decoding)), best->name,
                                 EncodingSource::Detected);
        out.warnings.insert(out.warnings.begin(), notes.begin(), notes.end());
        return out;
    }
    const std::string latin = latin1Name(bytes);
    DecodedText out = finish(decodeWith(latin, bytes), latin, EncodingSource::Fallback);
    notes.push_back({0, 0, "The text encoding could not be recognised; the file was read as " + latin +
                               " (Latin-1). Reopen it with another encoding if names or comments look wrong."});
    out.warnings.insert(out.warnings.begin(), notes.begin(), notes.end());
    return out;
}

} // namespace

DecodedText decodeRecordText(std::string_view bytes, const DecodeOptions& options)
{
    DecodedText out = decode(bytes, options);
    if (out.borrowed.data()) {
        out.text.assign(out.borrowed);
        out.borrowed = {};
    }
    return out;
}

std::string_view detail::decodeRecordTextView(std::string_view bytes, const DecodeOptions& options,
                                              DecodedText& out)
{
    out = decode(bytes, options);
    return out.borrowed.data() ? out.borrowed : std::string_view(out.text);
}

std::string encodeText(std::string_view utf8, std::string_view encoding, std::string* lost)
{
    const std::string name = canonicalEncoding(encoding);
    if (name.empty()) {
        if (lost)
            lost->assign(1, '*');
        return {};
    }
    if (name == "UTF-8")
        return std::string(utf8);
    const QString text = QString::fromUtf8(utf8.data(), static_cast<qsizetype>(utf8.size()));
    const std::string qn = name == "ISO-8859-1" ? std::string("ISO-8859-1") : qtName(name);
    QStringEncoder whole(qn.c_str());
    QByteArray bytes = whole.encode(text);
    if (!whole.hasError())
        return bytes.toStdString();
    // Find the characters the encoding cannot hold, one at a time.
    std::string out;
    for (qsizetype i = 0; i < text.size();) {
        const qsizetype len = (text[i].isHighSurrogate() && i + 1 < text.size()) ? 2 : 1;
        const QString ch = text.mid(i, len);
        QStringEncoder one(qn.c_str());
        const QByteArray b = one.encode(ch);
        if (one.hasError()) {
            out += '?';
            if (lost)
                *lost += ch.toStdString();
        } else {
            out += b.toStdString();
        }
        i += len;
    }
    return out;
}

} // namespace irodori::record
