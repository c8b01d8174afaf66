#include "layersdock.h"

#include "layerset.h"

#include <algorithm>

#include <QAction>
#include <QActionGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QPixmap>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QVBoxLayout>

namespace irodori::ui {

namespace {

constexpr int kSwatch = 22;

QPixmap swatchPixmap(const LegendEntry& entry, qreal dpr)
{
    QPixmap pm(QSize(kSwatch, kSwatch) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    if (entry.swatch) {
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        entry.swatch(p, QRectF(0, 0, kSwatch, kSwatch));
    }
    return pm;
}

} // namespace

LayersDock::LayersDock(LayerSet& layers, QWidget* parent)
    : QDockWidget(tr("Layers"), parent)
    , layers_(layers)
{
    setObjectName(QStringLiteral("layersDock"));
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetFloatable);
    build();
}

void LayersDock::build()
{
    auto* content = new QWidget;
    auto* column = new QVBoxLayout(content);
    column->setContentsMargins(6, 6, 6, 6);
    column->setSpacing(2);

    const auto& list = layers_.layers();
    for (int i = 0; i < static_cast<int>(list.size()); ++i) {
        AnalysisLayer* layer = list[static_cast<std::size_t>(i)];
        auto* action = new QAction(layer->title(), this);
        action->setObjectName(QStringLiteral("layer-") + layer->id());
        action->setCheckable(true);
        action->setChecked(layer->isEnabled());
        if (i < 9)
            action->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + i)));
        action->setShortcutContext(Qt::WindowShortcut);
        layerActions_ << action;

        auto* box = new QCheckBox(layer->title(), content);
        box->setObjectName(QStringLiteral("check-") + layer->id());
        box->setChecked(layer->isEnabled());
        const QString keys = action->shortcut().toString(QKeySequence::NativeText);
        if (!keys.isEmpty())
            box->setToolTip(tr("Show or hide this layer (%1)").arg(keys));
        boxes_ << box;
        column->addWidget(box);

        auto* legend = new QWidget(content);
        legend->setObjectName(QStringLiteral("legend-") + layer->id());
        auto* grid = new QGridLayout(legend);
        grid->setContentsMargins(24, 0, 0, 6);
        grid->setHorizontalSpacing(6);
        grid->setVerticalSpacing(2);
        legends_ << legend;
        column->addWidget(legend);

        // The model switch and the tint belong to their layers' legends.
        if (layer == &layers_.potential()) {
            modelGroup_ = new QActionGroup(this);
            aya_ = new QAction(PotentialLayer::modelName(PotentialLayer::Model::Aya), modelGroup_);
            charge_ = new QAction(PotentialLayer::modelName(PotentialLayer::Model::Charge), modelGroup_);
            for (QAction* a : {aya_, charge_})
                a->setCheckable(true);
            aya_->setChecked(layers_.potential().model() == PotentialLayer::Model::Aya);
            charge_->setChecked(!aya_->isChecked());
            charge_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_4));
            aya_->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_4));
            modelBox_ = new QComboBox(content);
            modelBox_->setObjectName(QStringLiteral("potentialModel"));
            modelBox_->addItem(aya_->text());
            modelBox_->addItem(charge_->text());
            modelBox_->setCurrentIndex(charge_->isChecked() ? 1 : 0);
            modelBox_->setToolTip(tr("Which model computes the potential map"));
            connect(modelBox_, &QComboBox::currentIndexChanged, this, [this](int index) { setModel(index == 1); });
            connect(aya_, &QAction::triggered, this, [this] { setModel(false); });
            connect(charge_, &QAction::triggered, this, [this] { setModel(true); });
        }
        if (layer == &layers_.safety()) {
            tint_ = new QAction(tr("Tint Stones by Safety"), this);
            tint_->setCheckable(true);
            tint_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_5));
            tintBox_ = new QCheckBox(tr("Tint the stones too"), content);
            tintBox_->setObjectName(QStringLiteral("safetyTint"));
            connect(tint_, &QAction::toggled, tintBox_, &QCheckBox::setChecked);
            connect(tintBox_, &QCheckBox::toggled, tint_, &QAction::setChecked);
            connect(tint_, &QAction::toggled, this, [this](bool on) {
                layers_.safety().setTint(on);
                emit layersChanged();
            });
        }
        rebuildLegend(i);
        legend->setVisible(layer->isEnabled());

        connect(action, &QAction::toggled, box, &QCheckBox::setChecked);
        connect(box, &QCheckBox::toggled, action, &QAction::setChecked);
        connect(action, &QAction::toggled, this, [this, layer, legend](bool on) {
            layer->setEnabled(on);
            legend->setVisible(on);
            emit layersChanged();
        });
    }
    column->addStretch(1);

    status_ = new QLabel(content);
    status_->setObjectName(QStringLiteral("engineStatus"));
    status_->setWordWrap(true);
    status_->setStyleSheet(QStringLiteral("color: palette(mid);"));
    column->addWidget(status_);

    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    setWidget(scroll);
}

void LayersDock::rebuildLegend(int index)
{
    QWidget* legend = legends_.value(index);
    if (!legend)
        return;
    auto* grid = static_cast<QGridLayout*>(legend->layout());
    // Options stay; only the swatches and texts are replaced.
    while (QLayoutItem* item = grid->takeAt(0)) {
        if (QWidget* w = item->widget(); w && w != modelBox_ && w != tintBox_)
            delete w;
        delete item;
    }
    AnalysisLayer* layer = layers_.layers()[static_cast<std::size_t>(index)];
    int row = 0;
    const qreal dpr = devicePixelRatioF();
    for (const LegendEntry& entry : layer->legend()) {
        if (!entry.swatch)
            continue; // a line of text only (the model name) is said by the combo box
        auto* swatch = new QLabel(legend);
        swatch->setPixmap(swatchPixmap(entry, dpr));
        swatch->setFixedSize(kSwatch, kSwatch);
        auto* text = new QLabel(entry.text, legend);
        text->setWordWrap(true);
        grid->addWidget(swatch, row, 0, Qt::AlignTop);
        grid->addWidget(text, row, 1);
        ++row;
    }
    if (layer == &layers_.potential() && modelBox_)
        grid->addWidget(modelBox_, row++, 0, 1, 2);
    if (layer == &layers_.safety() && tintBox_)
        grid->addWidget(tintBox_, row++, 0, 1, 2);
    grid->setColumnStretch(1, 1);
}

void LayersDock::setModel(bool charge)
{
    const auto model = charge ? PotentialLayer::Model::Charge : PotentialLayer::Model::Aya;
    (charge ? charge_ : aya_)->setChecked(true);
    if (modelBox_->currentIndex() != (charge ? 1 : 0))
        modelBox_->setCurrentIndex(charge ? 1 : 0);
    if (layers_.potential().model() == model)
        return;
    layers_.potential().setModel(model);
    emit layersChanged();
}

QAction* LayersDock::actionFor(const QString& id) const
{
    const auto& list = layers_.layers();
    for (int i = 0; i < static_cast<int>(list.size()); ++i)
        if (list[static_cast<std::size_t>(i)]->id() == id)
            return layerActions_.value(i);
    return nullptr;
}

QCheckBox* LayersDock::checkBoxFor(const QString& id) const
{
    const auto& list = layers_.layers();
    for (int i = 0; i < static_cast<int>(list.size()); ++i)
        if (list[static_cast<std::size_t>(i)]->id() == id)
            return boxes_.value(i);
    return nullptr;
}

QWidget* LayersDock::legendFor(const QString& id) const
{
    const auto& list = layers_.layers();
    for (int i = 0; i < static_cast<int>(list.size()); ++i)
        if (list[static_cast<std::size_t>(i)]->id() == id)
            return legends_.value(i);
    return nullptr;
}

void LayersDock::fillMenu(QMenu* menu) const
{
    for (QAction* a : layerActions_)
        menu->addAction(a);
    QMenu* model = menu->addMenu(tr("Potential &Model"));
    model->addAction(aya_);
    model->addAction(charge_);
    menu->addAction(tint_);
}

void LayersDock::syncFromLayers()
{
    const auto& list = layers_.layers();
    for (int i = 0; i < static_cast<int>(list.size()); ++i)
        layerActions_[i]->setChecked(list[static_cast<std::size_t>(i)]->isEnabled());
    tint_->setChecked(layers_.safety().tint());
    setModel(layers_.potential().model() == PotentialLayer::Model::Charge);
}

int LayersDock::neededWidth() const
{
    const auto* scroll = qobject_cast<const QScrollArea*>(widget());
    if (!scroll || !scroll->widget())
        return sizeHint().width();
    // The widest switch (the legends and the status wrap), the content's
    // margins, the scroll bar beside it when it is taller than the panel,
    // and the dock's own frame.
    int widest = 0;
    for (const QCheckBox* box : boxes_)
        widest = std::max(widest, box->sizeHint().width());
    const QMargins m = scroll->widget()->layout()->contentsMargins();
    const int bar = scroll->verticalScrollBar()->sizeHint().width();
    return widest + m.left() + m.right() + bar + 2 * style()->pixelMetric(QStyle::PM_DockWidgetFrameWidth, nullptr, this);
}

void LayersDock::setGoRecord(bool go)
{
    for (QAction* a : layerActions_)
        a->setEnabled(go);
    for (QCheckBox* box : boxes_)
        box->setEnabled(go);
    for (QWidget* w : {static_cast<QWidget*>(modelBox_), static_cast<QWidget*>(tintBox_)})
        if (w)
            w->setEnabled(go);
    for (QAction* a : {aya_, charge_, tint_})
        if (a)
            a->setEnabled(go);
}

void LayersDock::setStatusText(const QString& text)
{
    status_->setText(text);
}

QString LayersDock::statusText() const
{
    return status_->text();
}

} // namespace irodori::ui
