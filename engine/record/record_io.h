// Loading and saving record files: the entry point for the GUI and the CLI.
//
//   LoadResult r = loadRecordFile(path);           // detects the encoding
//   if (!r.ok()) show(r.error);
//   r.encoding, r.warnings, r.games[i] ...          // a collection may hold several games
//   LoadResult again = loadRecordFile(path, {"EUC-KR"}); // reopen with another encoding
//   SaveResult s = saveRecordFile(path, r.games);   // format from the extension
#pragma once

#include "record_result.h"

#include <optional>
#include <string>
#include <string_view>

namespace irodori::record {

// Psq: Piskvork's gomoku games (see psq.h).
enum class RecordFormat { Sgf, Ig1, Psq };

// By extension, case-insensitive: .sgf -> Sgf, .ig1 -> Ig1, .psq -> Psq.
std::optional<RecordFormat> formatFromPath(std::string_view path);
const char* formatName(RecordFormat f); // "SGF", "IG1", "PSQ"
// The extension files of the format are named with: ".sgf", ".ig1", ".psq".
const char* formatExtension(RecordFormat f);
// For files without a known extension: IG1 if the bytes hold an INT or MOV
// line and no "(;", otherwise SGF.
RecordFormat sniffFormat(std::string_view bytes);

LoadResult loadRecord(std::string_view bytes, RecordFormat format, const LoadOptions& options = {});
// Reads the file (path in UTF-8) and loads it in the format of its
// extension, or the sniffed one. Piskvork's games (.psq, or a file that
// begins with "Piskvorky") are read too, marked imported.
LoadResult loadRecordFile(const std::string& path, const LoadOptions& options = {});

// Writes the games in the format. IG1 and PSQ hold one game: for several,
// the first is written and a warning says how many were left out.
SaveResult saveRecord(const Collection& games, RecordFormat format);
// saveRecord, then writes the bytes to path (through a temporary file, so
// a failed save never destroys the old file). The format comes from the
// extension unless given; an unknown extension is saved as SGF.
SaveResult saveRecordFile(const std::string& path, const Collection& games,
                          std::optional<RecordFormat> format = std::nullopt);

// Writes bytes to path through a temporary file in the same folder, then
// renames it over path. For a two-step save: saveRecord, show the user its
// warnings (what IG1 will lose), then write. Returns false with a message
// in error on failure.
bool writeFileBytes(const std::string& path, std::string_view bytes, std::string* error);

// The bytes of a file; nullopt with a message in error if it cannot be read
// (missing, unreadable, larger than kMaxRecordBytes).
inline constexpr std::size_t kMaxRecordBytes = 256u * 1024 * 1024;
std::optional<std::string> readFileBytes(const std::string& path, std::string* error);

} // namespace irodori::record
