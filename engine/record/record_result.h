// What reading and writing a record hand back: the games, the encoding,
// and the warnings a user should see.
#pragma once

#include "charset.h"
#include "diagnostic.h"
#include "gametree.h"

#include <string>
#include <vector>

namespace irodori::record {

struct LoadOptions {
    // Decode with this encoding (any alias) instead of detecting one; "" = detect.
    std::string encoding;
};

// The outcome of reading a record file.
struct LoadResult {
    Collection games;     // one or more games (an SGF collection may hold several)
    std::string encoding; // the encoding the text was decoded with
    EncodingSource encodingSource = EncodingSource::Utf8;
    std::vector<Diagnostic> warnings; // repairs and losses
    std::string error;    // non-empty: the file cannot be used (games is empty)
    // Read from a format Irodori does not write (Piskvork's .psq): saving
    // it means choosing an SGF or IG1 file, never writing over this one.
    bool imported = false;

    bool ok() const { return error.empty(); }
};

// The outcome of writing a record.
struct SaveResult {
    std::string bytes;                // the file's contents
    std::vector<Diagnostic> warnings; // what the format could not hold (line 0)
    std::string error;                // non-empty: nothing was written

    bool ok() const { return error.empty(); }
};

} // namespace irodori::record
