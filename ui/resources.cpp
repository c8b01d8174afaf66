#include "resources.h"

#include <QPainter>
#include <QPixmap>
#include <QSvgRenderer>

// Q_INIT_RESOURCE must be used outside any namespace.
static void initIrodoriIconResources()
{
    Q_INIT_RESOURCE(icons);
}

namespace irodori::ui {

void initResources()
{
    static const bool done = [] {
        initIrodoriIconResources();
        return true;
    }();
    (void)done;
}

QIcon appIcon()
{
    initResources();
    // Rendered here rather than through the SVG icon plugin, which a
    // deployment may lack.
    QSvgRenderer svg(QStringLiteral(":/icons/irodori.svg"));
    QIcon icon;
    if (!svg.isValid())
        return icon;
    for (int size : {16, 24, 32, 48, 64, 128, 256}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        svg.render(&painter);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace irodori::ui
