// RecordPropertiesDialog (File → Properties): what the open record is — its
// file, format, the encoding the reader chose and why, the size of the game
// tree — and every warning the reader gave when it repaired the file.
#pragma once

#include <QDialog>
#include <QString>

class QListWidget;

namespace irodori::ui {

class GameDocument;

class RecordPropertiesDialog : public QDialog {
    Q_OBJECT

public:
    explicit RecordPropertiesDialog(const GameDocument* document, QWidget* parent = nullptr);

    QListWidget* warningList() const { return warnings_; }

    // "Shift_JIS (Japanese), detected": an encoding and how it was chosen.
    static QString describeEncoding(const GameDocument* document);
    // The script or language an encoding is for: "Japanese", "Korean", ...
    static QString encodingLanguage(const QString& encoding);

private:
    QListWidget* warnings_ = nullptr;
};

} // namespace irodori::ui
