#include "gamestatuspanel.h"

#include "boardpainter.h"
#include "gamedocument.h"

#include "record/semantics.h"
#include "renju/opening.h"

#include "core/coords.h"
#include "core/position.h"

#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

#include <tuple>

namespace irodori::ui {

namespace {

QPixmap stonePixmap(Color c, int size, qreal dpr)
{
    QPixmap pixmap(QSize(size, size) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    BoardPainter::paintStone(painter, QPointF(size / 2.0, size / 2.0), size * 0.45, c);
    return pixmap;
}

QLabel* namedLabel(QWidget* parent, const char* name)
{
    auto* label = new QLabel(parent);
    // Named so that tests and accessibility tools can find them.
    label->setObjectName(QLatin1String(name));
    return label;
}

} // namespace

GameStatusPanel::GameStatusPanel(QWidget* parent)
    : QWidget(parent)
{
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 6, 6, 0);

    auto* turnBox = new QGroupBox(tr("Turn"), this);
    auto* turnRow = new QHBoxLayout(turnBox);
    turnStone_ = new QLabel(turnBox);
    turnLabel_ = namedLabel(turnBox, "turnLabel");
    QFont big = turnLabel_->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    turnLabel_->setFont(big);
    // A Renju opening's turns ("Black offers fifth moves") may need two lines.
    turnLabel_->setWordWrap(true);
    turnRow->addWidget(turnStone_);
    turnRow->addWidget(turnLabel_, 1);
    column->addWidget(turnBox);

    // The players with their stones, as a record's header shows them.
    auto* playersBox = new QGroupBox(tr("Players"), this);
    auto* players = new QGridLayout(playersBox);
    blackPlayer_ = namedLabel(playersBox, "blackPlayer");
    whitePlayer_ = namedLabel(playersBox, "whitePlayer");
    resultLabel_ = namedLabel(playersBox, "resultLabel");
    blackStone_ = new QLabel(playersBox);
    whiteStone_ = new QLabel(playersBox);
    players->addWidget(blackStone_, 0, 0);
    players->addWidget(blackPlayer_, 0, 1);
    players->addWidget(whiteStone_, 1, 0);
    players->addWidget(whitePlayer_, 1, 1);
    players->addWidget(resultLabel_, 2, 0, 1, 2);
    players->setColumnStretch(1, 1);
    column->addWidget(playersBox);

    auto* gameBox = new QGroupBox(tr("Game"), this);
    auto* form = new QFormLayout(gameBox);
    gameForm_ = form;
    moveLabel_ = namedLabel(gameBox, "moveLabel");
    lastMoveLabel_ = namedLabel(gameBox, "lastMoveLabel");
    variationLabel_ = namedLabel(gameBox, "variationLabel");
    blackCaptures_ = namedLabel(gameBox, "blackCaptures");
    whiteCaptures_ = namedLabel(gameBox, "whiteCaptures");
    form->addRow(tr("Moves played:"), moveLabel_);
    form->addRow(tr("Last move:"), lastMoveLabel_);
    form->addRow(tr("Variation:"), variationLabel_);
    form->addRow(tr("Captured by Black:"), blackCaptures_);
    openingLabel_ = namedLabel(gameBox, "openingLabel");
    form->addRow(tr("Opening:"), openingLabel_);
    form->addRow(tr("Captured by White:"), whiteCaptures_);
    column->addWidget(gameBox);
    column->addStretch(1);

    setMinimumWidth(270);
    setMaximumWidth(360);
}

QString GameStatusPanel::colorText(int color) const
{
    return color == Black ? tr("Black") : tr("White");
}

void GameStatusPanel::showTurn(Color who, const QString& text)
{
    turnLabel_->setText(text);
    turnStone_->setPixmap(stonePixmap(who, 28, devicePixelRatioF()));
    turnStone_->setVisible(true);
}

void GameStatusPanel::showState(const Position& position, bool gameOver, const GameDocument& document)
{
    const Color side = position.toMove();
    turnLabel_->setText(gameOver ? tr("Game over") : (side == Black ? tr("Black to play") : tr("White to play")));
    turnStone_->setPixmap(stonePixmap(side, 28, devicePixelRatioF()));
    turnStone_->setVisible(!gameOver);
    moveLabel_->setText(QString::number(position.moveNumber()));
    if (const Move* last = position.lastMove()) {
        const QString where = last->isPass() ? tr("pass") : QString::fromStdString(toGtp(position.board(), last->point));
        lastMoveLabel_->setText(tr("%1 %2").arg(colorText(last->color), where));
    } else {
        lastMoveLabel_->setText(tr("none"));
    }
    blackCaptures_->setText(tr("%n stone(s)", nullptr, position.prisoners(Black)));
    whiteCaptures_->setText(tr("%n stone(s)", nullptr, position.prisoners(White)));
    // Renju and gomoku (GM[4]) take no stones.
    const bool captures = !document.isRenju();
    gameForm_->setRowVisible(blackCaptures_, captures);
    gameForm_->setRowVisible(whiteCaptures_, captures);
    // A Renju record: its opening (珠型) by name, from the first three
    // moves of the line shown (the record's line on from here, if it is
    // shorter yet).
    QString opening;
    if (document.isRenju()) {
        std::vector<Point> first;
        for (const record::Node* n : record::GameTree::pathTo(document.current()))
            if (const auto m = record::nodeMove(*n, document.boardSize()); m && !m->isPass() && first.size() < 3)
                first.push_back(m->point);
        for (const record::Node* n = document.current(); first.size() < 3 && n->childCount() > 0;) {
            n = n->child(0);
            if (const auto m = record::nodeMove(*n, document.boardSize()); m && !m->isPass())
                first.push_back(m->point);
        }
        if (first.size() == 3)
            if (const auto name = renju::openingName(document.boardSize(), first[0], first[1], first[2]))
                opening = tr("%1 %2 (%3)").arg(QString::fromUtf8(name->kanji), QString::fromLatin1(name->romaji),
                                               QString::fromLatin1(name->code));
    }
    // Otherwise the opening the record names (ON), for Go records too.
    if (opening.isEmpty())
        opening = document.gameInfo("ON");
    openingLabel_->setText(opening);
    gameForm_->setRowVisible(openingLabel_, !opening.isEmpty());

    auto player = [&](const char* name, const char* rank) {
        const QString n = document.gameInfo(name);
        const QString r = document.gameInfo(rank);
        if (n.isEmpty() && r.isEmpty())
            return tr("—");
        return r.isEmpty() ? n : n.isEmpty() ? r : tr("%1 (%2)").arg(n, r);
    };
    // Long names are cut by the column; the tool tip has them whole.
    for (auto [label, name, rank] : {std::tuple{blackPlayer_, "PB", "BR"}, std::tuple{whitePlayer_, "PW", "WR"}}) {
        label->setText(player(name, rank));
        label->setToolTip(label->text());
    }
    const qreal dpr = devicePixelRatioF();
    blackStone_->setPixmap(stonePixmap(Black, 18, dpr));
    whiteStone_->setPixmap(stonePixmap(White, 18, dpr));
    const QString result = document.gameInfo("RE");
    resultLabel_->setText(result.isEmpty() ? QString() : tr("Result: %1").arg(result));
    resultLabel_->setVisible(!result.isEmpty());

    // Where the current node stands: on the main line, or in which branch
    // of the nearest fork. (The variations of the next move are lettered
    // on the board.)
    const record::Node* node = document.current();
    QString where;
    if (document.isOnMainLine()) {
        where = tr("main line");
    } else {
        const record::Node* fork = node;
        while (fork->parent()->childCount() < 2)
            fork = fork->parent();
        // The move number of the branching move itself.
        int forkMove = 0;
        for (const record::Node* n = fork; n; n = n->parent())
            if (record::nodeMove(*n, document.boardSize()))
                ++forkMove;
        where = tr("%1 of %2 at move %3")
                    .arg(fork->indexInParent() + 1)
                    .arg(fork->parent()->childCount())
                    .arg(forkMove);
    }
    variationLabel_->setText(where);
}

bool GameStatusPanel::event(QEvent* event)
{
    const bool done = QWidget::event(event);
    // Exactly the height the texts need (known once the style is applied
    // and after every change of text): the comment below takes the rest.
    if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::Show)
        setFixedHeight(sizeHint().height());
    return done;
}

} // namespace irodori::ui
