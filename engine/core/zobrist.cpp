#include "zobrist.h"

namespace irodori::zobrist {

// The keys are a compile-time table (zobrist.h); this translation unit only
// checks that the table was really filled in.
static_assert(kKeys.stone[Black][0] != 0 && kKeys.ko[0] != 0 && kKeys.whiteToMove != 0);

} // namespace irodori::zobrist
