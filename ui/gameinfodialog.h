// GameInfoDialog: the game information (対局情報) of the record — players,
// ranks, event, date, place, komi, handicap, result, rules, source — edited
// and written back to the root node when the dialog is accepted.
#pragma once

#include <QDialog>

#include <string>
#include <utility>
#include <vector>

class QLineEdit;
class QPlainTextEdit;

namespace irodori::ui {

class GameDocument;

class GameInfoDialog : public QDialog {
    Q_OBJECT

public:
    explicit GameInfoDialog(GameDocument* document, QWidget* parent = nullptr);

    // The editor of property id (its object name is the id: "PB", "KM"...),
    // or nullptr. GC, the game comment, is a QPlainTextEdit.
    QLineEdit* field(const char* id) const;
    QPlainTextEdit* gameComment() const { return comment_; }

    void accept() override;

private:
    QLineEdit* addField(const char* id);

    GameDocument* document_;
    std::vector<std::pair<std::string, QLineEdit*>> fields_;
    QPlainTextEdit* comment_ = nullptr;
};

} // namespace irodori::ui
