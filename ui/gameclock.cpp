#include "gameclock.h"

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

} // namespace irodori::ui
