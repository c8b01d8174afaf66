// Reading SGF (FF[1]-FF[4]) records, with every repair reported.
#pragma once

#include "record_result.h"

#include <string_view>

namespace irodori::record {

// Reads an SGF file's bytes: decodes them (see decodeRecordText), then
// parses the collection. Never throws on bad input; a file that holds no
// usable game gets one error message.
LoadResult readSgf(std::string_view bytes, const LoadOptions& options = {});

// Parses text that is already UTF-8 (no charset handling). The result's
// encoding is "UTF-8".
LoadResult parseSgfText(std::string_view utf8);

} // namespace irodori::record
