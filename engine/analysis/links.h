// Step 8 internals: the link finder and the connection shapes.
#pragma once

#include "context.h"

#include <functional>

namespace irodori::analysis::detail {

// A relation between two strings: the fields of a Link but its evidence,
// with its text a literal.
struct LinkFields {
    int a = -1, b = -1;
    LinkKind kind = LinkKind::Solid;
    LinkState state = LinkState::Broken;
    Point stoneA = kNoPoint, stoneB = kNoPoint;
    const char* why = "";
};

// A relation offered to the link finder, its evidence borrowed for the call.
struct LinkOffer : LinkFields {
    const Point* evidence;
    int count;
};

// The 3x3 / 3x4 connection shapes (seed 001, step 8): calls offer for every
// link between two strings that a shape proves.
void shapes(Context& ctx, const std::function<void(const LinkOffer&)>& offer);

} // namespace irodori::analysis::detail
