// CollectionDialog: picks one game of a file that holds several (an SGF
// collection, e.g. a tournament's games or a book's problems), listing
// each with its players, date, result and number of moves.
#pragma once

#include "record/gametree.h"

#include <QDialog>
#include <QStringList>

class QTreeWidget;

namespace irodori::ui {

class CollectionDialog : public QDialog {
    Q_OBJECT

public:
    CollectionDialog(const record::Collection& games, int current, QWidget* parent = nullptr);

    // The chosen game (0-based).
    int selectedGame() const;
    void setSelectedGame(int index);
    QTreeWidget* list() const { return list_; }

    // The columns of one game: number, name, Black, White, date, result,
    // moves on the main line, board size.
    static QStringList describe(const record::GameTree& game, int index);

private:
    QTreeWidget* list_ = nullptr;
};

} // namespace irodori::ui
