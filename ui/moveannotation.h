// How a move annotation (SGF TE, BM, IT, DO) is shown: its glyph as
// players write it beside a move (!, ?, !?, ?!), its name and its colour,
// shared by the Edit menu, the comment pane, the game tree and the board.
#pragma once

#include "record/semantics.h"

#include <QColor>
#include <QString>

namespace irodori::ui {

QString annotationGlyph(record::MoveAnnotation a);
// "good move", "bad move", ... (lower case, for inside a sentence).
QString annotationName(record::MoveAnnotation a);
QColor annotationColor(record::MoveAnnotation a);
// "good for Black", "even", "unclear" (lower case, for inside a sentence).
QString annotationName(record::PositionAnnotation a);
// What a node's annotations add to its heading: " — bad move (?), good for
// White, hotspot", or "" when it has none.
QString annotationSuffix(const record::Node& node);

} // namespace irodori::ui
