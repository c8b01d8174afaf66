#include "boardmarks.h"

#include "boardview.h"

#include <QAction>
#include <QMenu>
#include <QSettings>

namespace irodori::ui {

namespace {

const QString kCoordinatesKey = QStringLiteral("view/coordinates");
const QString kLastMoveKey = QStringLiteral("view/lastMove");
const QString kKoKey = QStringLiteral("view/koPoint");
const QString kNextMoveKey = QStringLiteral("view/nextMove");
const QString kPaperKey = QStringLiteral("view/paperBoard");

QAction* makeSwitch(QObject* parent, const QString& text, const QKeySequence& keys, const QString& tip, bool on)
{
    auto* a = new QAction(text, parent);
    a->setCheckable(true);
    a->setChecked(on);
    a->setShortcut(keys);
    a->setShortcutContext(Qt::WindowShortcut);
    a->setStatusTip(tip);
    return a;
}

} // namespace

BoardMarks::BoardMarks(BoardView* board, QObject* parent)
    : QObject(parent)
    , board_(board)
{
    const BoardPainter::Options o = board_->painter().options();
    coordinates_ = makeSwitch(this, tr("&Coordinates"), QKeySequence(tr("Ctrl+Shift+C")),
                              tr("Letters and numbers around the board (A–T without I, 1 at the bottom)"),
                              o.coordinates);
    coordinates_->setObjectName(QStringLiteral("view-coordinates"));
    lastMove_ = makeSwitch(this, tr("&Last Move"), QKeySequence(tr("Ctrl+Shift+L")),
                           tr("A ring on the stone played last"), o.lastMoveMarker);
    lastMove_->setObjectName(QStringLiteral("view-lastmove"));
    ko_ = makeSwitch(this, tr("&Ko Point"), QKeySequence(tr("Ctrl+Shift+K")),
                     tr("A square on the point the ko forbids retaking at once"), o.koMarker);
    ko_->setObjectName(QStringLiteral("view-ko"));
    nextMove_ = makeSwitch(this, tr("&Next Move"), QKeySequence(tr("Ctrl+Shift+M")),
                           tr("The record's next move as a faint stone, where no variation letters show it"), false);
    nextMove_->setObjectName(QStringLiteral("view-nextmove"));
    paper_ = makeSwitch(this, tr("Plain &Paper Board"), QKeySequence(),
                        tr("A white board without wood or shadows, as a printed diagram"), o.paper);
    paper_->setObjectName(QStringLiteral("view-paper"));
    for (QAction* a : {coordinates_, lastMove_, ko_, nextMove_, paper_})
        connect(a, &QAction::toggled, this, [this] {
            apply();
            save();
        });
}

void BoardMarks::fillViewMenu(QMenu* menu) const
{
    menu->addSeparator();
    menu->addAction(coordinates_);
    menu->addAction(lastMove_);
    menu->addAction(ko_);
    menu->addAction(nextMove_);
    menu->addAction(paper_);
}

void BoardMarks::remember()
{
    const QSettings settings;
    coordinates_->setChecked(settings.value(kCoordinatesKey, coordinates_->isChecked()).toBool());
    lastMove_->setChecked(settings.value(kLastMoveKey, lastMove_->isChecked()).toBool());
    ko_->setChecked(settings.value(kKoKey, ko_->isChecked()).toBool());
    nextMove_->setChecked(settings.value(kNextMoveKey, nextMove_->isChecked()).toBool());
    paper_->setChecked(settings.value(kPaperKey, paper_->isChecked()).toBool());
    apply();
    remembering_ = true;
}

void BoardMarks::apply()
{
    BoardPainter::Options o = board_->painter().options();
    o.coordinates = coordinates_->isChecked();
    o.lastMoveMarker = lastMove_->isChecked();
    o.koMarker = ko_->isChecked();
    o.paper = paper_->isChecked();
    board_->painter().setOptions(o);
    board_->update();
}

void BoardMarks::save() const
{
    if (!remembering_)
        return;
    QSettings settings;
    settings.setValue(kCoordinatesKey, coordinates_->isChecked());
    settings.setValue(kLastMoveKey, lastMove_->isChecked());
    settings.setValue(kKoKey, ko_->isChecked());
    settings.setValue(kNextMoveKey, nextMove_->isChecked());
    settings.setValue(kPaperKey, paper_->isChecked());
}

} // namespace irodori::ui
