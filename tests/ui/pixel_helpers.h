// Reading rendered pixels in the GUI tests: brightness, the board's wood,
// a pixel at a logical position of an image of any device-pixel ratio.
#pragma once

#include "boardpainter.h"

#include <QColor>
#include <QImage>
#include <QPointF>
#include <QRgb>

#include <cstdlib>

namespace irodori::uitest {

// Perceived brightness 0..255: tells a black stone from a white one or the
// wood whatever the exact colours of the theme.
inline int luminance(QRgb c)
{
    return (qRed(c) * 299 + qGreen(c) * 587 + qBlue(c) * 114) / 1000;
}

// Close to the wood: within tol of the base colour on every channel, and
// warm (red > green > blue) as kaya is.
inline bool looksLikeWood(QRgb c, int tol = 40)
{
    const QColor w = ui::BoardPainter::woodColor();
    return std::abs(qRed(c) - w.red()) <= tol && std::abs(qGreen(c) - w.green()) <= tol
           && std::abs(qBlue(c) - w.blue()) <= tol && qRed(c) > qGreen(c) && qGreen(c) > qBlue(c);
}

// The pixel at a logical position (device-independent units).
inline QRgb pixelAt(const QImage& image, const QPointF& logical)
{
    const qreal dpr = image.devicePixelRatio();
    return image.pixel(int(logical.x() * dpr), int(logical.y() * dpr));
}

} // namespace irodori::uitest
