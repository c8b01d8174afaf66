#include "collectiondialog.h"

#include "record/semantics.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace irodori::ui {

namespace {

// "Name 3d": a player with the rank the record gives.
QString player(const record::Node& root, const char* name, const char* rank)
{
    const QString n = QString::fromStdString(record::textValue(root, name));
    const QString r = QString::fromStdString(record::textValue(root, rank));
    return r.isEmpty() ? n : n.isEmpty() ? r : n + QLatin1Char(' ') + r;
}

} // namespace

QStringList CollectionDialog::describe(const record::GameTree& game, int index)
{
    const record::Node& root = game.root();
    const int size = game.boardSize();
    int moves = 0;
    for (const record::Node* n : game.mainLine())
        if (record::nodeMove(*n, size))
            ++moves;
    QString name = QString::fromStdString(record::textValue(root, "GN"));
    if (name.isEmpty())
        name = QString::fromStdString(record::textValue(root, "EV"));
    return {QString::number(index + 1),
            name,
            player(root, "PB", "BR"),
            player(root, "PW", "WR"),
            QString::fromStdString(record::textValue(root, "DT")),
            QString::fromStdString(record::textValue(root, "RE")),
            QString::number(moves),
            tr("%1×%1").arg(size)};
}

CollectionDialog::CollectionDialog(const record::Collection& games, int current, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Choose a Game"));
    auto* intro = new QLabel(tr("This file holds %n game(s). Choose the one to show:", nullptr,
                                static_cast<int>(games.size())),
                             this);

    list_ = new QTreeWidget(this);
    list_->setObjectName(QStringLiteral("games"));
    list_->setRootIsDecorated(false);
    list_->setUniformRowHeights(true);
    list_->setAlternatingRowColors(true);
    list_->setHeaderLabels({tr("No."), tr("Game"), tr("Black"), tr("White"), tr("Date"), tr("Result"),
                            tr("Moves"), tr("Board")});
    QList<QTreeWidgetItem*> items;
    for (std::size_t i = 0; i < games.size(); ++i) {
        auto* item = new QTreeWidgetItem(describe(games[i], static_cast<int>(i)));
        for (int column : {0, 6})
            item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
        items << item;
    }
    list_->addTopLevelItems(items);
    for (int c = 0; c < list_->columnCount(); ++c)
        list_->resizeColumnToContents(c);
    // Room for the players' names even when the first games have none.
    for (int c : {2, 3})
        list_->setColumnWidth(c, std::max(list_->columnWidth(c), 110));
    list_->header()->setStretchLastSection(false);
    list_->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    setSelectedGame(current);
    connect(list_, &QTreeWidget::itemDoubleClicked, this, &QDialog::accept);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(list_, 1);
    layout->addWidget(buttons);
    resize(720, 380);
}

int CollectionDialog::selectedGame() const
{
    const QTreeWidgetItem* item = list_->currentItem();
    return item ? list_->indexOfTopLevelItem(const_cast<QTreeWidgetItem*>(item)) : 0;
}

void CollectionDialog::setSelectedGame(int index)
{
    if (QTreeWidgetItem* item = list_->topLevelItem(index))
        list_->setCurrentItem(item);
}

} // namespace irodori::ui
