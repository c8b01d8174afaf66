// Text encodings of record files: detection, decoding to UTF-8 and
// encoding back (IG1). The only part of the record module that uses Qt:
// QStringDecoder/QStringEncoder reach ICU's converters by name.
#pragma once

#include "diagnostic.h"

#include <string>
#include <string_view>
#include <vector>

namespace irodori::record {

// How the encoding of a file was chosen.
enum class EncodingSource {
    Forced,        // the user (or caller) named it
    ByteOrderMark, // UTF-8 or UTF-16 byte order mark
    Declared,      // SGF CA[...]
    Utf8,          // the bytes are valid UTF-8 (or plain ASCII)
    Detected,      // the most plausible of the legacy encodings
    Fallback,      // nothing fitted: ISO-8859-1
};
const char* describe(EncodingSource s); // "forced", "byte order mark", ...

struct DecodedText {
    std::string text;     // UTF-8, without byte order mark
    std::string encoding; // canonical name: "UTF-8", "Shift_JIS", "EUC-KR", ...
    EncodingSource source = EncodingSource::Utf8;
    std::vector<Diagnostic> warnings;
    std::string error; // non-empty: the forced encoding is unknown
    // Internal (detail::decodeRecordTextView): when the bytes already were
    // the UTF-8 text, it is not copied into text but points into them.
    std::string_view borrowed;
};

struct DecodeOptions {
    // Decode with this encoding (any alias) instead of detecting one.
    std::string forced;
    // Look for an SGF CA[...] declaration.
    bool sgf = true;
    // For formats with a customary encoding (IG1: Shift_JIS): tried right
    // after UTF-8, and reported for pure ASCII files.
    std::string preferred;
};

// The canonical name of an encoding alias ("sjis", "CP932", "windows-31j",
// "MS_KANJI" -> "Shift_JIS"; "GB2312", "GBK" -> "GB18030"; "CP949" ->
// "EUC-KR"; "latin1" -> "ISO-8859-1"), the name itself if Qt knows it, or ""
// if it is unknown here.
std::string canonicalEncoding(std::string_view name);
// Whether Qt on this system can decode the encoding (any alias).
bool encodingAvailable(std::string_view name);
// The encodings a user may pick to reopen a file, those available here.
std::vector<std::string> selectableEncodings();
// The encodings scored when a file declares none, in the order that wins
// ties, restricted to those Qt can decode here.
std::vector<std::string> candidateEncodings();

// The raw value of the first CA[...] found by an ASCII-only scan of the
// bytes (CA may come after PB and PW, whose values are not decoded yet), or "".
std::string declaredCharset(std::string_view bytes);

// Decodes a whole record to UTF-8 before anything is tokenised: legacy
// double-byte encodings have ']' and '\' as trail bytes (ソ is 83 5C in
// Shift_JIS), so a byte-level tokeniser would break their text. Order: the
// forced encoding, a byte order mark, the declared CA, strict UTF-8, the
// best-scoring candidate, ISO-8859-1.
DecodedText decodeRecordText(std::string_view bytes, const DecodeOptions& options = {});

namespace detail {
// As decodeRecordText, without copying bytes that already are UTF-8: the
// result points into bytes in that case, into out.text otherwise. For the
// readers, which parse many megabytes.
std::string_view decodeRecordTextView(std::string_view bytes, const DecodeOptions& options, DecodedText& out);
} // namespace detail

// Encodes UTF-8 text. Characters the encoding cannot hold become '?' and
// are appended (as UTF-8) to lost, if given. Empty result and lost = "*"
// if the encoding is unknown.
std::string encodeText(std::string_view utf8, std::string_view encoding, std::string* lost = nullptr);

} // namespace irodori::record
