// GameClock: the two players' clocks (持ち時間) of a game in the window —
// main time, then Japanese byo-yomi (秒読み): periods of a fixed length, a
// move made within a period keeps it, a period that runs out is lost, and
// the last one lost loses the game on time (時間切れ). Without byo-yomi,
// the end of the main time loses. Times are given by the caller in
// milliseconds, so that the clock can be driven by QElapsedTimer in the
// window and by plain numbers in tests.
#pragma once

#include "core/color.h"
#include "record/gametree.h"
#include "search/player.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QWidget>

#include <array>
#include <cstdint>

class QSpinBox;
class QTimer;

namespace irodori::ui {

class GameClock {
public:
    struct Settings {
        int mainSeconds = 0;
        int periodSeconds = 0; // byo-yomi period
        int periods = 0;       // byo-yomi periods
        bool enabled() const { return mainSeconds > 0 || (periodSeconds > 0 && periods > 0); }
        bool hasByoyomi() const { return periodSeconds > 0 && periods > 0; }
    };
    // What a side has left at some moment.
    struct State {
        double mainLeft = 0;     // seconds of main time
        bool byoyomi = false;    // the main time is spent
        int periodsLeft = 0;     // byo-yomi periods, the current one included
        double periodLeft = 0;   // seconds left in the current period
        bool flagged = false;    // out of time
    };

    GameClock() = default;
    explicit GameClock(Settings settings) { reset(settings); }

    // Both clocks full and stopped.
    void reset(Settings settings);
    const Settings& settings() const { return settings_; }
    bool enabled() const { return settings_.enabled(); }

    // The side to move's clock runs from now; the other side's stops. A
    // side whose clock was running is charged the time since it started.
    void start(Color c, std::int64_t nowMs);
    // Stops the clock that runs, charging its side (a move was made, or the
    // game paused or ended).
    void stop(std::int64_t nowMs);
    Color running() const { return running_; }

    State state(Color c, std::int64_t nowMs) const;
    bool flagged(Color c, std::int64_t nowMs) const { return state(c, nowMs).flagged; }
    // "9:58", "1:02:03", "0:07" for seconds (rounded up: a clock shows
    // 0:00 only when the time is out).
    static QString time(double seconds);

    // The clock of c as the engine's time control, at nowMs.
    search::TimeControl timeControl(Color c, std::int64_t nowMs) const;

private:
    struct Side {
        double mainLeft = 0;
        int periodsLeft = 0;
        bool flagged = false;
    };
    // Side s after thinking seconds more in one turn.
    Side after(const Side& s, double seconds, double* periodUsed) const;
    static std::size_t index(Color c) { return c == White ? 1 : 0; }

    Settings settings_;
    std::array<Side, 2> sides_{};
    Color running_ = Empty;
    std::int64_t startedMs_ = 0;
};

// The clock in a record: TM (main time) and OT ("3x30 byo-yomi") on the
// root; nothing for a game without a clock.
void recordClockSettings(record::Node& root, const GameClock::Settings& settings);
// What the player of node's move had left after it: BL or WL (seconds of
// main time, or of the byo-yomi period), and OB or OW (periods left) in
// byo-yomi. A node that has it already keeps it.
void recordTimeLeft(record::Node& node, Color mover, const GameClock::State& state);

// A GameClock running in the window: its own time, a label on the status
// bar with both clocks (the one that runs in bold), and a tick that tells
// when the running side is out of time. Shared by the games against
// Irodori and against another GTP program.
class RunningClock : public QObject {
    Q_OBJECT

public:
    // The label goes on statusBar (a QStatusBar); without one it is never shown.
    explicit RunningClock(QWidget* statusBar, QObject* parent = nullptr);
    ~RunningClock() override;

    // Both clocks full and stopped; the label shows when there is a clock.
    void reset(const GameClock::Settings& settings);
    // The turn passes to toMove (Empty: nobody's clock runs). Returns the
    // side whose clock was running, now charged for its turn.
    Color turn(Color toMove);
    // The same after node, the record's current node: when it holds the
    // move of the side whose clock ran, that move records the time left.
    void turnAfter(record::Node& node, int boardSize, Color toMove);
    // Stops the clock and hides the label (the game ended).
    void finish();

    bool enabled() const { return clock_.enabled(); }
    const GameClock& clock() const { return clock_; }
    GameClock::State state(Color c) const { return clock_.state(c, elapsed_.elapsed()); }
    search::TimeControl timeControl(Color c) const { return clock_.timeControl(c, elapsed_.elapsed()); }
    QLabel* label() const { return label_; }
    // The label's text now: "Black 9:58   White 0:25 (3 periods)".
    QString text() const;
    // The second to count aloud for a side in state s: 10 down to 1 in the
    // last ten seconds of a byo-yomi period, or of the main time when no
    // byo-yomi follows it; 0 otherwise.
    static int countdownSecond(const GameClock::State& s, const GameClock::Settings& settings);

signals:
    // c's time is up (the clock has stopped).
    void flagged(irodori::Color c);
    // The running side c is down to its last seconds: 10, 9, … 1, once each
    // (again in each byo-yomi period).
    void countdown(irodori::Color c, int seconds);

private:
    void tick();

    GameClock clock_;
    QElapsedTimer elapsed_;
    QPointer<QLabel> label_; // the status bar's child, gone with the window
    QTimer* tick_ = nullptr;
    int counted_ = 0; // the last second counted in this turn's period
};

// The three fields of a clock in a game dialog: main time in minutes,
// byo-yomi periods, seconds per period.
class ClockSettingsEdit : public QWidget {
    Q_OBJECT

public:
    explicit ClockSettingsEdit(QWidget* parent = nullptr);
    GameClock::Settings settings() const;
    void setSettings(const GameClock::Settings& settings);

private:
    QSpinBox* mainTime_ = nullptr;   // minutes
    QSpinBox* periods_ = nullptr;
    QSpinBox* periodTime_ = nullptr; // seconds
};

} // namespace irodori::ui
