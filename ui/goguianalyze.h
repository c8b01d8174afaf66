// GoGui's analyze commands, read from the controller's side: the list a
// program gives for gogui-analyze_commands (type/label/command lines), the
// placeholders a command holds (%p a point the user clicks, %c the colour
// to move), and a program's answer turned into a drawing on the board by
// its type — gfx (LABEL, COLOR, CIRCLE, SQUARE, TRIANGLE, MARK, INFLUENCE,
// BLACK, WHITE, VAR, TEXT, CLEAR), sboard, dboard, cboard, bwboard,
// plist, pspairs, the string types (points named in hstring and hpstring
// highlighted) and the variations (var, varb, varw, varc, varp, varpo).
// Irodori's own engine lists its layers this way (irodori-cli gtp), and so
// do Fuego, Pachi and other programs GoGui attaches.
#pragma once

#include "boardsnapshot.h"
#include "recordmarkuplayer.h"

#include "core/board.h"

#include <QColor>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace irodori::ui::gogui {

struct AnalyzeCommand {
    QString type;
    QString label;
    QString command; // with its placeholders

    bool needsPoint() const;
};

// The commands of a gogui-analyze_commands answer; lines that are not
// type/label/command are left out.
std::vector<AnalyzeCommand> parseCommands(const QString& answer);

// The command line to send: %p the point (as a GTP vertex), %c the colour to
// move (b or w), %% a percent sign. nullopt, with the reason in *error, for
// a placeholder this window does not fill (a file, a free text, …) or %p
// without a point.
std::optional<QString> expand(const AnalyzeCommand& command, const Board& board, GridPoint point, Color toMove,
                              QString* error);

// One setting of a "param" command (GoGui's settings dialog): the command
// alone lists them, a line each, "[bool] ponder 0", "[list/fast/slow] mode
// fast", "[string] name x" or "key value" (a string); "command key value"
// sets one.
struct Param {
    enum class Type { String, Bool, List };
    Type type = Type::String;
    QString key;
    QString value;
    QStringList choices; // List
};
std::vector<Param> parseParams(const QString& answer);

// What an answer draws on the board.
struct Drawing {
    std::vector<RecordMarkupLayer::Item> marks;        // labels, circles, squares, triangles, crosses, highlights
    std::vector<std::pair<GridPoint, QColor>> fills;   // COLOR, cboard
    std::vector<std::pair<GridPoint, double>> influence; // -1 (White) … 1 (Black): INFLUENCE, dboard
    std::vector<std::pair<GridPoint, Color>> territory;  // BLACK, WHITE, bwboard
    std::vector<std::pair<Color, GridPoint>> variation;  // VAR and the var types, in order
    QString text;                                       // TEXT

    bool isEmpty() const
    {
        return marks.empty() && fills.empty() && influence.empty() && territory.empty() && variation.empty();
    }
};

// The drawing of a command's answer (the text after "= "). point is the one
// %p was given (varp and varpo start with its stone's colour), toMove the
// colour to move. An answer that does not read as its type gives an empty
// drawing and says why in *error.
Drawing interpret(const QString& type, const QString& answer, const Board& board, GridPoint point, Color toMove,
                  QString* error);

} // namespace irodori::ui::gogui
