#include "record_io.h"

#include "ig1.h"
#include "psq.h"
#include "sgf_reader.h"
#include "sgf_writer.h"

#include <cctype>
#include <filesystem>
#include <fstream>
#include <system_error>

namespace irodori::record {

namespace {

std::filesystem::path fsPath(const std::string& utf8)
{
    return std::filesystem::path(std::u8string(utf8.begin(), utf8.end()));
}

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

bool hasLine(std::string_view bytes, std::string_view word)
{
    for (std::size_t i = bytes.find(word); i != std::string_view::npos; i = bytes.find(word, i + 1)) {
        const bool lineStart = i == 0 || bytes[i - 1] == '\n' || bytes[i - 1] == '\r';
        const bool wordEnd = i + word.size() < bytes.size() && (bytes[i + word.size()] == ' ');
        if (lineStart && wordEnd)
            return true;
    }
    return false;
}

} // namespace

namespace {

struct FormatNames {
    RecordFormat format;
    const char* name;
    const char* extension;
};
constexpr FormatNames kFormats[] = {
    {RecordFormat::Sgf, "SGF", ".sgf"},
    {RecordFormat::Ig1, "IG1", ".ig1"},
    {RecordFormat::Psq, "PSQ", ".psq"},
};

const FormatNames& namesOf(RecordFormat f)
{
    for (const FormatNames& n : kFormats)
        if (n.format == f)
            return n;
    return kFormats[0];
}

} // namespace

std::optional<RecordFormat> formatFromPath(std::string_view path)
{
    const std::string p = lower(path);
    for (const FormatNames& n : kFormats) {
        const std::string_view ext = n.extension;
        if (p.size() >= ext.size() && p.compare(p.size() - ext.size(), ext.size(), ext) == 0)
            return n.format;
    }
    return std::nullopt;
}

const char* formatExtension(RecordFormat f) { return namesOf(f).extension; }

const char* formatName(RecordFormat f) { return namesOf(f).name; }

RecordFormat sniffFormat(std::string_view bytes)
{
    const bool sgf = bytes.find("(;") != std::string_view::npos;
    if (!sgf && (hasLine(bytes, "INT") || hasLine(bytes, "MOV")))
        return RecordFormat::Ig1;
    return RecordFormat::Sgf;
}

LoadResult loadRecord(std::string_view bytes, RecordFormat format, const LoadOptions& options)
{
    switch (format) {
    case RecordFormat::Ig1:
        return readIg1(bytes, options);
    case RecordFormat::Psq:
        return readPsq(bytes);
    case RecordFormat::Sgf:
        break;
    }
    return readSgf(bytes, options);
}

std::optional<std::string> readFileBytes(const std::string& path, std::string* error)
{
    std::error_code ec;
    const auto fp = fsPath(path);
    const auto size = std::filesystem::file_size(fp, ec);
    if (ec) {
        if (error)
            *error = "Cannot open \"" + path + "\": " + (std::filesystem::exists(fp) ? ec.message() : "no such file") + ".";
        return std::nullopt;
    }
    if (size > kMaxRecordBytes) {
        if (error)
            *error = "\"" + path + "\" is too large for a game record (" + std::to_string(size / (1024 * 1024)) +
                     " MiB).";
        return std::nullopt;
    }
    std::ifstream in(fp, std::ios::binary);
    if (!in) {
        if (error)
            *error = "Cannot open \"" + path + "\" for reading.";
        return std::nullopt;
    }
    std::string bytes(static_cast<std::size_t>(size), '\0');
    in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    bytes.resize(static_cast<std::size_t>(in.gcount()));
    return bytes;
}

LoadResult loadRecordFile(const std::string& path, const LoadOptions& options)
{
    std::string error;
    const auto bytes = readFileBytes(path, &error);
    if (!bytes) {
        LoadResult r;
        r.error = error;
        return r;
    }
    const std::optional<RecordFormat> known = formatFromPath(path);
    if (known == RecordFormat::Psq || (!known && looksLikePsq(*bytes))) {
        LoadResult r = readPsq(*bytes);
        r.imported = true;
        return r;
    }
    return loadRecord(*bytes, known.value_or(sniffFormat(*bytes)), options);
}

SaveResult saveRecord(const Collection& games, RecordFormat format)
{
    SaveResult result;
    if (games.empty()) {
        result.error = "There is no game to save.";
        return result;
    }
    if (format == RecordFormat::Sgf) {
        result.bytes = writeSgf(games);
        return result;
    }
    const bool ig1 = format == RecordFormat::Ig1;
    result = ig1 ? writeIg1(games.front()) : writePsq(games.front());
    if (games.size() > 1)
        result.warnings.insert(result.warnings.begin(),
                               {0, 0, std::string(ig1 ? "IG1" : "A Piskvork game") + " holds one game: only the first of the " +
                                          std::to_string(games.size()) + " games was saved."});
    return result;
}

bool writeFileBytes(const std::string& path, std::string_view bytes, std::string* error)
{
    const auto target = fsPath(path);
    auto temp = target;
    temp += ".saving";
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        out.close();
        if (!out) {
            std::error_code ignored;
            std::filesystem::remove(temp, ignored);
            if (error)
                *error = "Cannot write \"" + path + "\".";
            return false;
        }
    }
    std::error_code ec;
    std::filesystem::rename(temp, target, ec);
    if (ec) {
        std::error_code ignored;
        std::filesystem::remove(temp, ignored);
        if (error)
            *error = "Cannot write \"" + path + "\": " + ec.message() + ".";
        return false;
    }
    return true;
}

SaveResult saveRecordFile(const std::string& path, const Collection& games, std::optional<RecordFormat> format)
{
    SaveResult result = saveRecord(games, format.value_or(formatFromPath(path).value_or(RecordFormat::Sgf)));
    if (!result.ok())
        return result;
    std::string error;
    if (!writeFileBytes(path, result.bytes, &error))
        result.error = error;
    return result;
}

} // namespace irodori::record
