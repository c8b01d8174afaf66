// The "New game" dialog: choose the board size (9, 13, 19 or any size from
// 2 to 25).
#pragma once

#include <QDialog>

class QButtonGroup;
class QSpinBox;

namespace irodori::ui {

class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewGameDialog(int currentSize, QWidget* parent = nullptr);

    // The chosen number of lines.
    int boardSize() const;
    void setBoardSize(int size);

private:
    QButtonGroup* sizes_ = nullptr;
    QSpinBox* custom_ = nullptr;
};

} // namespace irodori::ui
