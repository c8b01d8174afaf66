#include "commentpane.h"

#include "gamedocument.h"
#include "moveannotation.h"

#include "record/semantics.h"

#include "core/coords.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace irodori::ui {

CommentPane::CommentPane(GameDocument* document, QWidget* parent)
    : QWidget(parent), document_(document)
{
    where_ = new QLabel(this);
    where_->setObjectName(QStringLiteral("commentHeading"));
    QFont bold = where_->font();
    bold.setBold(true);
    where_->setFont(bold);

    name_ = new QLineEdit(this);
    name_->setObjectName(QStringLiteral("nodeName"));
    name_->setPlaceholderText(tr("Name of this move (optional)"));
    name_->setClearButtonEnabled(true);

    comment_ = new QPlainTextEdit(this);
    comment_->setObjectName(QStringLiteral("comment"));
    comment_->setPlaceholderText(tr("No comment. Type here to add one to this move."));
    comment_->setTabChangesFocus(true);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 6);
    layout->addWidget(where_);
    auto* form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Name:"), name_);
    layout->addLayout(form);
    layout->addWidget(comment_, 1);

    connect(comment_, &QPlainTextEdit::textChanged, this, [this] {
        if (!showing_)
            document_->setComment(comment_->toPlainText());
    });
    connect(name_, &QLineEdit::textEdited, this, [this](const QString& text) { document_->setNodeName(text); });
    connect(document_, &GameDocument::currentChanged, this, &CommentPane::showNode);
    connect(document_, &GameDocument::fileChanged, this, &CommentPane::showNode);
    connect(document_, &GameDocument::treeChanged, this, &CommentPane::showNode); // an annotation changed
    showNode();
}

void CommentPane::showNode()
{
    const record::Node* node = document_->current();
    const Position& pos = document_->position();
    const auto move = record::nodeMove(*node, document_->boardSize());
    if (!node->parent()) {
        where_->setText(tr("Start of the game") + annotationSuffix(*node));
    } else if (move) {
        const QString who = move->color == Black ? tr("Black") : tr("White");
        const QString where = move->isPass() ? tr("pass") : QString::fromStdString(toGtp(pos.board(), move->point));
        where_->setText(tr("Move %1: %2 %3").arg(pos.moveNumber()).arg(who, where) + annotationSuffix(*node));
    } else {
        where_->setText(tr("After move %1").arg(pos.moveNumber()) + annotationSuffix(*node));
    }

    showing_ = true;
    const QString text = document_->comment();
    // Rewriting an unchanged text would move the cursor and scroll back.
    if (comment_->toPlainText() != text)
        comment_->setPlainText(text);
    const QString name = document_->nodeName();
    if (name_->text() != name)
        name_->setText(name);
    showing_ = false;
}

} // namespace irodori::ui
