#include "layerset.h"

namespace irodori::ui {

LayerSet::LayerSet()
{
    layers_ = {&strings_, &links_, &territory_, &potential_, &safety_, &eyes_, &status_, &moves_, &candidates_};
}

void LayerSet::install(BoardPainter& painter) const
{
    // Below the stones: the heat map first, the territory over it.
    painter.addLayer(&potential_);
    painter.addLayer(&territory_);
    // Above: dim the dead first, so marks drawn later stay bright on them.
    painter.addLayer(&status_);
    painter.addLayer(&strings_);
    painter.addLayer(&moves_);
    painter.addLayer(&links_);
    painter.addLayer(&eyes_);
    painter.addLayer(&candidates_);
    painter.addLayer(&safety_);
    painter.addLayer(&highlight_);
}

AnalysisLayer* LayerSet::find(const QString& id) const
{
    for (AnalysisLayer* l : layers_)
        if (l->id() == id)
            return l;
    return nullptr;
}

QStringList LayerSet::ids() const
{
    QStringList out;
    for (const AnalysisLayer* l : layers_)
        out << l->id();
    return out;
}

QStringList LayerSet::enabledIds() const
{
    QStringList out;
    for (const AnalysisLayer* l : layers_)
        if (l->isEnabled())
            out << l->id();
    return out;
}

QStringList LayerSet::enableOnly(const QStringList& ids)
{
    QStringList unknown;
    for (const QString& id : ids)
        if (!find(id.trimmed()))
            unknown << id.trimmed();
    if (!unknown.isEmpty())
        return unknown;
    for (AnalysisLayer* l : layers_)
        l->setEnabled(false);
    for (const QString& id : ids)
        find(id.trimmed())->setEnabled(true);
    return {};
}

void LayerSet::setAnalysis(const AnalysisPtr& analysis)
{
    for (AnalysisLayer* l : layers_)
        l->setAnalysis(analysis);
}

} // namespace irodori::ui
