#include "gtpshell.h"

#include "gamedocument.h"

#include "protocol/gtp_engine.h"

#include <QComboBox>
#include <QCompleter>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMetaObject>
#include <QPlainTextEdit>
#include <QPointer>
#include <QScrollBar>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

namespace irodori::ui {

GtpShell::GtpShell(GameDocument* document, QWidget* parent)
    : QWidget(parent), document_(document), engine_(std::make_unique<gtp::GtpEngine>())
{
    output_ = new QPlainTextEdit(this);
    output_->setReadOnly(true);
    output_->setObjectName(QStringLiteral("gtpShellOutput"));
    output_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    output_->setMaximumBlockCount(5000);
    input_ = new QLineEdit(this);
    input_->setObjectName(QStringLiteral("gtpShellInput"));
    input_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    input_->setPlaceholderText(tr("A GTP command for Irodori's engine, e.g. attack D4, irodori-why D4, showboard"));
    input_->setToolTip(tr("Asked about the position on the board. Moves played here stay on the engine's board "
                          "until the board shows another position; the record does not change. ↑ and ↓ recall "
                          "earlier commands."));
    input_->installEventFilter(this);
    QStringList names;
    for (const std::string& n : engine_->commandNames())
        names << QString::fromStdString(n);
    auto* completer = new QCompleter(names, this);
    completer->setCompletionMode(QCompleter::InlineCompletion);
    input_->setCompleter(completer);
    target_ = new QComboBox(this);
    target_->setObjectName(QStringLiteral("gtpShellTarget"));
    target_->setToolTip(tr("Whom the command goes to: Irodori's engine, or a program the window plays or "
                           "analyses with"));
    target_->addItem(tr("Irodori"));
    auto* row = new QHBoxLayout;
    row->addWidget(target_);
    row->addWidget(input_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(output_, 1);
    layout->addLayout(row);
    connect(input_, &QLineEdit::returnPressed, this, [this] {
        if (send(input_->text()))
            input_->clear();
    });
    connect(document_, &GameDocument::currentChanged, this, [this] { positionChanged_ = true; });
    connect(document_, &GameDocument::fileChanged, this, [this] { positionChanged_ = true; });
    append(tr("Irodori's engine answers GTP commands about the position on the board; list_commands names "
              "them all."),
           false);
}

GtpShell::~GtpShell()
{
    if (thread_) {
        thread_->wait();
        delete thread_;
    }
}

void GtpShell::setTargets(std::vector<Target> targets)
{
    const QString chosen = target_->currentIndex() > 0 ? target_->currentText() : QString();
    targets_ = std::move(targets);
    while (target_->count() > 1)
        target_->removeItem(1);
    for (const Target& t : targets_)
        target_->addItem(t.name);
    const int again = chosen.isEmpty() ? 0 : target_->findText(chosen);
    target_->setCurrentIndex(std::max(0, again));
}

void GtpShell::chooseTarget(int index)
{
    if (index >= 0 && index < target_->count())
        target_->setCurrentIndex(index);
}

int GtpShell::targetCount() const
{
    return target_->count();
}

bool GtpShell::send(const QString& typed)
{
    const QString command = typed.trimmed();
    const int to = target_->currentIndex();
    if (command.isEmpty() || (to == 0 && thread_))
        return false;
    if (history_.isEmpty() || history_.back() != command)
        history_ << command;
    historyIndex_ = static_cast<int>(history_.size());
    if (to > 0) {
        // Another program: its answer comes when it comes; the shell stays open.
        const Target& target = targets_[static_cast<std::size_t>(to - 1)];
        append(QStringLiteral("[%1] %2").arg(target.name, command), true);
        const QPointer<GtpShell> self(this);
        const bool sent = target.send(command, [self, command](bool ok, const QString& text) {
            if (!self)
                return;
            const QString response = (ok ? QStringLiteral("= ") : QStringLiteral("? ")) + text;
            self->append(response.trimmed(), false);
            emit self->answered(command, response.trimmed());
        });
        if (!sent)
            append(tr("? %1 cannot take a command now.").arg(target.name), false);
        return sent;
    }
    append(command, true);
    if (document_->isRenju()) {
        append(tr("? GTP speaks of Go positions; this record is a Renju game."), false);
        return true;
    }
    // The position shown, when the engine has another one: given with the
    // command, set on the engine's thread before the command runs.
    std::optional<Position> position;
    if (positionChanged_)
        position = document_->position();
    positionChanged_ = false;
    input_->setEnabled(false);
    gtp::GtpEngine* engine = engine_.get();
    const std::string line = command.toStdString();
    thread_ = QThread::create([this, engine, line, position] {
        if (position)
            engine->setPosition(*position);
        const std::string response = engine->execute(line);
        const QString text = QString::fromStdString(response).trimmed();
        QMetaObject::invokeMethod(
            this, [this, line, text] { onAnswer(QString::fromStdString(line), text); }, Qt::QueuedConnection);
    });
    thread_->start();
    return true;
}

void GtpShell::onAnswer(const QString& command, const QString& response)
{
    if (thread_) {
        thread_->wait();
        delete thread_;
        thread_ = nullptr;
    }
    append(response.isEmpty() ? tr("(no answer: a comment or an empty line)") : response, false);
    input_->setEnabled(true);
    input_->setFocus();
    emit answered(command, response);
}

void GtpShell::append(const QString& text, bool command)
{
    output_->appendPlainText(command ? QStringLiteral("> ") + text : text + QLatin1Char('\n'));
    output_->verticalScrollBar()->setValue(output_->verticalScrollBar()->maximum());
}

QString GtpShell::transcript() const
{
    return output_->toPlainText();
}

bool GtpShell::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == input_ && event->type() == QEvent::KeyPress && !history_.isEmpty()) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Up || key == Qt::Key_Down) {
            historyIndex_ = std::clamp(historyIndex_ + (key == Qt::Key_Up ? -1 : 1), 0,
                                       static_cast<int>(history_.size()));
            input_->setText(historyIndex_ < static_cast<int>(history_.size()) ? history_.at(historyIndex_) : QString());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace irodori::ui
