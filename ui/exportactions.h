// ExportActions: File → Export Board as PNG… / SVG… / PDF…, File → Print…
// and File → Export Game Record as PDF… (the figures of kifu.h): the board as shown (the study layers that are on, the
// record's marks) through the board view's own painter. The questions
// (size, file name, printer) are replaceable functions, so tests answer
// them without driving modal dialogs.
#pragma once

#include "boardexport.h"

#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QPrinter;
class QWidget;

namespace irodori::ui {

class BoardView;
class GameDocument;

class ExportActions : public QObject {
    Q_OBJECT

public:
    struct Prompts {
        // The size (and, for PNG, the device-pixel ratio) of the picture,
        // starting from options; false when cancelled.
        std::function<bool(QWidget* parent, boardexport::Format format, boardexport::Options& options)> options;
        // Where to write; "" when cancelled. suggested is a full path.
        std::function<QString(QWidget* parent, boardexport::Format format, const QString& suggested)> fileName;
        // The print dialog for printer; false when cancelled.
        std::function<bool(QWidget* parent, QPrinter& printer)> printer;
        std::function<void(QWidget* parent, const QString& text)> error;
        // Moves in each figure of a printed game record; 0 when cancelled.
        std::function<int(QWidget* parent, int current)> movesPerFigure;

        // The dialogs a user sees.
        static Prompts interactive();
    };

    ExportActions(BoardView* board, GameDocument* document, QWidget* window);

    Prompts& prompts() { return prompts_; }

    QAction* pngAction() const { return png_; }
    QAction* svgAction() const { return svg_; }
    QAction* pdfAction() const { return pdf_; }
    QAction* printAction() const { return print_; }
    QAction* recordAction() const { return record_; }

    // Asks for the size and a file, then writes. Returns whether a file was written.
    bool exportBoard(boardexport::Format format);
    // Writes the board as shown now to path; returns "" or what went wrong.
    QString exportTo(const QString& path, boardexport::Format format, const boardexport::Options& options) const;
    // Asks for a printer, then prints. Returns whether a page was printed.
    bool print();
    // Prints the board as shown now on printer (a PDF file printer works too).
    bool printTo(QPrinter& printer) const;

    // The game and move the board shows, for titles and the printed caption.
    QString caption() const;

    // Asks for the moves per figure and a file, then writes the game record.
    bool exportRecord();
    // The line shown (from the start to the end of the line through the
    // current move) as figures of movesPerFigure moves, to a PDF at path;
    // "" or what went wrong.
    QString exportRecordTo(const QString& path, int movesPerFigure) const;
    // The game information printed above the first figure.
    QStringList recordHeader() const;

signals:
    // A message for the status bar.
    void message(const QString& text);

private:
    QString suggestedPath(boardexport::Format format) const;

    BoardView* board_;
    GameDocument* document_;
    QWidget* window_;
    Prompts prompts_;

    QAction* png_ = nullptr;
    QAction* svg_ = nullptr;
    QAction* pdf_ = nullptr;
    QAction* print_ = nullptr;
    QAction* record_ = nullptr;
};

} // namespace irodori::ui
