// LayersDock: the panel that switches the study layers on and off, one
// check box per layer with its legend beneath it (shown while the layer is
// on), the choice of potential model and the safety tint. The same
// switches are QActions with shortcuts, for the View menu.
#pragma once

#include <QDockWidget>
#include <QList>

class QAction;
class QActionGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QMenu;
class QVBoxLayout;

namespace irodori::ui {

class AnalysisLayer;
class LayerSet;

class LayersDock : public QDockWidget {
    Q_OBJECT

public:
    explicit LayersDock(LayerSet& layers, QWidget* parent = nullptr);

    // One checkable action per layer, in the order of LayerSet::layers(),
    // with the shortcuts Ctrl+1 .. Ctrl+9.
    const QList<QAction*>& layerActions() const { return layerActions_; }
    QAction* actionFor(const QString& id) const;
    QAction* ayaModelAction() const { return aya_; }
    QAction* chargeModelAction() const { return charge_; }
    QAction* tintAction() const { return tint_; }
    QCheckBox* checkBoxFor(const QString& id) const;
    QComboBox* modelBox() const { return modelBox_; }
    // The legend rows shown for a layer (its swatch and text widgets).
    QWidget* legendFor(const QString& id) const;

    // The width the panel needs to show its switches whole.
    int neededWidth() const;

    // The layer switches, then a submenu for the potential model and the tint.
    void fillMenu(QMenu* menu) const;
    // Brings the switches in line with the layers (after --layers).
    void syncFromLayers();
    // The layers read Go: for a Renju or gomoku record the switches are
    // off limits (greyed, their state kept for the next Go record).
    void setGoRecord(bool go);
    // A line under the switches: what the engine is doing.
    void setStatusText(const QString& text);
    QString statusText() const;

signals:
    // A layer or an option changed: the board must be repainted.
    void layersChanged();

private:
    void build();
    void rebuildLegend(int index);
    void setModel(bool charge);

    LayerSet& layers_;
    QList<QAction*> layerActions_;
    QList<QCheckBox*> boxes_;
    QList<QWidget*> legends_;
    QActionGroup* modelGroup_ = nullptr;
    QAction* aya_ = nullptr;
    QAction* charge_ = nullptr;
    QAction* tint_ = nullptr;
    QComboBox* modelBox_ = nullptr;
    QCheckBox* tintBox_ = nullptr;
    QLabel* status_ = nullptr;
    QMenu* modelMenu_ = nullptr;
};

} // namespace irodori::ui
