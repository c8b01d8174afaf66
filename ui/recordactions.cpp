#include "recordactions.h"

#include "gamedocument.h"

#include <QAction>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QActionGroup>
#include <QSettings>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QWidget>

#include <algorithm>
#include <utility>

namespace irodori::ui {

namespace {

QAction* makeAction(QObject* parent, const QIcon& icon, const QString& text, const QKeySequence& key,
                    const QString& tip)
{
    auto* a = new QAction(icon, text, parent);
    a->setShortcut(key);
    a->setStatusTip(tip);
    // The arrows move through the record wherever the focus is, except in
    // a text field, which keeps them for its cursor.
    a->setShortcutContext(Qt::WindowShortcut);
    return a;
}

} // namespace

RecordActions::RecordActions(GameDocument* document, QWidget* window)
    : QObject(window), document_(document), window_(window)
{
    QStyle* s = window->style();
    back_ = makeAction(this, s->standardIcon(QStyle::SP_MediaSeekBackward), tr("&Back"), Qt::Key_Left,
                       tr("One move back"));
    forward_ = makeAction(this, s->standardIcon(QStyle::SP_MediaSeekForward), tr("&Forward"), Qt::Key_Right,
                          tr("One move forward"));
    back10_ = makeAction(this, QIcon(), tr("Back %1 Moves").arg(kJump), Qt::Key_PageUp, tr("%1 moves back").arg(kJump));
    forward10_ = makeAction(this, QIcon(), tr("Forward %1 Moves").arg(kJump), Qt::Key_PageDown,
                            tr("%1 moves forward").arg(kJump));
    start_ = makeAction(this, s->standardIcon(QStyle::SP_MediaSkipBackward), tr("&Start"), Qt::Key_Home,
                        tr("To the start of the game"));
    end_ = makeAction(this, s->standardIcon(QStyle::SP_MediaSkipForward), tr("&End"), Qt::Key_End,
                      tr("To the end of this line"));
    previousVariation_ = makeAction(this, s->standardIcon(QStyle::SP_ArrowUp), tr("&Previous Variation"), Qt::Key_Up,
                                    tr("To the previous variation at the last branch"));
    nextVariation_ = makeAction(this, s->standardIcon(QStyle::SP_ArrowDown), tr("&Next Variation"), Qt::Key_Down,
                                tr("To the next variation at the last branch"));
    nextComment_ = makeAction(this, QIcon(), tr("Next &Comment"), QKeySequence(tr("Ctrl+Shift+Down")),
                              tr("Forward to the next move with a comment on this line"));
    previousComment_ = makeAction(this, QIcon(), tr("Previous Co&mment"), QKeySequence(tr("Ctrl+Shift+Up")),
                                  tr("Back to the previous move with a comment"));
    nextFork_ = makeAction(this, QIcon(), tr("Next &Branch Point"), QKeySequence(tr("Shift+PgDown")),
                           tr("Forward to the next move after which the record has variations"));
    previousFork_ = makeAction(this, QIcon(), tr("Previous B&ranch Point"), QKeySequence(tr("Shift+PgUp")),
                               tr("Back to the previous move after which the record has variations"));
    connect(nextComment_, &QAction::triggered, document_, &GameDocument::toNextComment);
    connect(previousComment_, &QAction::triggered, document_, &GameDocument::toPreviousComment);
    connect(nextFork_, &QAction::triggered, document_, &GameDocument::toNextFork);
    connect(previousFork_, &QAction::triggered, document_, &GameDocument::toPreviousFork);
    find_ = makeAction(this, QIcon(), tr("&Find in Comments…"), QKeySequence::Find,
                       tr("Go to the next move whose comment or name holds a text"));
    findNext_ = makeAction(this, QIcon(), tr("Find Ne&xt"), QKeySequence(tr("F3")),
                           tr("Go to the next move that holds the text sought last"));
    connect(find_, &QAction::triggered, this, [this] {
        bool ok = false;
        const QString text = QInputDialog::getText(window_, tr("Find in Comments"), tr("Text:"), QLineEdit::Normal,
                                                   lastFind_, &ok);
        if (ok)
            find(text);
    });
    connect(findNext_, &QAction::triggered, this, [this] {
        if (lastFind_.isEmpty())
            find_->trigger();
        else
            find(lastFind_);
    });
    goToMove_ = makeAction(this, QIcon(), tr("&Go to Move…"), QKeySequence(tr("Ctrl+G")),
                           tr("Jump to a move number on this line"));

    deleteNode_ = makeAction(this, QIcon(), tr("&Delete Move and What Follows"), QKeySequence::Delete,
                             tr("Delete this move and every move after it"));
    deleteVariation_ = makeAction(this, QIcon(), tr("Delete &Variation"), QKeySequence(tr("Shift+Del")),
                                  tr("Delete the whole variation this move belongs to"));
    mainLine_ = makeAction(this, QIcon(), tr("Make &Main Line"), QKeySequence(),
                           tr("Make the line through this move the main line of the game"));
    variationUp_ = makeAction(this, QIcon(), tr("Move Var&iation Up"), QKeySequence(),
                              tr("Put the variation this move is in before the one above it"));
    variationDown_ = makeAction(this, QIcon(), tr("Move Variation Do&wn"), QKeySequence(),
                                tr("Put the variation this move is in after the one below it"));
    connect(variationUp_, &QAction::triggered, document_, [this] { document_->moveVariation(-1); });
    connect(variationDown_, &QAction::triggered, document_, [this] { document_->moveVariation(1); });

    // The whole record turned: another corner, or the other player's view.
    transformMenu_ = new QMenu(tr("&Transform Board"), window);
    const std::array<std::pair<QString, QString>, 5> transforms = {{
        {tr("Flip &Horizontally"), tr("Exchange the left and the right side of the board in the whole record")},
        {tr("Flip &Vertically"), tr("Exchange the top and the bottom of the board in the whole record")},
        {tr("Rotate &Clockwise"), tr("Turn the board a quarter to the right in the whole record")},
        {tr("Rotate &Anticlockwise"), tr("Turn the board a quarter to the left in the whole record")},
        {tr("&Swap Colours"), tr("Black becomes White and White Black: moves, stones, players and result")},
    }};
    for (std::size_t i = 0; i < transforms.size(); ++i) {
        transform_[i] = makeAction(this, QIcon(), transforms[i].first, QKeySequence(), transforms[i].second);
        transformMenu_->addAction(transform_[i]);
        if (i == 1 || i == 3)
            transformMenu_->addSeparator();
        connect(transform_[i], &QAction::triggered, document_,
                [this, i] { document_->transformBoard(static_cast<record::BoardTransform>(i)); });
    }

    // What the move is worth, as annotators mark it beside the move.
    annotationMenu_ = new QMenu(tr("&Annotation"), window);
    auto* annotations = new QActionGroup(this);
    const std::array<std::pair<record::MoveAnnotation, QString>, 5> kinds = {{
        {record::MoveAnnotation::None, tr("&No Annotation")},
        {record::MoveAnnotation::Tesuji, tr("&Good Move (!)")},
        {record::MoveAnnotation::Bad, tr("&Bad Move (?)")},
        {record::MoveAnnotation::Interesting, tr("&Interesting Move (!?)")},
        {record::MoveAnnotation::Doubtful, tr("&Doubtful Move (?!)")},
    }};
    for (const auto& [kind, text] : kinds) {
        QAction* a = makeAction(this, QIcon(), text, QKeySequence(),
                                tr("Annotate the move shown; the record keeps it (SGF TE, BM, IT, DO)"));
        a->setCheckable(true);
        annotations->addAction(a);
        annotationMenu_->addAction(a);
        if (kind == record::MoveAnnotation::None)
            annotationMenu_->addSeparator();
        annotation_[static_cast<std::size_t>(kind)] = a;
        // A copy: Clang before 16 captures no structured binding.
        const record::MoveAnnotation chosen = kind;
        connect(a, &QAction::triggered, document_, [this, chosen] { document_->setMoveAnnotation(chosen); });
    }
    // What the position is worth, after this node.
    annotationMenu_->addSeparator();
    auto* positions = new QActionGroup(this);
    const std::array<std::pair<record::PositionAnnotation, QString>, 5> judgements = {{
        {record::PositionAnnotation::None, tr("No &Judgement of the Position")},
        {record::PositionAnnotation::GoodForBlack, tr("Good for Blac&k")},
        {record::PositionAnnotation::GoodForWhite, tr("Good for &White")},
        {record::PositionAnnotation::Even, tr("&Even Position")},
        {record::PositionAnnotation::Unclear, tr("&Unclear Position")},
    }};
    for (const auto& [kind, text] : judgements) {
        QAction* a = makeAction(this, QIcon(), text, QKeySequence(),
                                tr("Judge the position shown; the record keeps it (SGF GB, GW, DM, UC)"));
        a->setCheckable(true);
        positions->addAction(a);
        annotationMenu_->addAction(a);
        position_[static_cast<std::size_t>(kind)] = a;
        const record::PositionAnnotation chosen = kind;
        connect(a, &QAction::triggered, document_, [this, chosen] { document_->setPositionAnnotation(chosen); });
    }
    annotationMenu_->addSeparator();
    hotspot_ = makeAction(this, QIcon(), tr("&Hotspot"), QKeySequence(),
                          tr("Mark the node as one worth a look (SGF HO): a red diamond in the game tree"));
    hotspot_->setCheckable(true);
    annotationMenu_->addAction(hotspot_);
    connect(hotspot_, &QAction::triggered, document_, [this](bool on) { document_->setHotspot(on); });

    // Ctrl+Z steps back a move (Game → Undo Move), as in a game; taking
    // back an edit of the record has a key of its own.
    undoEdit_ = makeAction(this, QIcon(), tr("&Undo Edit"), QKeySequence(tr("Ctrl+Alt+Z")),
                           tr("Take back the last change to the record"));
    redoEdit_ = makeAction(this, QIcon(), tr("&Redo Edit"), QKeySequence::Redo,
                           tr("Make the change taken back again"));
    connect(undoEdit_, &QAction::triggered, document_, &GameDocument::undo);
    connect(redoEdit_, &QAction::triggered, document_, &GameDocument::redo);
    connect(document_, &GameDocument::undoChanged, this, &RecordActions::update);

    autoReplay_ = makeAction(this, QIcon(), tr("&Auto Replay"), QKeySequence(tr("Ctrl+Shift+A")),
                             tr("Step through the moves by themselves; any other move through the record stops it"));
    autoReplay_->setCheckable(true);
    replayTimer_ = new QTimer(this);
    connect(replayTimer_, &QTimer::timeout, this, &RecordActions::replayStep);
    connect(autoReplay_, &QAction::toggled, this, [this](bool on) {
        if (on && !document_->canGoForward()) {
            autoReplay_->setChecked(false);
            return;
        }
        if (on)
            replayTimer_->start(intervalMs_);
        else
            replayTimer_->stop();
    });
    // Any other move through the record, or another record, ends the replay.
    auto interrupt = [this] {
        if (!replaying_ && autoReplay_->isChecked())
            autoReplay_->setChecked(false);
    };
    connect(document_, &GameDocument::currentChanged, this, interrupt);
    connect(document_, &GameDocument::fileChanged, this, interrupt);
    speedMenu_ = new QMenu(tr("Replay &Speed"), window_);
    auto* speeds = new QActionGroup(this);
    intervalMs_ = std::clamp(QSettings().value(QStringLiteral("replay/intervalMs"), 2000).toInt(), 100, 60000);
    for (int seconds : {1, 2, 3, 5, 10}) {
        QAction* a = speedMenu_->addAction(tr("A Move Every %n Second(s)", nullptr, seconds));
        a->setCheckable(true);
        a->setChecked(seconds * 1000 == intervalMs_);
        speeds->addAction(a);
        connect(a, &QAction::triggered, this, [this, seconds] {
            setReplayIntervalMs(seconds * 1000);
            QSettings().setValue(QStringLiteral("replay/intervalMs"), intervalMs_);
        });
    }

    connect(back_, &QAction::triggered, document_, [this] { document_->back(); });
    connect(forward_, &QAction::triggered, document_, [this] { document_->forward(); });
    connect(back10_, &QAction::triggered, document_, [this] { document_->back(kJump); });
    connect(forward10_, &QAction::triggered, document_, [this] { document_->forward(kJump); });
    connect(start_, &QAction::triggered, document_, &GameDocument::toStart);
    connect(end_, &QAction::triggered, document_, &GameDocument::toEnd);
    connect(previousVariation_, &QAction::triggered, document_, &GameDocument::previousVariation);
    connect(nextVariation_, &QAction::triggered, document_, &GameDocument::nextVariation);
    connect(goToMove_, &QAction::triggered, this, &RecordActions::askMoveNumber);
    connect(deleteNode_, &QAction::triggered, document_, &GameDocument::deleteCurrentNode);
    connect(deleteVariation_, &QAction::triggered, document_, &GameDocument::deleteCurrentVariation);
    connect(mainLine_, &QAction::triggered, document_, &GameDocument::makeMainLine);

    connect(document_, &GameDocument::currentChanged, this, &RecordActions::update);
    connect(document_, &GameDocument::treeChanged, this, &RecordActions::update);
    update();
}

void RecordActions::setReplayIntervalMs(int ms)
{
    intervalMs_ = std::max(1, ms);
    if (replayTimer_->isActive())
        replayTimer_->start(intervalMs_);
}

void RecordActions::replayStep()
{
    replaying_ = true;
    const bool moved = document_->forward();
    replaying_ = false;
    if (!moved || !document_->canGoForward())
        autoReplay_->setChecked(false);
}

void RecordActions::fillGoMenu(QMenu* menu) const
{
    menu->addAction(back_);
    menu->addAction(forward_);
    menu->addAction(back10_);
    menu->addAction(forward10_);
    menu->addSeparator();
    menu->addAction(start_);
    menu->addAction(end_);
    menu->addAction(goToMove_);
    menu->addSeparator();
    menu->addAction(previousVariation_);
    menu->addAction(nextVariation_);
    menu->addAction(previousFork_);
    menu->addAction(nextFork_);
    menu->addSeparator();
    menu->addAction(previousComment_);
    menu->addAction(nextComment_);
    menu->addAction(find_);
    menu->addAction(findNext_);
    menu->addSeparator();
    menu->addAction(autoReplay_);
    menu->addMenu(speedMenu_);
}

void RecordActions::fillEditMenu(QMenu* menu) const
{
    menu->addAction(undoEdit_);
    menu->addAction(redoEdit_);
    menu->addSeparator();
    menu->addAction(deleteNode_);
    menu->addAction(deleteVariation_);
    menu->addAction(mainLine_);
    menu->addAction(variationUp_);
    menu->addAction(variationDown_);
    menu->addMenu(annotationMenu_);
    menu->addMenu(transformMenu_);
}

void RecordActions::fillToolBar(QToolBar* bar) const
{
    bar->addAction(start_);
    bar->addAction(back_);
    bar->addAction(forward_);
    bar->addAction(end_);
    bar->addAction(previousVariation_);
    bar->addAction(nextVariation_);
}

void RecordActions::setEditingAllowed(bool allowed)
{
    editingAllowed_ = allowed;
    update();
}

void RecordActions::setUndoAllowed(bool allowed)
{
    undoAllowed_ = allowed;
    update();
}

void RecordActions::update()
{
    const bool back = document_->canGoBack();
    const bool forward = document_->canGoForward();
    back_->setEnabled(back);
    back10_->setEnabled(back);
    start_->setEnabled(back);
    forward_->setEnabled(forward);
    forward10_->setEnabled(forward);
    end_->setEnabled(forward);
    const bool variations = document_->hasVariations();
    previousVariation_->setEnabled(variations);
    nextVariation_->setEnabled(variations);
    deleteNode_->setEnabled(editingAllowed_ && back);
    deleteVariation_->setEnabled(editingAllowed_ && document_->canDeleteVariation());
    mainLine_->setEnabled(editingAllowed_ && !document_->isOnMainLine());
    variationUp_->setEnabled(editingAllowed_ && document_->canMoveVariation(-1));
    variationDown_->setEnabled(editingAllowed_ && document_->canMoveVariation(1));
    const bool onMove = document_->current()->has("B") || document_->current()->has("W");
    annotationMenu_->setEnabled(editingAllowed_);
    const record::MoveAnnotation now = document_->moveAnnotation();
    for (std::size_t i = 0; i < annotation_.size(); ++i) {
        annotation_[i]->setEnabled(editingAllowed_ && onMove);
        annotation_[i]->setChecked(static_cast<std::size_t>(now) == i);
    }
    const record::PositionAnnotation judged = document_->positionAnnotation();
    for (std::size_t i = 0; i < position_.size(); ++i) {
        position_[i]->setEnabled(editingAllowed_);
        position_[i]->setChecked(static_cast<std::size_t>(judged) == i);
    }
    hotspot_->setEnabled(editingAllowed_);
    hotspot_->setChecked(document_->isHotspot());
    // Turning the record is an edit of it as a whole: not during a game.
    const bool transform = editingAllowed_ && undoAllowed_;
    transformMenu_->setEnabled(transform);
    for (QAction* a : transform_)
        a->setEnabled(transform);
    const bool undo = undoAllowed_ && document_->canUndo();
    const bool redo = undoAllowed_ && document_->canRedo();
    undoEdit_->setEnabled(undo);
    redoEdit_->setEnabled(redo);
    undoEdit_->setText(undo ? tr("&Undo %1").arg(document_->undoText()) : tr("&Undo Edit"));
    redoEdit_->setText(redo ? tr("&Redo %1").arg(document_->redoText()) : tr("&Redo Edit"));
}

bool RecordActions::find(const QString& text)
{
    if (text.trimmed().isEmpty())
        return false;
    lastFind_ = text.trimmed();
    if (document_->findText(lastFind_))
        return true;
    emit message(tr("No comment or move name holds “%1”.").arg(lastFind_));
    return false;
}

void RecordActions::askMoveNumber()
{
    bool ok = false;
    const int n = QInputDialog::getInt(window_, tr("Go to Move"), tr("Move number:"),
                                       document_->position().moveNumber(), 0, 100000, 1, &ok);
    if (ok)
        document_->goToMove(n);
}

} // namespace irodori::ui
