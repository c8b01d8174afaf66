// StoneSound: the click of a stone put on the board, the rattle of stones
// taken off it, and the tick of the last ten seconds of the user's clock,
// as a board program sounds (View → Sounds).
// Both are made here (a short decaying knock of wood and stone, several
// lighter ones for a capture), written once as WAV files to a temporary
// folder and played through Qt Multimedia; a build without it plays
// nothing and says so. The window asks for a sound when one move is added
// to the line shown (played, by anyone, or stepped forward to), not for
// jumps through the record.
#pragma once

#include <QByteArray>
#include <QObject>

#include <functional>
#include <memory>

class QAction;

namespace irodori::ui {

class StoneSound : public QObject {
    Q_OBJECT

public:
    enum class Kind { Stone, Capture, Tick };

    explicit StoneSound(QObject* parent = nullptr);
    ~StoneSound() override;

    // View → Sounds. Off until remember() reads the saved choice (on
    // unless turned off), so tests and screenshots stay silent.
    QAction* action() const { return action_; }
    bool isEnabled() const;
    void remember();

    // Plays a sound if they are on; counted either way it is played.
    void play(Kind kind);
    int played() const { return played_; }
    // Where the sounds go instead of the loudspeaker (tests count them).
    void setOutput(std::function<void(Kind)> output) { output_ = std::move(output); }

    // Whether this build can play sounds at all.
    static bool available();
    // The sound as a WAV file: 16-bit mono PCM at 44.1 kHz.
    static QByteArray wav(Kind kind);

private:
    void playOnSpeaker(Kind kind);

    QAction* action_ = nullptr;
    bool remembering_ = false;
    int played_ = 0;
    std::function<void(Kind)> output_;
    struct Speaker;
    std::unique_ptr<Speaker> speaker_;
};

} // namespace irodori::ui
