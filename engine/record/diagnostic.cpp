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
