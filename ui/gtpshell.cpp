#include "gtpshell.h"

#include "boardview.h"
#include "gamedocument.h"
#include "prompts.h"

#include "protocol/gtp_engine.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QFormLayout>
#include <QCompleter>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMetaObject>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTimer>
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
    analyze_ = new QComboBox(this);
    analyze_->setObjectName(QStringLiteral("gtpShellAnalyze"));
    analyze_->setToolTip(tr("The chosen program's GoGui analyze commands; the answer is drawn on the board"));
    run_ = new QPushButton(tr("&Run"), this);
    run_->setToolTip(tr("Runs the analyze command about the position on the board (a command that needs a point "
                        "waits for a click on the board)"));
    everyPosition_ = new QCheckBox(tr("At every position"), this);
    everyPosition_->setToolTip(tr("Runs the last analyze command again whenever the board shows another position"));
    clear_ = new QPushButton(tr("C&lear Board"), this);
    clear_->setToolTip(tr("Takes the analyze command's drawing off the board"));
    auto* analyzeRow = new QHBoxLayout;
    analyzeRow->addWidget(analyze_, 1);
    analyzeRow->addWidget(run_);
    analyzeRow->addWidget(everyPosition_);
    analyzeRow->addWidget(clear_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(output_, 1);
    layout->addLayout(row);
    layout->addLayout(analyzeRow);
    below_.setDrawing(drawing_);
    above_.setDrawing(drawing_);
    connect(run_, &QPushButton::clicked, this, &GtpShell::runChosen);
    connect(clear_, &QPushButton::clicked, this, [this] {
        lastCommand_ = -1;
        clearDrawing();
    });
    connect(target_, &QComboBox::currentIndexChanged, this, &GtpShell::loadAnalyzeCommands);
    paramEditor = [](QWidget* parent, const QString& title, std::vector<gogui::Param>& params) {
        QDialog dialog(parent);
        dialog.setWindowTitle(title);
        auto* form = new QFormLayout(&dialog);
        std::vector<std::function<QString()>> read;
        for (const gogui::Param& p : params) {
            if (p.type == gogui::Param::Type::Bool) {
                auto* box = new QCheckBox(&dialog);
                box->setChecked(p.value == QLatin1String("1") || p.value == QLatin1String("true"));
                form->addRow(p.key, box);
                read.push_back([box] { return box->isChecked() ? QStringLiteral("1") : QStringLiteral("0"); });
            } else if (p.type == gogui::Param::Type::List) {
                auto* box = new QComboBox(&dialog);
                box->addItems(p.choices);
                box->setCurrentText(p.value);
                form->addRow(p.key, box);
                read.push_back([box] { return box->currentText(); });
            } else {
                auto* edit = new QLineEdit(p.value, &dialog);
                form->addRow(p.key, edit);
                read.push_back([edit] { return edit->text(); });
            }
        }
        if (!runFormDialog(dialog, form))
            return false;
        for (std::size_t i = 0; i < params.size(); ++i)
            params[i].value = read[i]();
        return true;
    };
    // Irodori's engine lists its commands before it is ever busy.
    engineCommands_ = QString::fromStdString(engine_->execute("gogui-analyze_commands")).mid(1).trimmed();
    loadAnalyzeCommands();
    connect(input_, &QLineEdit::returnPressed, this, [this] {
        if (send(input_->text()))
            input_->clear();
    });
    connect(document_, &GameDocument::currentChanged, this, [this] {
        positionChanged_ = true;
        positionShown();
    });
    connect(document_, &GameDocument::fileChanged, this, [this] {
        positionChanged_ = true;
        positionShown();
    });
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
    {
        // The same program chosen again keeps its list of commands.
        const QSignalBlocker quiet(target_);
        while (target_->count() > 1)
            target_->removeItem(1);
        for (const Target& t : targets_)
            target_->addItem(t.name);
        // By its name, or by its part (the name may come once the program
        // has told it).
        int again = chosen.isEmpty() ? 0 : target_->findText(chosen);
        for (int i = 1; i < target_->count() && again < 0; ++i)
            if (roleOf(target_->itemText(i)) == roleOf(chosen))
                again = i;
        target_->setCurrentIndex(std::max(0, again));
    }
    if (roleOf(target_->currentText()) != listedFor_)
        loadAnalyzeCommands();
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
    return dispatch(command, true, {});
}

bool GtpShell::dispatch(const QString& command, bool echo, Done done)
{
    const int to = target_->currentIndex();
    if (to > 0) {
        // Another program: its answer comes when it comes; the shell stays open.
        const Target& target = targets_[static_cast<std::size_t>(to - 1)];
        if (echo)
            append(QStringLiteral("[%1] %2").arg(target.name, command), true);
        const QPointer<GtpShell> self(this);
        const bool sent = target.send(command, [self, command, echo, done](bool ok, const QString& text) {
            if (!self)
                return;
            const QString response = ((ok ? QStringLiteral("= ") : QStringLiteral("? ")) + text).trimmed();
            if (echo) {
                self->append(response, false);
                emit self->answered(command, response);
            }
            if (done)
                done(ok, text);
        });
        if (!sent && echo)
            append(tr("? %1 cannot take a command now.").arg(target.name), false);
        return sent;
    }
    if (thread_)
        return false;
    if (echo)
        append(command, true);
    if (document_->isRenju()) {
        const QString why = tr("GTP speaks of Go positions; this record is a Renju game.");
        if (echo)
            append(QStringLiteral("? ") + why, false);
        if (done)
            done(false, why);
        return true;
    }
    // The position shown, when the engine has another one: given with the
    // command, set on the engine's thread before the command runs.
    std::optional<Position> position;
    if (positionChanged_)
        position = document_->position();
    positionChanged_ = false;
    pendingDone_ = std::move(done);
    pendingEcho_ = echo;
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
    if (pendingEcho_)
        append(response.isEmpty() ? tr("(no answer: a comment or an empty line)") : response, false);
    input_->setEnabled(true);
    if (pendingEcho_) {
        input_->setFocus();
        emit answered(command, response);
    }
    const Done done = std::move(pendingDone_);
    pendingDone_ = {};
    if (done) {
        // "= text" or "? text", with an id or without.
        QString text = response.mid(1);
        while (!text.isEmpty() && text[0].isDigit())
            text.remove(0, 1);
        done(response.startsWith(QLatin1Char('=')), text.startsWith(QLatin1Char(' ')) ? text.mid(1) : text);
    }
    if (rerunPending_ && !thread_) {
        rerunPending_ = false;
        if (lastCommand_ >= 0)
            runWithPoint(lastCommand_, lastPoint_);
    }
}

QString GtpShell::roleOf(const QString& targetName)
{
    return targetName.section(QStringLiteral(": "), 0, 0);
}

void GtpShell::loadAnalyzeCommands()
{
    listedFor_ = roleOf(target_->currentText());
    commands_.clear();
    analyze_->clear();
    analyze_->setEnabled(false);
    run_->setEnabled(false);
    lastCommand_ = -1;
    cancelPoint();
    clearDrawing();
    const int request = ++listRequest_;
    if (target_->currentIndex() <= 0) {
        fillAnalyzeCommands(engineCommands_);
        return;
    }
    analyze_->addItem(tr("(asking the program for its analyze commands…)"));
    const bool sent = dispatch(QStringLiteral("gogui-analyze_commands"), false, [this, request](bool ok, const QString& text) {
        if (request == listRequest_)
            fillAnalyzeCommands(ok ? text : QString());
    });
    if (!sent) {
        // Not ready yet (still starting): asked again when the window
        // offers the program next.
        listedFor_.clear();
        fillAnalyzeCommands(QString());
    }
}

void GtpShell::fillAnalyzeCommands(const QString& answer)
{
    commands_ = gogui::parseCommands(answer);
    analyze_->clear();
    for (const gogui::AnalyzeCommand& c : commands_)
        analyze_->addItem(c.needsPoint()                       ? tr("%1 (click a point)").arg(c.label)
                          : c.type == QLatin1String("param") ? tr("%1 (settings)").arg(c.label)
                                                             : c.label);
    if (commands_.empty())
        analyze_->addItem(tr("(the program lists no GoGui analyze commands)"));
    analyze_->setEnabled(!commands_.empty());
    run_->setEnabled(!commands_.empty());
}

bool GtpShell::runAnalyzeCommand(const QString& label)
{
    for (std::size_t i = 0; i < commands_.size(); ++i) {
        if (commands_[i].label == label) {
            analyze_->setCurrentIndex(static_cast<int>(i));
            runChosen();
            return true;
        }
    }
    return false;
}

void GtpShell::runChosen()
{
    const int index = analyze_->currentIndex();
    if (index < 0 || index >= static_cast<int>(commands_.size()))
        return;
    if (commands_[static_cast<std::size_t>(index)].needsPoint()) {
        if (!board_)
            return;
        waitingForPoint_ = true;
        pointFor_ = index;
        // Installed again, the filter comes first: the click is the shell's.
        board_->installEventFilter(this);
        append(tr("Click a point on the board for “%1” (Esc: none).").arg(commands_[static_cast<std::size_t>(index)].label),
               false);
        return;
    }
    cancelPoint();
    runWithPoint(index, {});
}

void GtpShell::cancelPoint()
{
    if (waitingForPoint_ && board_)
        board_->removeEventFilter(this);
    waitingForPoint_ = false;
}

void GtpShell::runWithPoint(int index, GridPoint point)
{
    if (index < 0 || index >= static_cast<int>(commands_.size()))
        return;
    const gogui::AnalyzeCommand& c = commands_[static_cast<std::size_t>(index)];
    const Position& pos = document_->position();
    QString error;
    const auto line = gogui::expand(c, pos.board(), point, pos.toMove(), &error);
    if (!line) {
        append(QStringLiteral("? ") + error, false);
        return;
    }
    lastCommand_ = index;
    lastPoint_ = point;
    if (target_->currentIndex() == 0 && thread_) {
        rerunPending_ = true; // once the engine has answered
        return;
    }
    if (c.type == QLatin1String("param")) {
        // The settings: listed, edited, and each one changed sent back.
        const QString command = *line;
        const QString label = c.label;
        if (!dispatch(command, true, [this, command, label](bool ok, const QString& text) {
                if (ok)
                    editParams(command, label, text);
            }))
            append(tr("? The program cannot take a command now."), false);
        return;
    }
    const std::uint64_t hash = pos.hash();
    const QString type = c.type;
    const bool sent = dispatch(*line, true, [this, type, point, hash](bool ok, const QString& text) {
        const Position& now = document_->position();
        if (!ok || now.hash() != hash)
            return; // refused, or about a position no longer shown
        QString why;
        auto d = std::make_shared<gogui::Drawing>(gogui::interpret(type, text, now.board(), point, now.toMove(), &why));
        if (!why.isEmpty())
            append(tr("(the answer cannot be drawn: %1)").arg(why), false);
        drawing_ = d;
        below_.setDrawing(d);
        above_.setDrawing(d);
        emit drawingChanged();
    });
    if (!sent)
        append(tr("? The program cannot take a command now."), false);
}

void GtpShell::editParams(const QString& command, const QString& label, const QString& answer)
{
    const std::vector<gogui::Param> before = gogui::parseParams(answer);
    if (before.empty()) {
        append(tr("(the program lists no settings for “%1”)").arg(label), false);
        return;
    }
    std::vector<gogui::Param> after = before;
    if (!paramEditor || !paramEditor(this, label, after))
        return;
    QStringList changes;
    for (std::size_t i = 0; i < before.size() && i < after.size(); ++i)
        if (after[i].value != before[i].value)
            changes << QStringLiteral("%1 %2 %3").arg(command, after[i].key, after[i].value);
    sendChain(changes);
}

void GtpShell::sendChain(QStringList commands)
{
    if (commands.isEmpty())
        return;
    const QString first = commands.takeFirst();
    dispatch(first, true, [this, commands](bool, const QString&) { sendChain(commands); });
}

void GtpShell::positionShown()
{
    if (!drawing_->isEmpty())
        clearDrawing();
    if (!everyPosition_->isChecked() || lastCommand_ < 0)
        return;
    if (thread_) {
        rerunPending_ = true;
        return;
    }
    // Once the board has settled on the new position.
    QTimer::singleShot(0, this, [this] {
        if (lastCommand_ >= 0 && !rerunPending_)
            runWithPoint(lastCommand_, lastPoint_);
    });
}

void GtpShell::setRunAtEveryPosition(bool on)
{
    everyPosition_->setChecked(on);
}

void GtpShell::clearDrawing()
{
    const bool had = !drawing_->isEmpty();
    drawing_ = std::make_shared<gogui::Drawing>();
    below_.setDrawing(drawing_);
    above_.setDrawing(drawing_);
    if (had)
        emit drawingChanged();
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
    if (board_ && watched == board_) {
        // Escape: no point after all (taken before the window's own
        // shortcut on that key sees it).
        const bool escape = waitingForPoint_
            && (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride)
            && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape;
        if (escape && event->type() == QEvent::ShortcutOverride) {
            event->accept();
            return true;
        }
        if (escape) {
            cancelPoint();
            append(tr("(no point chosen: the command was not run)"), false);
            return true;
        }
        GridPoint clicked;
        if (!waitingForPoint_ || !takeBoardClick(*board_, event, pressed_, &clicked))
            return QWidget::eventFilter(watched, event);
        if (clicked.isValid()) {
            const int index = pointFor_;
            cancelPoint();
            runWithPoint(index, clicked);
        }
        return true;
    }
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
