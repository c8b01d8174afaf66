// Board export: the board as it is shown (stones, marks and the study
// layers switched on) written to a PNG, SVG or PDF file or sent to a
// printer, always through the one BoardPainter, so the file and the paper
// show exactly what the screen shows.
#pragma once

#include "boardpainter.h"
#include "boardsnapshot.h"

#include <QSize>
#include <QString>

#include <optional>

class QPagedPaintDevice;
class QPrinter;

namespace irodori::ui::boardexport {

enum class Format { Png, Svg, Pdf };

// The format a file name asks for by its extension (.png, .svg, .pdf, in
// any case), or nothing for another extension.
std::optional<Format> formatOf(const QString& path);
// The usual extension of a format, without the dot ("png").
QString extension(Format format);

struct Options {
    // The size of the picture: pixels for PNG (before the device-pixel
    // ratio), points (1/72 inch) for PDF, user units for SVG.
    QSize size{800, 800};
    // PNG only: the image holds size * ratio pixels, so it stays sharp on a
    // high-density screen or in print at the same size.
    qreal devicePixelRatio = 1.0;
    // Stored in the file's metadata (SVG and PDF title).
    QString title;
};

// The snapshot as exported: the preview stone under the mouse is not part
// of the position, so it is left out.
BoardSnapshot withoutPreview(BoardSnapshot snapshot);

// Writes snapshot drawn by painter to path in format. Returns an empty
// string on success, else a sentence saying what went wrong.
QString write(const BoardPainter& painter, const BoardSnapshot& snapshot, const QString& path, Format format,
              const Options& options);
// Writes in the format the extension names; a path without a known
// extension is refused with a sentence.
QString write(const BoardPainter& painter, const BoardSnapshot& snapshot, const QString& path,
              const Options& options);

// The painter used on paper: the same layers and marks as painter, on a
// plain white board without shadows (wood costs a page of ink).
BoardPainter forPaper(const BoardPainter& painter);

// Draws the board as large as the printable area of device allows, centred
// on the first page (a printer, or a PDF writer), with forPaper(painter).
// Returns false if the device cannot be painted on (no printer, a file that
// cannot be written).
bool print(const BoardPainter& painter, const BoardSnapshot& snapshot, QPagedPaintDevice& device,
           const QString& caption = {});

} // namespace irodori::ui::boardexport
