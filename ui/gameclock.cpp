#include "gameclock.h"

#include "record/semantics.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QStatusBar>
#include <QStringList>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace irodori::ui {

void GameClock::reset(Settings settings)
{
    settings_ = settings;
    settings_.mainSeconds = std::max(0, settings.mainSeconds);
    settings_.periodSeconds = std::max(0, settings.periodSeconds);
    settings_.periods = std::max(0, settings.periods);
    for (Side& s : sides_)
        s = {static_cast<double>(settings_.mainSeconds), settings_.hasByoyomi() ? settings_.periods : 0, false};
    running_ = Empty;
    startedMs_ = 0;
}

GameClock::Side GameClock::after(const Side& s, double seconds, double* periodUsed) const
{
    Side out = s;
    *periodUsed = 0;
    if (out.flagged || seconds <= 0)
        return out;
    const double fromMain = std::min(out.mainLeft, seconds);
    out.mainLeft -= fromMain;
    double over = seconds - fromMain;
    if (out.mainLeft > 0)
        return out;
    if (!settings_.hasByoyomi() || out.periodsLeft <= 0) {
        out.flagged = over > 0 || out.mainLeft <= 0;
        out.mainLeft = 0;
        return out;
    }
    // Each whole period spent is lost; what remains is used of the next.
    const double period = settings_.periodSeconds;
    const int lost = static_cast<int>(std::floor(over / period));
    out.periodsLeft -= lost;
    over -= lost * period;
    if (out.periodsLeft <= 0) {
        out.periodsLeft = 0;
        out.flagged = true;
        return out;
    }
    *periodUsed = over;
    return out;
}

void GameClock::start(Color c, std::int64_t nowMs)
{
    stop(nowMs);
    if (!isStone(c) || !enabled())
        return;
    running_ = c;
    startedMs_ = nowMs;
}

void GameClock::stop(std::int64_t nowMs)
{
    if (!isStone(running_))
        return;
    double unused = 0;
    Side& s = sides_[index(running_)];
    // A move made within its period keeps the period whole.
    s = after(s, static_cast<double>(nowMs - startedMs_) / 1000.0, &unused);
    running_ = Empty;
}

GameClock::State GameClock::state(Color c, std::int64_t nowMs) const
{
    const Side& s = sides_[index(c)];
    double used = 0;
    const Side now = c == running_ ? after(s, static_cast<double>(nowMs - startedMs_) / 1000.0, &used) : s;
    State out;
    out.mainLeft = now.mainLeft;
    out.flagged = now.flagged;
    out.byoyomi = now.mainLeft <= 0 && settings_.hasByoyomi();
    out.periodsLeft = now.periodsLeft;
    out.periodLeft = out.byoyomi && !now.flagged ? settings_.periodSeconds - used : 0;
    return out;
}

QString GameClock::time(double seconds)
{
    const long total = std::max(0L, static_cast<long>(std::ceil(seconds - 1e-9)));
    const long h = total / 3600;
    const long m = (total / 60) % 60;
    const long sec = total % 60;
    if (h > 0)
        return QStringLiteral("%1:%2:%3").arg(h).arg(m, 2, 10, QLatin1Char('0')).arg(sec, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(m).arg(sec, 2, 10, QLatin1Char('0'));
}

search::TimeControl GameClock::timeControl(Color c, std::int64_t nowMs) const
{
    search::TimeControl tc;
    if (!enabled())
        return tc;
    tc.kind = settings_.hasByoyomi() ? search::TimeControl::Kind::Byoyomi : search::TimeControl::Kind::Absolute;
    tc.mainTime = settings_.mainSeconds;
    tc.periodTime = settings_.periodSeconds;
    tc.periods = settings_.periods;
    const State s = state(c, nowMs);
    tc.leftKnown = true;
    tc.left = s.byoyomi ? s.periodLeft : s.mainLeft;
    tc.stonesLeft = s.byoyomi ? s.periodsLeft : 0;
    return tc;
}

void recordClockSettings(record::Node& root, const GameClock::Settings& settings)
{
    if (!settings.enabled())
        return;
    root.setRaw("TM", std::to_string(settings.mainSeconds));
    if (settings.hasByoyomi())
        root.setRaw("OT", std::to_string(settings.periods) + "x" + std::to_string(settings.periodSeconds) + " byo-yomi");
}

void recordTimeLeft(record::Node& node, Color mover, const GameClock::State& state)
{
    if (!isStone(mover) || node.has(mover == Black ? "BL" : "WL"))
        return;
    node.setRaw(mover == Black ? "BL" : "WL",
                QString::number(state.byoyomi ? state.periodLeft : state.mainLeft, 'f', 1).toStdString());
    if (state.byoyomi)
        node.setRaw(mover == Black ? "OB" : "OW", std::to_string(state.periodsLeft));
}

RunningClock::RunningClock(QWidget* statusBar, QObject* parent) : QObject(parent)
{
    label_ = new QLabel(statusBar);
    label_->setObjectName(QStringLiteral("gameClock"));
    label_->setTextFormat(Qt::RichText);
    label_->hide();
    if (auto* bar = qobject_cast<QStatusBar*>(statusBar))
        bar->addPermanentWidget(label_);
    tick_ = new QTimer(this);
    tick_->setInterval(200);
    connect(tick_, &QTimer::timeout, this, &RunningClock::tick);
    elapsed_.start();
}

RunningClock::~RunningClock()
{
    if (label_ && !label_->parent())
        delete label_.data(); // no status bar took it
}

void RunningClock::reset(const GameClock::Settings& settings)
{
    clock_.reset(settings);
    tick_->stop();
    if (label_) {
        label_->setText(text());
        label_->setVisible(clock_.enabled() && label_->parent());
    }
}

Color RunningClock::turn(Color toMove)
{
    const qint64 now = elapsed_.elapsed();
    const Color was = clock_.running();
    clock_.stop(now);
    clock_.start(toMove, now);
    counted_ = 0;
    if (isStone(clock_.running()))
        tick_->start();
    else
        tick_->stop();
    if (label_)
        label_->setText(text());
    return was;
}

void RunningClock::turnAfter(record::Node& node, int boardSize, Color toMove)
{
    const Color mover = turn(toMove);
    const auto move = record::nodeMove(node, boardSize);
    if (move && move->color == mover)
        recordTimeLeft(node, mover, state(mover));
}

void RunningClock::finish()
{
    clock_.stop(elapsed_.elapsed());
    tick_->stop();
    if (label_)
        label_->hide();
}

void RunningClock::tick()
{
    if (label_)
        label_->setText(text());
    const Color c = clock_.running();
    if (!isStone(c))
        return;
    const GameClock::State s = clock_.state(c, elapsed_.elapsed());
    const int second = countdownSecond(s, clock_.settings());
    if (second == 0) {
        counted_ = 0; // a new period begins with time to spare
    } else if (second != counted_) {
        counted_ = second;
        emit countdown(c, second);
    }
    if (!s.flagged)
        return;
    clock_.stop(elapsed_.elapsed());
    tick_->stop();
    if (label_)
        label_->setText(text());
    emit flagged(c);
}

int RunningClock::countdownSecond(const GameClock::State& s, const GameClock::Settings& settings)
{
    if (s.flagged || !settings.enabled())
        return 0;
    double left = 0;
    if (s.byoyomi)
        left = s.periodLeft;
    else if (!settings.hasByoyomi())
        left = s.mainLeft;
    else
        return 0; // byo-yomi follows: the main time runs out silently
    const int second = static_cast<int>(std::ceil(left));
    return second >= 1 && second <= 10 ? second : 0;
}

QString RunningClock::text() const
{
    const qint64 now = elapsed_.elapsed();
    QStringList parts;
    for (Color c : {Black, White}) {
        const GameClock::State s = clock_.state(c, now);
        QString t;
        if (s.flagged)
            t = tr("time up");
        else if (s.byoyomi)
            t = tr("%1 (%n period(s))", nullptr, s.periodsLeft).arg(GameClock::time(s.periodLeft));
        else
            t = GameClock::time(s.mainLeft);
        QString part = tr("%1 %2").arg(c == Black ? tr("Black") : tr("White"), t).toHtmlEscaped();
        if (c == clock_.running())
            part = QStringLiteral("<b>%1</b>").arg(part);
        parts << part;
    }
    return parts.join(QStringLiteral("&nbsp;&nbsp;&nbsp;"));
}

ClockSettingsEdit::ClockSettingsEdit(QWidget* parent) : QWidget(parent)
{
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    mainTime_ = new QSpinBox(this);
    mainTime_->setRange(0, 600);
    mainTime_->setSuffix(tr(" min"));
    mainTime_->setSpecialValueText(tr("no main time"));
    mainTime_->setAccessibleName(tr("Main time in minutes"));
    mainTime_->setToolTip(tr("Each player's main time (持ち時間); with neither main time nor byo-yomi the game "
                             "has no clock"));
    periods_ = new QSpinBox(this);
    periods_->setRange(0, 30);
    periods_->setPrefix(tr("byo-yomi "));
    periods_->setSuffix(tr(" ×"));
    periods_->setSpecialValueText(tr("no byo-yomi"));
    periods_->setAccessibleName(tr("Byo-yomi periods"));
    periods_->setToolTip(tr("Byo-yomi (秒読み) after the main time: a move within a period keeps it; the last "
                            "period spent loses on time"));
    periodTime_ = new QSpinBox(this);
    periodTime_->setRange(1, 600);
    periodTime_->setValue(30);
    periodTime_->setSuffix(tr(" s"));
    periodTime_->setAccessibleName(tr("Seconds per byo-yomi period"));
    periodTime_->setEnabled(false);
    row->addWidget(mainTime_);
    row->addWidget(periods_);
    row->addWidget(periodTime_);
    row->addStretch();
    connect(periods_, &QSpinBox::valueChanged, this, [this](int n) { periodTime_->setEnabled(n > 0); });
}

GameClock::Settings ClockSettingsEdit::settings() const
{
    GameClock::Settings s;
    s.mainSeconds = mainTime_->value() * 60;
    s.periods = periods_->value();
    s.periodSeconds = periods_->value() > 0 ? periodTime_->value() : 0;
    return s;
}

void ClockSettingsEdit::setSettings(const GameClock::Settings& s)
{
    mainTime_->setValue(s.mainSeconds / 60);
    periods_->setValue(s.hasByoyomi() ? s.periods : 0);
    periodTime_->setValue(s.periodSeconds > 0 ? s.periodSeconds : 30);
    periodTime_->setEnabled(periods_->value() > 0);
}

} // namespace irodori::ui
