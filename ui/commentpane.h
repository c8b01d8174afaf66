// CommentPane: the comment (C[]) and the name (N[]) of the current node,
// shown and edited in place. Editing writes straight into the record, so
// moving to another node never loses what was typed.
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace irodori::ui {

class GameDocument;

class CommentPane : public QWidget {
    Q_OBJECT

public:
    explicit CommentPane(GameDocument* document, QWidget* parent = nullptr);

    QPlainTextEdit* commentEdit() const { return comment_; }
    QLineEdit* nameEdit() const { return name_; }
    // "Move 12: Black D4 — good move (!)": the node shown.
    QLabel* headingLabel() const { return where_; }

private:
    // Shows the current node's texts (without echoing them back as edits).
    void showNode();

    GameDocument* document_;
    QLabel* where_ = nullptr;
    QLineEdit* name_ = nullptr;
    QPlainTextEdit* comment_ = nullptr;
    bool showing_ = false;
};

} // namespace irodori::ui
