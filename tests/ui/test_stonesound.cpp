// View → Sounds: the sounds made (WAV files of the right form, a
// knock that fades out, a capture with the prisoners' lighter knocks after
// it), a click for one move added to the line shown — played or stepped to
// — and a rattle when it takes stones, nothing for jumps, passes or while
// the sounds are off; silent until the saved choice is read, on by default.
#include "gamedocument.h"
#include "mainwindow.h"
#include "stonesound.h"
#include "window_helpers.h"

#include <QAction>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstdint>
#include <memory>
#include <vector>

using namespace irodori;
using namespace irodori::ui;

namespace {

std::uint32_t u32(const QByteArray& b, int at)
{
    std::uint32_t v = 0;
    for (int i = 3; i >= 0; --i)
        v = (v << 8) | static_cast<std::uint8_t>(b[at + i]);
    return v;
}

std::vector<int> samples(const QByteArray& wav)
{
    std::vector<int> out;
    for (int i = 44; i + 1 < wav.size(); i += 2)
        out.push_back(static_cast<std::int16_t>(static_cast<std::uint8_t>(wav[i]) | (static_cast<std::uint8_t>(wav[i + 1]) << 8)));
    return out;
}

// Mean absolute level over 5 ms from second t.
double level(const std::vector<int>& s, double t)
{
    const int from = static_cast<int>(t * 44100);
    double sum = 0;
    for (int i = from; i < from + 220 && i < static_cast<int>(s.size()); ++i)
        sum += std::abs(s[static_cast<std::size_t>(i)]);
    return sum / 220;
}

} // namespace

class TestStoneSound : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;
    std::vector<StoneSound::Kind> heard;

private slots:
    void initTestCase() { testing::useScratchSettings(dir, "test_stonesound"); }

    void init()
    {
        window = testing::shownWindow();
        QVERIFY(window);
        heard.clear();
        window->stoneSound()->setOutput([this](StoneSound::Kind k) { heard.push_back(k); });
        window->newGame(9);
    }

    void cleanup() { window.reset(); }

    void soundsMade()
    {
        const QByteArray stone = StoneSound::wav(StoneSound::Kind::Stone);
        QVERIFY(stone.startsWith("RIFF"));
        QCOMPARE(stone.mid(8, 8), QByteArray("WAVEfmt "));
        QCOMPARE(u32(stone, 4), static_cast<std::uint32_t>(stone.size() - 8));
        QCOMPARE(u32(stone, 24), 44100u);                                 // samples per second
        QCOMPARE(u32(stone, 40), static_cast<std::uint32_t>(stone.size() - 44)); // the data
        const std::vector<int> s = samples(stone);
        QCOMPARE(static_cast<int>(s.size()), static_cast<int>(0.12 * 44100));
        int peak = 0;
        for (int v : s)
            peak = std::max(peak, std::abs(v));
        QVERIFY(peak > 20000 && peak < 32767);
        QVERIFY(level(s, 0.0) > 10 * level(s, 0.06)); // a knock that fades
        QVERIFY(std::abs(s.back()) < 50);              // and ends in silence
        QCOMPARE(StoneSound::wav(StoneSound::Kind::Stone), stone); // the same every time

        const std::vector<int> c = samples(StoneSound::wav(StoneSound::Kind::Capture));
        QVERIFY(c.size() > s.size() * 2);
        QVERIFY(level(c, 0.11) > 3 * level(c, 0.10)); // a prisoner picked up
        QVERIFY(level(c, 0.24) > 3 * level(c, 0.23));

        // The clock's tick: short, rising without a click, fading.
        const std::vector<int> t = samples(StoneSound::wav(StoneSound::Kind::Tick));
        QCOMPARE(static_cast<int>(t.size()), static_cast<int>(0.08 * 44100));
        QVERIFY(std::abs(t.front()) < 100);
        QVERIFY(level(t, 0.005) > 4 * level(t, 0.07));
    }

    void soundsOfMoves()
    {
        StoneSound* sound = window->stoneSound();
        QVERIFY(!sound->isEnabled()); // silent until the saved choice is read
        QVERIFY(window->playVertices({QStringLiteral("E5")}).isEmpty());
        QVERIFY(heard.empty());
        if (!StoneSound::available())
            QSKIP("built without Qt Multimedia");
        sound->action()->trigger();
        QVERIFY(sound->isEnabled());
        // White C3 taken: Black B3, C4, D3, C2 around it.
        QVERIFY(window->playVertices({QStringLiteral("C3"), QStringLiteral("B3"), QStringLiteral("G7"),
                                      QStringLiteral("C4"), QStringLiteral("G6"), QStringLiteral("D3")})
                    .isEmpty());
        QCOMPARE(heard.size(), std::size_t{6});
        QVERIFY(heard.back() == StoneSound::Kind::Stone);
        QVERIFY(window->playVertices({QStringLiteral("G5"), QStringLiteral("C2")}).isEmpty());
        QCOMPARE(heard.size(), std::size_t{8});
        QVERIFY(heard.back() == StoneSound::Kind::Capture);
        // A pass, steps back, jumps: silent. One step forward: a click, and
        // the capture's rattle again when stepping onto it.
        QVERIFY(window->playVertices({QStringLiteral("pass")}).isEmpty());
        QVERIFY(window->document()->back(2));
        QVERIFY(window->document()->toStart());
        QVERIFY(window->document()->toEnd());
        QCOMPARE(heard.size(), std::size_t{8});
        QVERIFY(window->document()->back(2));
        QVERIFY(window->document()->forward());
        QCOMPARE(heard.size(), std::size_t{9});
        QVERIFY(heard.back() == StoneSound::Kind::Capture);
        // Off again: nothing.
        sound->action()->trigger();
        QVERIFY(window->document()->back());
        QVERIFY(window->document()->forward());
        QCOMPARE(heard.size(), std::size_t{9});
        QCOMPARE(sound->played(), 9);
    }

    // On unless the user turned them off, and remembered.
    void choiceRemembered()
    {
        if (!StoneSound::available())
            QSKIP("built without Qt Multimedia");
        QSettings().remove(QStringLiteral("view/stoneSounds"));
        StoneSound first;
        first.remember();
        QVERIFY(first.isEnabled());
        first.action()->trigger();
        StoneSound second;
        second.remember();
        QVERIFY(!second.isEnabled());
    }
};

QTEST_MAIN(TestStoneSound)
#include "test_stonesound.moc"
