// Prompts: every question and message the record commands put to the user,
// as replaceable functions. The defaults open the usual dialogs; tests put
// answers in their place instead of driving modal dialogs.
#pragma once

#include "record/gametree.h"
#include "record/record_io.h"

#include <QString>
#include <QStringList>

#include <functional>

class QDialog;
class QFormLayout;
class QWidget;

namespace irodori::ui {

struct Prompts {
    enum class Unsaved { Save, Discard, Cancel };

    // The record documentName has unsaved changes that are about to be lost.
    std::function<Unsaved(QWidget* parent, const QString& documentName)> unsavedChanges;
    // Going on discards the unsaved changes (reopening the file): go on?
    std::function<bool(QWidget* parent, const QString& text)> confirmDiscard;
    // The chosen format cannot hold everything: losses says what goes. Save anyway?
    std::function<bool(QWidget* parent, const QString& text, const QStringList& losses)> confirmLoss;
    // Something failed: text says what, details holds the program's own words.
    std::function<void(QWidget* parent, const QString& text, const QString& details)> error;
    // Several games in one file: the index of the one to show, or -1 to cancel.
    std::function<int(QWidget* parent, const record::Collection& games, int current)> chooseGame;
    // File dialogs; "" when cancelled. dir is where to start.
    std::function<QString(QWidget* parent, const QString& dir)> openFileName;
    // suggested is a full path; format receives the format of the filter
    // chosen (used when the name has no known extension).
    std::function<QString(QWidget* parent, const QString& suggested, record::RecordFormat* format)> saveFileName;

    // The dialogs a user sees.
    static Prompts interactive();
};

// Adds OK and Cancel under the rows of form and shows dialog; true for OK.
bool runFormDialog(QDialog& dialog, QFormLayout* form);

} // namespace irodori::ui
