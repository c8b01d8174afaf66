// The position as a text diagram in Sensei's Library's notation, the form Go
// forums and wikis read ($$B at the top for Black to play, X and O for the
// stones, ',' on the star points, B/C W marks...): Edit → Copy Position as
// Text puts it on the clipboard.
#pragma once

#include "core/position.h"
#include "record/semantics.h"

#include <QString>

#include <vector>

namespace irodori::ui {

// The whole board with its edges and coordinates ("$$Bc19"). Circles,
// squares, triangles and crosses become Sensei's marks (B W C on black,
// white and empty points for a circle; # @ S for a square; Y Q T for a
// triangle; Z P M for a cross); a one-letter lower-case label shows on an
// empty point. Other marks and labels are left out.
QString senseisDiagram(const Position& position, const std::vector<record::Mark>& marks = {});

} // namespace irodori::ui
