#include "stonesound.h"

#include <QAction>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QUrl>

#ifdef IRODORI_HAVE_SOUND
#include <QSoundEffect>
#endif

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <vector>

namespace irodori::ui {

namespace {

const QString kSoundKey = QStringLiteral("view/stoneSounds");
constexpr int kRate = 44100;

// One knock at time `at` (seconds): a burst of noise for the contact and
// two short tones for the wood and the stone ringing, each fading fast.
void knock(std::vector<double>& out, double at, double gain, double pitch, std::uint32_t& seed)
{
    const int start = static_cast<int>(at * kRate);
    const int length = static_cast<int>(0.09 * kRate);
    for (int i = 0; i < length && start + i < static_cast<int>(out.size()); ++i) {
        const double t = static_cast<double>(i) / kRate;
        seed = seed * 1664525u + 1013904223u; // a fixed sequence: the same sound every time
        const double noise = static_cast<double>(seed >> 8) / static_cast<double>(1u << 24) * 2.0 - 1.0;
        const double twoPi = 2.0 * std::numbers::pi;
        const double v = 0.55 * std::exp(-t / 0.0025) * noise
            + 0.50 * std::exp(-t / 0.020) * std::sin(twoPi * 1850.0 * pitch * t)
            + 0.30 * std::exp(-t / 0.012) * std::sin(twoPi * 3300.0 * pitch * t)
            + 0.20 * std::exp(-t / 0.035) * std::sin(twoPi * 760.0 * pitch * t);
        out[static_cast<std::size_t>(start + i)] += gain * v;
    }
}

void put16(QByteArray& b, int v)
{
    b.append(static_cast<char>(v & 0xff));
    b.append(static_cast<char>((v >> 8) & 0xff));
}

void put32(QByteArray& b, std::uint32_t v)
{
    for (int i = 0; i < 4; ++i)
        b.append(static_cast<char>((v >> (8 * i)) & 0xff));
}

} // namespace

struct StoneSound::Speaker {
#ifdef IRODORI_HAVE_SOUND
    QTemporaryDir dir;
    QSoundEffect stone;
    QSoundEffect capture;
    QSoundEffect tick;

    Speaker()
    {
        auto load = [this](QSoundEffect& effect, Kind kind, const char* name) {
            const QString path = dir.filePath(QString::fromLatin1(name));
            QFile f(path);
            if (f.open(QIODevice::WriteOnly) && f.write(wav(kind)) > 0) {
                f.close();
                effect.setSource(QUrl::fromLocalFile(path));
                effect.setVolume(0.8f);
            }
        };
        load(stone, Kind::Stone, "stone.wav");
        load(capture, Kind::Capture, "capture.wav");
        load(tick, Kind::Tick, "tick.wav");
    }
#endif
};

StoneSound::StoneSound(QObject* parent)
    : QObject(parent)
{
    action_ = new QAction(tr("Soun&ds"), this);
    action_->setCheckable(true);
    action_->setChecked(false);
    action_->setStatusTip(available() ? tr("A click for every stone put on the board, a rattle for stones taken, "
                                           "a tick for each of the last ten seconds on your clock")
                                      : tr("This build of Irodori has no sound (built without Qt Multimedia)"));
    action_->setEnabled(available());
    connect(action_, &QAction::toggled, this, [this](bool on) {
        if (remembering_)
            QSettings().setValue(kSoundKey, on);
    });
}

StoneSound::~StoneSound() = default;

bool StoneSound::available()
{
#ifdef IRODORI_HAVE_SOUND
    return true;
#else
    return false;
#endif
}

bool StoneSound::isEnabled() const
{
    return action_->isChecked();
}

void StoneSound::remember()
{
    action_->setChecked(available() && QSettings().value(kSoundKey, true).toBool());
    remembering_ = true;
}

void StoneSound::play(Kind kind)
{
    if (!isEnabled())
        return;
    ++played_;
    if (output_)
        output_(kind);
    else
        playOnSpeaker(kind);
}

void StoneSound::playOnSpeaker(Kind kind)
{
#ifdef IRODORI_HAVE_SOUND
    if (!speaker_)
        speaker_ = std::make_unique<Speaker>();
    QSoundEffect& effect = kind == Kind::Stone     ? speaker_->stone
                           : kind == Kind::Capture ? speaker_->capture
                                                   : speaker_->tick;
    effect.stop();
    effect.play();
#else
    (void)kind;
#endif
}

QByteArray StoneSound::wav(Kind kind)
{
    // The samples: one knock, or for a capture the stone and then the
    // lighter knocks of the prisoners picked up; a clock's tick is a short
    // clear tone.
    std::uint32_t seed = kind == Kind::Stone ? 12345u : 54321u;
    const double seconds = kind == Kind::Stone ? 0.12 : kind == Kind::Capture ? 0.34 : 0.08;
    std::vector<double> s(static_cast<std::size_t>(seconds * kRate), 0.0);
    if (kind == Kind::Tick) {
        for (std::size_t i = 0; i < s.size(); ++i) {
            const double t = static_cast<double>(i) / kRate;
            const double rise = std::min(1.0, t / 0.004); // no click at the start
            s[i] = rise * std::exp(-t / 0.03) * std::sin(2.0 * std::numbers::pi * 1320.0 * t);
        }
    } else {
        knock(s, 0.0, 1.0, 1.0, seed);
    }
    if (kind == Kind::Capture) {
        knock(s, 0.11, 0.45, 1.12, seed);
        knock(s, 0.17, 0.35, 0.94, seed);
        knock(s, 0.24, 0.30, 1.20, seed);
    }
    double peak = 0;
    for (double v : s)
        peak = std::max(peak, std::abs(v));
    const double scale = peak > 0 ? 0.8 * 32767.0 / peak : 0.0;
    QByteArray data;
    data.reserve(static_cast<qsizetype>(s.size() * 2));
    for (std::size_t i = 0; i < s.size(); ++i) {
        // The last 5 ms fade to silence, so the sound ends without a click.
        const double left = static_cast<double>(s.size() - i) / (0.005 * kRate);
        put16(data, static_cast<int>(std::lround(s[i] * scale * std::min(1.0, left))));
    }
    QByteArray out;
    out.append("RIFF");
    put32(out, static_cast<std::uint32_t>(36 + data.size()));
    out.append("WAVEfmt ");
    put32(out, 16);
    put16(out, 1); // PCM
    put16(out, 1); // mono
    put32(out, kRate);
    put32(out, kRate * 2); // bytes per second
    put16(out, 2);         // bytes per frame
    put16(out, 16);        // bits per sample
    out.append("data");
    put32(out, static_cast<std::uint32_t>(data.size()));
    out.append(data);
    return out;
}

} // namespace irodori::ui
