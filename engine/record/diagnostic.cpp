#include "diagnostic.h"

#include <utility>

namespace irodori::record {

std::string Diagnostic::text() const
{
    if (line <= 0)
        return message;
    return "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + message;
}

void Diagnostics::add(int line, int column, std::string message)
{
    if (saturated()) {
        ++dropped_;
        return;
    }
    kept_.push_back({line, column, std::move(message)});
}

std::string counted(std::size_t n, const char* one, const char* many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

Diagnostic lostProperties(std::string_view format, const std::set<std::string>& ids)
{
    std::string list;
    for (const std::string& id : ids)
        list += (list.empty() ? "" : ", ") + id;
    return {0, 0, "These properties have no place in " + std::string(format) + " and are lost: " + list + "."};
}

std::vector<Diagnostic> Diagnostics::take()
{
    std::vector<Diagnostic> out = std::move(kept_);
    if (dropped_ > 0)
        out.push_back({0, 0, std::to_string(dropped_) + " more warnings were not listed."});
    kept_.clear();
    dropped_ = 0;
    return out;
}

} // namespace irodori::record
