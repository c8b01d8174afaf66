// Step 8 internals: the link finder and the connection shapes.
#pragma once

#include "context.h"

#include <functional>

namespace irodori::analysis::detail {

// The 3x3 / 3x4 connection shapes (seed 001, step 8): calls offer for every
// link between two strings that a shape proves.
void shapes(Context& ctx, const std::function<void(Link)>& offer);

} // namespace irodori::analysis::detail
