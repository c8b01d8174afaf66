// Step 8 internals: the link finder and the connection shapes.
#pragma once

#include "context.h"

#include <functional>

namespace irodori::analysis::detail {

// A relation between two strings offered to the link finder: the fields of
// a Link, with its text a literal and its evidence borrowed for the call.
struct LinkOffer {
    int a, b;
    LinkKind kind;
    LinkState state;
    Point stoneA, stoneB;
    const char* why;
    const Point* evidence;
    int count;
};

// The 3x3 / 3x4 connection shapes (seed 001, step 8): calls offer for every
// link between two strings that a shape proves.
void shapes(Context& ctx, const std::function<void(const LinkOffer&)>& offer);

} // namespace irodori::analysis::detail
