#include "gamedocument.h"

#include "record/replay.h"
#include "record/semantics.h"

#include <QFileInfo>

#include <algorithm>
#include <utility>

namespace irodori::ui {

namespace {

// The first label a node's marks do not use: A to Z, then 1, 2, 3, ...
std::string freeLabel(const std::vector<record::Mark>& marks)
{
    auto used = [&](const std::string& text) {
        return std::any_of(marks.begin(), marks.end(), [&](const record::Mark& m) {
            return m.kind == record::MarkKind::Label && m.label == text;
        });
    };
    for (char c = 'A'; c <= 'Z'; ++c)
        if (!used(std::string(1, c)))
            return std::string(1, c);
    for (int n = 1;; ++n)
        if (!used(std::to_string(n)))
            return std::to_string(n);
}

int depthOf(const record::Node* n)
{
    int d = 0;
    for (; n->parent(); n = n->parent())
        ++d;
    return d;
}

// Follows the selected children from n for at most steps nodes.
const record::Node* descend(const record::Node* n, int steps)
{
    for (; steps > 0 && n->childCount() > 0; --steps)
        n = n->child(n->selectedChild());
    return n;
}

} // namespace

GameDocument::GameDocument(QObject* parent)
    : QObject(parent)
{
    games_.emplace_back(19);
    cache_.positionAt(tree(), current());
}

GameDocument::~GameDocument() = default;

void GameDocument::resetGames(record::Collection games, int gameIndex)
{
    // The old nodes are freed: the cache must not compare against them.
    cache_.clear();
    forgetEdits();
    games_ = std::move(games);
    if (games_.empty())
        games_.emplace_back(19);
    gameIndex_ = std::clamp(gameIndex, 0, gameCount() - 1);
    tree().toStart();
    emit recordReplaced();
    emit fileChanged();
    emit treeChanged();
    updateCurrent();
}

void GameDocument::newGame(int size)
{
    path_.clear();
    format_.reset();
    encoding_.clear();
    encodingSource_ = record::EncodingSource::Utf8;
    loadWarnings_.clear();
    record::Collection games;
    games.emplace_back(std::clamp(size, kMinBoardSize, kMaxBoardSize));
    resetGames(std::move(games), 0);
    setModified(false);
}

void GameDocument::adoptGame(record::GameTree tree)
{
    path_.clear();
    format_.reset();
    encoding_.clear();
    loadWarnings_.clear();
    record::Collection games;
    games.push_back(std::move(tree));
    // The adopted tree may stand anywhere; keep that node current.
    record::Node* at = games.front().current();
    resetGames(std::move(games), 0);
    this->tree().setCurrent(at);
    updateCurrent();
    setModified(true);
}

void GameDocument::load(record::LoadResult result, const QString& path, int gameIndex)
{
    path_ = path;
    format_ = record::formatFromPath(path.toStdString());
    if (!format_)
        format_ = record::RecordFormat::Sgf;
    encoding_ = QString::fromStdString(result.encoding);
    encodingSource_ = result.encodingSource;
    loadWarnings_ = std::move(result.warnings);
    resetGames(std::move(result.games), gameIndex);
    setModified(false);
}

void GameDocument::markSaved(const QString& path, record::RecordFormat format)
{
    path_ = path;
    format_ = format;
    // What is on disk now was written by us: Shift_JIS IG1, else UTF-8.
    encoding_ = QString::fromLatin1(format == record::RecordFormat::Ig1 ? "Shift_JIS" : "UTF-8");
    encodingSource_ = record::EncodingSource::Declared;
    loadWarnings_.clear();
    setModified(false);
    // The file now holds the game as it is: every other state differs from it.
    for (auto* stack : {&undo_, &redo_})
        for (Snapshot& snapshot : *stack)
            snapshot.modified = true;
    emit fileChanged();
}

QString GameDocument::displayName() const
{
    return path_.isEmpty() ? tr("Untitled") : QFileInfo(path_).fileName();
}

void GameDocument::setModified(bool modified)
{
    if (modified_ == modified)
        return;
    modified_ = modified;
    emit modifiedChanged(modified);
}

void GameDocument::selectGame(int index)
{
    if (index < 0 || index >= gameCount() || index == gameIndex_)
        return;
    cache_.clear();
    forgetEdits();
    gameIndex_ = index;
    tree().toStart();
    emit recordReplaced();
    emit fileChanged();
    emit treeChanged();
    updateCurrent();
}

void GameDocument::updateCurrent()
{
    cache_.positionAt(tree(), current());
    emit currentChanged();
}

QString GameDocument::replayWarning() const
{
    QStringList lines;
    for (const record::Diagnostic& d : cache_.warnings())
        lines << QString::fromStdString(d.text());
    return lines.join(QLatin1Char(' '));
}

int GameDocument::depth() const
{
    return depthOf(current());
}

bool GameDocument::forward(int steps)
{
    const record::Node* target = descend(current(), steps);
    return goTo(target);
}

bool GameDocument::back(int steps)
{
    const record::Node* n = current();
    for (; steps > 0 && n->parent(); --steps)
        n = n->parent();
    if (n == current())
        return false;
    // Going back keeps the line: forward returns the same way.
    tree().setCurrent(const_cast<record::Node*>(n));
    updateCurrent();
    return true;
}

bool GameDocument::toStart()
{
    return back(depth());
}

bool GameDocument::toEnd()
{
    const record::Node* n = current();
    while (n->childCount() > 0)
        n = n->child(n->selectedChild());
    return goTo(n);
}

const record::Node* GameDocument::nearestFork() const
{
    for (const record::Node* n = current(); n->parent(); n = n->parent())
        if (n->parent()->childCount() > 1)
            return n;
    return nullptr;
}

bool GameDocument::hasVariations() const
{
    return nearestFork() != nullptr;
}

bool GameDocument::previousVariation()
{
    const record::Node* fork = nearestFork();
    if (!fork || fork->indexInParent() == 0)
        return false;
    const int below = depth() - depthOf(fork);
    return goTo(descend(fork->parent()->child(fork->indexInParent() - 1), below));
}

bool GameDocument::nextVariation()
{
    const record::Node* fork = nearestFork();
    if (!fork || fork->indexInParent() + 1 >= fork->parent()->childCount())
        return false;
    const int below = depth() - depthOf(fork);
    return goTo(descend(fork->parent()->child(fork->indexInParent() + 1), below));
}

namespace {

bool hasComment(const record::Node& n)
{
    return !record::comment(n).empty();
}

bool isFork(const record::Node& n)
{
    return n.childCount() > 1;
}

// The first node after from along its selected children that passes test.
const record::Node* nextAlongLine(const record::Node* from, bool (*test)(const record::Node&))
{
    for (const record::Node* n = from; n->childCount() > 0;) {
        n = n->child(std::clamp(n->selectedChild(), 0, n->childCount() - 1));
        if (test(*n))
            return n;
    }
    return nullptr;
}

const record::Node* previousAlongLine(const record::Node* from, bool (*test)(const record::Node&))
{
    for (const record::Node* n = from->parent(); n; n = n->parent())
        if (test(*n))
            return n;
    return nullptr;
}

} // namespace

bool GameDocument::toNextComment()
{
    return goTo(nextAlongLine(current(), hasComment));
}

bool GameDocument::toPreviousComment()
{
    return goTo(previousAlongLine(current(), hasComment));
}

bool GameDocument::toNextFork()
{
    return goTo(nextAlongLine(current(), isFork));
}

bool GameDocument::toPreviousFork()
{
    return goTo(previousAlongLine(current(), isFork));
}

bool GameDocument::findText(const QString& text)
{
    const QString needle = text.trimmed();
    if (needle.isEmpty())
        return false;
    const std::vector<const record::Node*> order = record::subtreeInOrder(std::as_const(tree()).root());
    const auto here = std::find(order.begin(), order.end(), current());
    const std::size_t start = here == order.end() ? 0 : static_cast<std::size_t>(here - order.begin());
    for (std::size_t k = 1; k <= order.size(); ++k) {
        const record::Node* n = order[(start + k) % order.size()];
        const QString comment = QString::fromStdString(record::comment(*n));
        const QString name = QString::fromStdString(record::textValue(*n, "N"));
        if (comment.contains(needle, Qt::CaseInsensitive) || name.contains(needle, Qt::CaseInsensitive)) {
            if (n == current())
                return true; // the only one, and here already
            return goTo(n);
        }
    }
    return false;
}

bool GameDocument::goTo(const record::Node* node)
{
    if (!node || node == current())
        return false;
    tree().setCurrent(const_cast<record::Node*>(node));
    updateCurrent();
    return true;
}

bool GameDocument::goToMove(int n)
{
    const int size = boardSize();
    const record::Node* at = &tree().root();
    int moves = record::nodeMove(*at, size) ? 1 : 0;
    while (moves < n && at->childCount() > 0) {
        at = at->child(at->selectedChild());
        if (record::nodeMove(*at, size))
            ++moves;
    }
    if (at == current())
        updateCurrent(); // still tell the views, e.g. after a reload
    else
        goTo(at);
    return moves >= n;
}

void GameDocument::edited()
{
    setModified(true);
    emit treeChanged();
}

void GameDocument::play(const Move& m)
{
    const int size = boardSize();
    const int before = current()->childCount();
    bool follows = false;
    for (int i = 0; i < before && !follows; ++i)
        follows = record::nodeMove(*current()->child(i), size) == m;
    if (!follows)
        remember(Edit::Move);
    record::addMove(tree(), m);
    updateCurrent();
    if (current()->parent()->childCount() != before)
        edited();
}

bool GameDocument::deleteCurrentNode()
{
    record::Node* node = mutableCurrent();
    record::Node* parent = node->parent();
    if (!parent)
        return false;
    remember(Edit::DeleteMove);
    cache_.forgetFrom(static_cast<std::size_t>(depth()));
    tree().setCurrent(parent);
    parent->takeChild(node->indexInParent());
    parent->setSelectedChild(0);
    updateCurrent();
    edited();
    return true;
}

bool GameDocument::canDeleteVariation() const
{
    return nearestFork() != nullptr;
}

bool GameDocument::deleteCurrentVariation()
{
    const record::Node* fork = nearestFork();
    if (!fork)
        return false;
    record::Node* parent = fork->parent();
    remember(Edit::DeleteVariation);
    cache_.forgetFrom(static_cast<std::size_t>(depthOf(fork)));
    tree().setCurrent(parent);
    parent->takeChild(fork->indexInParent());
    parent->setSelectedChild(0);
    updateCurrent();
    edited();
    return true;
}

bool GameDocument::isOnMainLine() const
{
    for (const record::Node* n = current(); n->parent(); n = n->parent())
        if (n->indexInParent() != 0)
            return false;
    return true;
}

bool GameDocument::canMoveVariation(int delta) const
{
    const record::Node* fork = nearestFork();
    if (!fork)
        return false;
    const int to = fork->indexInParent() + delta;
    return to >= 0 && to < fork->parent()->childCount();
}

bool GameDocument::moveVariation(int delta)
{
    if (!canMoveVariation(delta))
        return false;
    remember(Edit::Reorder);
    // Node addresses do not change, so the replay cache stays valid.
    record::Node* fork = const_cast<record::Node*>(nearestFork());
    record::Node* parent = fork->parent();
    const int to = fork->indexInParent() + delta;
    parent->insertChild(to, parent->takeChild(fork->indexInParent()));
    parent->setSelectedChild(to);
    edited();
    emit currentChanged();
    return true;
}

bool GameDocument::makeMainLine()
{
    if (isOnMainLine())
        return false;
    remember(Edit::MainLine);
    // Node addresses do not change, so the replay cache stays valid.
    for (record::Node* n = mutableCurrent(); n->parent(); n = n->parent()) {
        record::Node* parent = n->parent();
        const int i = n->indexInParent();
        if (i != 0)
            parent->insertChild(0, parent->takeChild(i));
        parent->setSelectedChild(0);
    }
    edited();
    emit currentChanged();
    return true;
}

void GameDocument::followMoves(const std::vector<Move>& moves, bool pruneAfter)
{
    const int size = boardSize();
    record::Node* n = &tree().root();
    bool changed = false;
    for (const Move& m : moves) {
        record::Node* next = nullptr;
        for (int i = 0; i < n->childCount() && !next; ++i)
            if (record::nodeMove(*n->child(i), size) == m)
                next = n->child(i);
        if (!next) {
            next = n->addChild();
            record::setNodeMove(*next, m, size);
            changed = true;
        }
        n = next;
    }
    if (pruneAfter && n->childCount() > 0) {
        cache_.forgetFrom(static_cast<std::size_t>(depthOf(n)) + 1);
        tree().setCurrent(n);
        while (n->childCount() > 0)
            n->takeChild(n->childCount() - 1);
        changed = true;
    }
    tree().setCurrent(n);
    updateCurrent();
    if (changed)
        edited();
}

QString GameDocument::comment() const
{
    return QString::fromStdString(record::comment(*current()));
}

void GameDocument::setComment(const QString& text)
{
    if (text == comment())
        return;
    remember(Edit::Comment, current());
    record::setComment(*mutableCurrent(), text.toStdString());
    edited();
}

record::Node* GameDocument::setupNode()
{
    record::Node* node = mutableCurrent();
    if (!node->has("B") && !node->has("W"))
        return node;
    record::Node* child = node->addChild();
    node->setSelectedChild(node->childCount() - 1);
    tree().setCurrent(child);
    return child;
}

void GameDocument::setupEdited(const record::Node* node)
{
    cache_.forgetFrom(static_cast<std::size_t>(depthOf(node)));
    emit positionsEdited(node);
    updateCurrent();
    edited();
}

bool GameDocument::setStone(Point p, Color c)
{
    const int size = boardSize();
    if (position().board().color(p) == c)
        return false;
    remember(Edit::Setup);
    record::Node* node = setupNode();
    // The node's own setup of p goes first; the point is set only where
    // what comes before the node leaves it otherwise.
    record::clearSetupStone(*node, p, size);
    if (record::positionAt(tree(), node).board().color(p) != c)
        record::setSetupStone(*node, p, c, size);
    setupEdited(node);
    return true;
}

bool GameDocument::setSideToMove(Color c)
{
    if (position().toMove() == c)
        return false;
    remember(Edit::SideToMove);
    record::Node* node = setupNode();
    record::setPlayerToMove(*node, std::nullopt);
    if (record::positionAt(tree(), node).toMove() != c)
        record::setPlayerToMove(*node, c);
    setupEdited(node);
    return true;
}

void GameDocument::toggleMark(record::MarkKind kind, Point p)
{
    const int size = boardSize();
    remember(Edit::Mark);
    record::Node& node = *mutableCurrent();
    const std::vector<record::Mark> marks = record::marks(node, size);
    const bool there = std::any_of(marks.begin(), marks.end(), [&](const record::Mark& m) {
        return m.kind == kind && m.point == p && m.to == kNoPoint;
    });
    record::removePointMarks(node, p, size);
    if (!there) {
        record::Mark mark{kind, p, kNoPoint, {}};
        if (kind == record::MarkKind::Label)
            mark.label = freeLabel(marks);
        record::addMark(node, mark, size);
    }
    edited();
}

void GameDocument::transformBoard(record::BoardTransform t)
{
    remember(Edit::Transform);
    record::transform(tree(), t);
    // Every position is another one; the nodes themselves stay.
    cache_.clear();
    emit positionsEdited(nullptr);
    updateCurrent();
    edited();
}

void GameDocument::remember(Edit edit, const record::Node* node)
{
    const bool typing = edit == Edit::Comment || edit == Edit::Name || edit == Edit::GameInfo;
    if (typing && typing_ && !undo_.empty() && undo_.back().edit == edit && undo_.back().node == node) {
        redo_.clear();
        emit undoChanged();
        return; // the same comment, name or game information typed on
    }
    if (grouping_ && groupRemembered_) {
        redo_.clear();
        emit undoChanged();
        return; // one step for the whole group
    }
    groupRemembered_ = grouping_;
    // Enough steps to take back a session's slips, not a record's history;
    // and for a record of many thousand nodes, fewer copies of it.
    constexpr std::size_t kMaxSteps = 100;
    constexpr std::size_t kMaxNodesKept = 500000;
    const std::size_t nodes = tree().nodeCount();
    undo_.push_back({tree().clone(), modified_, edit, node, nodes});
    undoNodes_ += nodes;
    while (undo_.size() > 1 && (undo_.size() > kMaxSteps || undoNodes_ > kMaxNodesKept)) {
        undoNodes_ -= undo_.front().nodes;
        undo_.erase(undo_.begin());
    }
    redo_.clear();
    typing_ = typing;
    emit undoChanged();
}

void GameDocument::beginEditGroup()
{
    grouping_ = true;
    groupRemembered_ = false;
}

void GameDocument::endEditGroup()
{
    grouping_ = false;
    groupRemembered_ = false;
    typing_ = false;
}

void GameDocument::restore(std::vector<Snapshot>& from, std::vector<Snapshot>& to)
{
    Snapshot snapshot = std::move(from.back());
    from.pop_back();
    const std::size_t nodes = tree().nodeCount();
    to.push_back({std::move(tree()), modified_, snapshot.edit, snapshot.node, nodes});
    // undoNodes_ counts what undo_ holds, whichever way the step went.
    if (&from == &undo_)
        undoNodes_ -= snapshot.nodes;
    else
        undoNodes_ += nodes;
    tree() = std::move(snapshot.tree);
    typing_ = false;
    groupRemembered_ = false;
    // Every node is another one now.
    cache_.clear();
    emit positionsEdited(nullptr);
    setModified(snapshot.modified);
    emit treeChanged();
    updateCurrent();
    emit undoChanged();
}

bool GameDocument::undo()
{
    if (undo_.empty())
        return false;
    restore(undo_, redo_);
    return true;
}

bool GameDocument::redo()
{
    if (redo_.empty())
        return false;
    restore(redo_, undo_);
    return true;
}

void GameDocument::forgetEdits()
{
    const bool had = !undo_.empty() || !redo_.empty();
    undo_.clear();
    redo_.clear();
    undoNodes_ = 0;
    typing_ = false;
    if (had)
        emit undoChanged();
}

QString GameDocument::editText(Edit edit)
{
    switch (edit) {
    case Edit::Move:
        return tr("Move");
    case Edit::DeleteMove:
        return tr("Delete Move");
    case Edit::DeleteVariation:
        return tr("Delete Variation");
    case Edit::MainLine:
        return tr("Make Main Line");
    case Edit::Reorder:
        return tr("Move Variation");
    case Edit::Setup:
        return tr("Set Up Stones");
    case Edit::SideToMove:
        return tr("Side to Move");
    case Edit::Mark:
        return tr("Mark");
    case Edit::Comment:
        return tr("Comment");
    case Edit::Name:
        return tr("Move Name");
    case Edit::Annotation:
        return tr("Move Annotation");
    case Edit::GameInfo:
        return tr("Game Information");
    case Edit::Transform:
        return tr("Transform Board");
    case Edit::Opening:
        return tr("Opening Decision");
    }
    return {};
}

QString GameDocument::undoText() const
{
    return undo_.empty() ? QString() : editText(undo_.back().edit);
}

QString GameDocument::redoText() const
{
    return redo_.empty() ? QString() : editText(redo_.back().edit);
}

void GameDocument::toggleLineMark(record::MarkKind kind, Point from, Point to)
{
    const int size = boardSize();
    remember(Edit::Mark);
    record::Node& node = *mutableCurrent();
    if (!record::removeLineMark(node, kind, from, to, size))
        record::addMark(node, {kind, from, to, {}}, size);
    edited();
}

QString GameDocument::nodeName() const
{
    return QString::fromStdString(record::textValue(*current(), "N"));
}

record::MoveAnnotation GameDocument::moveAnnotation() const
{
    return record::moveAnnotation(*current());
}

bool GameDocument::setMoveAnnotation(record::MoveAnnotation annotation)
{
    return annotateMove(current(), annotation, {});
}

bool GameDocument::annotateMove(const record::Node* node, record::MoveAnnotation annotation, const QString& note)
{
    if (!node || (!node->has("B") && !node->has("W")))
        return false;
    if (annotation == record::moveAnnotation(*node) && note.isEmpty())
        return false;
    remember(Edit::Annotation, node);
    // A node of this game: the tree is the document's own.
    auto* n = const_cast<record::Node*>(node);
    record::setMoveAnnotation(*n, annotation);
    if (!note.isEmpty()) {
        const std::string was = record::comment(*n);
        record::setComment(*n, was.empty() ? note.toStdString() : was + "\n" + note.toStdString());
    }
    edited();
    return true;
}

record::PositionAnnotation GameDocument::positionAnnotation() const
{
    return record::positionAnnotation(*current());
}

bool GameDocument::setPositionAnnotation(record::PositionAnnotation annotation)
{
    if (annotation == positionAnnotation())
        return false;
    remember(Edit::Annotation, current());
    record::setPositionAnnotation(*mutableCurrent(), annotation);
    edited();
    return true;
}

bool GameDocument::isHotspot() const
{
    return record::isHotspot(*current());
}

bool GameDocument::setHotspot(bool on)
{
    if (on == isHotspot())
        return false;
    remember(Edit::Annotation, current());
    record::setHotspot(*mutableCurrent(), on);
    edited();
    return true;
}

void GameDocument::setNodeName(const QString& text)
{
    if (text == nodeName())
        return;
    remember(Edit::Name, current());
    record::setTextValue(*mutableCurrent(), "N", text.toStdString());
    edited();
}

std::vector<std::string> GameDocument::nodeValues(std::string_view id) const
{
    const record::Property* p = current()->find(id);
    return p ? p->values : std::vector<std::string>{};
}

void GameDocument::setNodeValues(std::string_view id, std::vector<std::string> values)
{
    if (values == nodeValues(id))
        return;
    remember(Edit::Opening, current());
    record::Node* node = mutableCurrent();
    if (values.empty())
        node->remove(id);
    else
        node->setRaw(id, std::move(values));
    edited();
}

QString GameDocument::gameInfo(std::string_view id) const
{
    return QString::fromStdString(record::textValue(tree().root(), id));
}

void GameDocument::setGameInfo(std::string_view id, const QString& text)
{
    const QString trimmed = id == "GC" ? text : text.trimmed();
    if (trimmed == gameInfo(id))
        return;
    remember(Edit::GameInfo);
    record::Node& root = tree().root();
    if (id == "KM") {
        // Komi is part of the rules every replayed position carries.
        record::setKomi(root, record::parseReal(trimmed.toStdString()));
        cache_.clear();
        updateCurrent();
        edited();
        return;
    }
    record::setTextValue(root, id, trimmed.toStdString());
    edited();
}

} // namespace irodori::ui
