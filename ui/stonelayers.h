// The layers that mark stones: string (連) numbers, move numbers, dead and
// unsettled stones, and the safety (安全度) of each group (群).
#pragma once

#include "analysislayer.h"

#include "core/position.h"

namespace irodori::ui {

// The display number of each string on every one of its stones: stones
// with one number live and die together in a capture (reading order, so the
// numbers stay put while the position does not change).
class StringNumbersLayer : public AnalysisLayer {
public:
    Stage stage() const override { return Stage::AboveStones; }
    QString id() const override { return QStringLiteral("strings"); }
    QString title() const override;
    std::vector<LegendEntry> legend() const override;

protected:
    void draw(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const override;
};

// The move number (手数) of each stone on the board, from the position's
// own history: the order of play is what a student retraces in a record.
class MoveNumbersLayer : public AnalysisLayer {
public:
    Stage stage() const override { return Stage::AboveStones; }
    QString id() const override { return QStringLiteral("moves"); }
    QString title() const override;
    std::vector<LegendEntry> legend() const override;

    // Numbers per board point (size*size, row 0 at the top; 0 = none).
    void setNumbers(int size, std::vector<int> numbers);
    void setPosition(const Position& position);
    // The number of the stone standing at each point of position, counting
    // the moves played since the start (setup stones get none).
    static std::vector<int> numbersOf(const Position& position);
    int numberAt(int x, int y) const;

protected:
    bool needsAnalysis() const override { return false; }
    void draw(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const override;

private:
    int size_ = 0;
    std::vector<int> numbers_;
};

// Dead stones (死に石) dimmed and crossed out; strings the capture search
// calls unsettled (取られるかどうか先手次第) ringed, with the point that
// captures them (×) and the point that saves them (○).
class StatusLayer : public AnalysisLayer {
public:
    Stage stage() const override { return Stage::AboveStones; }
    QString id() const override { return QStringLiteral("status"); }
    QString title() const override;
    std::vector<LegendEntry> legend() const override;

protected:
    void draw(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const override;
};

// A badge with each group's safety percentage on the group's central
// stone, red (0 %) through yellow to green (100 %); optionally every stone
// of the group tinted in the same colour.
class SafetyLayer : public AnalysisLayer {
public:
    Stage stage() const override { return Stage::AboveStones; }
    QString id() const override { return QStringLiteral("safety"); }
    QString title() const override;
    std::vector<LegendEntry> legend() const override;

    bool tint() const { return tint_; }
    void setTint(bool on) { tint_ = on; }
    // The stone of group g the badge stands on: the one nearest the
    // group's centre of gravity (kNoPoint for an empty group).
    Point badgeStone(int group) const;

protected:
    void draw(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const override;

private:
    bool tint_ = false;
};

} // namespace irodori::ui
