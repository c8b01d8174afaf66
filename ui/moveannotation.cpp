#include "moveannotation.h"

#include <QCoreApplication>
#include <QStringList>

namespace irodori::ui {

namespace {
class Text {
    Q_DECLARE_TR_FUNCTIONS(MoveAnnotation)
};
} // namespace

QString annotationGlyph(record::MoveAnnotation a)
{
    switch (a) {
    case record::MoveAnnotation::Tesuji: return QStringLiteral("!");
    case record::MoveAnnotation::Bad: return QStringLiteral("?");
    case record::MoveAnnotation::Interesting: return QStringLiteral("!?");
    case record::MoveAnnotation::Doubtful: return QStringLiteral("?!");
    case record::MoveAnnotation::None: break;
    }
    return {};
}

QString annotationName(record::MoveAnnotation a)
{
    switch (a) {
    case record::MoveAnnotation::Tesuji: return Text::tr("good move");
    case record::MoveAnnotation::Bad: return Text::tr("bad move");
    case record::MoveAnnotation::Interesting: return Text::tr("interesting move");
    case record::MoveAnnotation::Doubtful: return Text::tr("doubtful move");
    case record::MoveAnnotation::None: break;
    }
    return {};
}

QString annotationName(record::PositionAnnotation a)
{
    switch (a) {
    case record::PositionAnnotation::GoodForBlack: return Text::tr("good for Black");
    case record::PositionAnnotation::GoodForWhite: return Text::tr("good for White");
    case record::PositionAnnotation::Even: return Text::tr("even");
    case record::PositionAnnotation::Unclear: return Text::tr("unclear");
    case record::PositionAnnotation::None: break;
    }
    return {};
}

QString annotationSuffix(const record::Node& node)
{
    QStringList parts;
    const record::MoveAnnotation m = record::moveAnnotation(node);
    if (m != record::MoveAnnotation::None)
        parts << QStringLiteral("%1 (%2)").arg(annotationName(m), annotationGlyph(m));
    const record::PositionAnnotation p = record::positionAnnotation(node);
    if (p != record::PositionAnnotation::None)
        parts << annotationName(p);
    if (record::isHotspot(node))
        parts << Text::tr("hotspot");
    return parts.isEmpty() ? QString() : QStringLiteral(" — ") + parts.join(QStringLiteral(", "));
}

QColor annotationColor(record::MoveAnnotation a)
{
    switch (a) {
    case record::MoveAnnotation::Tesuji: return QColor(20, 150, 60);
    case record::MoveAnnotation::Bad: return QColor(210, 40, 40);
    case record::MoveAnnotation::Interesting: return QColor(40, 100, 220);
    case record::MoveAnnotation::Doubtful: return QColor(225, 130, 20);
    case record::MoveAnnotation::None: break;
    }
    return {};
}

} // namespace irodori::ui
