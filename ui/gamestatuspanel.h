// GameStatusPanel: the column beside the board — whose turn it is, the
// move number and last move, captured stones (アゲハマ), and for a record
// the players and where the current move stands among the variations.
#pragma once

#include "core/color.h"

#include <QWidget>

class QFormLayout;
class QLabel;

namespace irodori {
class Position;
}

namespace irodori::ui {

class GameDocument;

class GameStatusPanel : public QWidget {
    Q_OBJECT

public:
    explicit GameStatusPanel(QWidget* parent = nullptr);

    // Shows position (the game is over when gameOver) and the record facts
    // of document.
    void showState(const Position& position, bool gameOver, const GameDocument& document);
    // Who acts now and what, when it is not simply the side to move's
    // move (a step of a Renju opening): after showState().
    void showTurn(Color who, const QString& text);

protected:
    bool event(QEvent* event) override;

private:
    QString colorText(int color) const;

    QFormLayout* gameForm_ = nullptr;
    QLabel* turnStone_ = nullptr;
    QLabel* turnLabel_ = nullptr;
    QLabel* moveLabel_ = nullptr;
    QLabel* openingLabel_ = nullptr; // a Renju record's opening (珠型)
    QLabel* lastMoveLabel_ = nullptr;
    QLabel* blackCaptures_ = nullptr;
    QLabel* whiteCaptures_ = nullptr;
    QLabel* blackStone_ = nullptr;
    QLabel* whiteStone_ = nullptr;
    QLabel* blackPlayer_ = nullptr;
    QLabel* whitePlayer_ = nullptr;
    QLabel* resultLabel_ = nullptr;
    QLabel* variationLabel_ = nullptr;
};

} // namespace irodori::ui
