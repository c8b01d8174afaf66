// The "New Game Against Irodori" dialog: the user's colour, the board size
// (9, 13, 19), handicap stones (置石), komi (コミ), the counting rules and
// the engine's level, and the clock (main time and byo-yomi).
#pragma once

#include "gameclock.h"

#include "core/color.h"

#include <QDialog>

class QButtonGroup;
class QCheckBox;
class QDoubleSpinBox;
class QSpinBox;

namespace irodori::ui {

struct EngineGameSettings {
    Color human = Black;
    int size = 9;
    int handicap = 0;   // 0, or 2..9 fixed stones for Black
    double komi = 6.5;
    int level = 5;      // 1..10
    bool chinese = false; // area counting instead of territory
    GameClock::Settings clock; // both players' time; off by default
    bool ponder = false;       // the engine thinks on the user's time too
};

class EngineGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit EngineGameDialog(const EngineGameSettings& settings, QWidget* parent = nullptr);

    EngineGameSettings settings() const;
    void setSettings(const EngineGameSettings& settings);

private:
    QButtonGroup* color_ = nullptr;
    QButtonGroup* size_ = nullptr;
    QSpinBox* handicap_ = nullptr;
    QDoubleSpinBox* komi_ = nullptr;
    QSpinBox* level_ = nullptr;
    QCheckBox* chinese_ = nullptr;
    ClockSettingsEdit* clock_ = nullptr;
    QCheckBox* ponder_ = nullptr;
};

} // namespace irodori::ui
