// LinksLayer: how the strings of one colour hang together (連絡). A line
// joins the two stones of each relation: its style says the shape (solid for
// the close shapes, dashed for the one-step jumps, dotted for the long
// ones), its colour the state (seed 002: blue = same group and safe, yellow
// = same group but a cut must be checked, red = related but separate).
// Cut points and the two points of a miai (見合い) are marked.
#pragma once

#include "analysislayer.h"

namespace irodori::ui {

class LinksLayer : public AnalysisLayer {
public:
    Stage stage() const override { return Stage::AboveStones; }
    QString id() const override { return QStringLiteral("links"); }
    QString title() const override;
    std::vector<LegendEntry> legend() const override;

    static Qt::PenStyle styleOf(analysis::LinkKind kind);
    static QColor colorOf(analysis::LinkState state);
    // The translated name of a kind with its Japanese term and a gloss,
    // e.g. "keima (桂馬, knight's move)".
    static QString kindName(analysis::LinkKind kind);
    static QString stateName(analysis::LinkState state);
    // Why the link is in its state, from the analysis' short key ("miai",
    // "crosscut", ...), as a sentence.
    static QString whyText(const std::string& key);

protected:
    void draw(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const override;
};

} // namespace irodori::ui
