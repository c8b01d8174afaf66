// GoGuiLayer: the drawing of a program's answer to a GoGui analyze command
// (see goguianalyze.h) on the board. Two layers share one drawing: below
// the stones the influence and territory squares, above them the coloured
// points, the marks and labels, and the variation as numbered translucent
// stones.
#pragma once

#include "boardpainter.h"
#include "goguianalyze.h"
#include "recordmarkuplayer.h"

#include <memory>

namespace irodori::ui {

class GoGuiLayer : public BoardLayer {
public:
    explicit GoGuiLayer(Stage stage) : stage_(stage) {}

    Stage stage() const override { return stage_; }
    void paint(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const override;

    void setDrawing(std::shared_ptr<const gogui::Drawing> drawing)
    {
        marks_.setItems(drawing ? drawing->marks : std::vector<RecordMarkupLayer::Item>{});
        drawing_ = std::move(drawing);
    }

private:
    Stage stage_;
    std::shared_ptr<const gogui::Drawing> drawing_;
    RecordMarkupLayer marks_; // the drawing's labels and marks, drawn as a record's
};

} // namespace irodori::ui
