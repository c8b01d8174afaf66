// Broken input never crashes or hangs the readers: thousands of
// deterministic mutations of the fixtures, truncations and random bytes.
// Whatever loads must also save, load again and save to the same bytes.
#include "record_helpers.h"

#include "record/ig1.h"

#include "core/color.h"

#include <QDir>

#include <random>

using namespace irodori;
using namespace irodori::record;
using namespace irodori::record::test;

class TestFuzz : public QObject {
    Q_OBJECT

private:
    int loaded_ = 0;
    int refused_ = 0;

    // Reads bytes as SGF and as IG1; checks what loads.
    void exercise(const std::string& bytes)
    {
        for (int format = 0; format < 2; ++format) {
            const LoadResult r = format == 0 ? readSgf(bytes) : readIg1(bytes);
            if (!r.ok()) {
                QVERIFY(!r.error.empty());
                QVERIFY(r.games.empty());
                ++refused_;
                continue;
            }
            ++loaded_;
            QVERIFY(!r.games.empty());
            for (const GameTree& g : r.games) {
                QVERIFY(g.boardSize() >= kMinBoardSize && g.boardSize() <= kMaxBoardSize);
                (void)writeIg1(g);
            }
            const std::string saved = writeSgf(r.games);
            const LoadResult again = readSgf(saved);
            QVERIFY2(again.ok(), again.error.c_str());
            QVERIFY2(again.warnings.empty(), (allWarnings(again.warnings) + saved.substr(0, 400)).c_str());
            QCOMPARE(writeSgf(again.games), saved);
        }
    }

    static std::string mutate(const std::string& in, std::mt19937_64& rng)
    {
        static const char kSpecial[] = {'(', ')', ';', '[', ']', '\\', ':', '\n', '\r', '\0', 'B', 'W', 'A',
                                        '\x83', '\x5C', '\xA4', '\xFF', '\xEF', '\xBB', '\xBF', '\xFE'};
        std::string s = in;
        const int edits = 1 + static_cast<int>(rng() % 4);
        for (int e = 0; e < edits; ++e) {
            const std::size_t at = s.empty() ? 0 : rng() % s.size();
            switch (rng() % 7) {
            case 0: // flip a byte
                if (!s.empty())
                    s[at] = static_cast<char>(rng());
                break;
            case 1: // insert a structural or awkward byte
                s.insert(s.begin() + static_cast<std::ptrdiff_t>(at), kSpecial[rng() % sizeof kSpecial]);
                break;
            case 2: { // delete a range
                const std::size_t n = std::min<std::size_t>(s.size() - at, 1 + rng() % 16);
                s.erase(at, n);
                break;
            }
            case 3: // truncate
                s.resize(at);
                break;
            case 4: { // duplicate a chunk
                const std::size_t n = std::min<std::size_t>(s.size() - at, 1 + rng() % 64);
                s.insert(rng() % (s.size() + 1), s.substr(at, n));
                break;
            }
            case 5: // replace a byte with a structural one
                if (!s.empty())
                    s[at] = kSpecial[rng() % sizeof kSpecial];
                break;
            default: // swap two bytes
                if (!s.empty())
                    std::swap(s[at], s[rng() % s.size()]);
                break;
            }
        }
        return s;
    }

private slots:
    void mutatedFixtures()
    {
        const QDir dir(QString::fromUtf8(IRODORI_TEST_DATA) + QStringLiteral("/records"));
        const QStringList files = dir.entryList({QStringLiteral("*.sgf"), QStringLiteral("*.ig1")}, QDir::Files,
                                                QDir::Name);
        QVERIFY(files.size() >= 40);
        std::mt19937_64 rng(20260311);
        int inputs = 0;
        for (const QString& f : files) {
            const std::string original = fixture(f.toStdString());
            // The long game is 600 kB: a few mutations of it are enough.
            const int count = original.size() > 100000 ? 10 : 100;
            for (int i = 0; i < count; ++i) {
                exercise(mutate(original, rng));
                ++inputs;
            }
            for (std::size_t cut = 0; cut < original.size(); cut += 1 + original.size() / 20) {
                exercise(original.substr(0, cut));
                ++inputs;
            }
        }
        qInfo("%d mutated inputs, each read as SGF and as IG1: %d loads, %d refusals", inputs, loaded_, refused_);
        QVERIFY(inputs >= 4000);
        QVERIFY(loaded_ > 1000);
        QVERIFY(refused_ > 100);
    }

    void randomBytes()
    {
        std::mt19937_64 rng(7);
        for (int i = 0; i < 600; ++i) {
            std::string s(rng() % 3000, '\0');
            for (char& c : s)
                c = static_cast<char>(rng());
            if (i % 3 == 0 && !s.empty())
                s.insert(0, "(;");
            exercise(s);
        }
    }

    void pathologicalShapes()
    {
        exercise(std::string(100000, '('));
        exercise(std::string(100000, ')'));
        exercise(std::string(100000, '['));
        exercise(std::string(100000, '\\'));
        exercise("(;" + std::string(100000, 'B'));
        exercise("(;C[" + std::string(100000, '\\'));
        std::string manyNodes = "(";
        for (int i = 0; i < 50000; ++i)
            manyNodes += ";B[aa]W[bb]";
        exercise(manyNodes);
        // One node holding 100,000 moves, and one holding 100,000 different
        // properties: both linear, not quadratic.
        std::string oneNode = "(;SZ[9];";
        for (int i = 0; i < 50000; ++i)
            oneNode += "B[aa]W[bb]";
        exercise(oneNode + ")");
        std::string distinct = "(;";
        for (int i = 0; i < 100000; ++i) {
            std::string id;
            for (int v = i, k = 0; k < 4; ++k, v /= 26)
                id += static_cast<char>('A' + v % 26);
            distinct += id + "[x]";
        }
        exercise(distinct + ")");
        std::string branches = "(;SZ[9]";
        for (int i = 0; i < 20000; ++i)
            branches += "(;B[ee]";
        exercise(branches);
        std::string line(200000, '(');
        for (std::size_t i = 0; i < line.size(); i += 7)
            line[i] = ';';
        exercise(line);
        exercise("MOV " + std::string(100000, 'A'));
        std::string ig1 = "#COMMENT\n";
        for (int i = 0; i < 20000; ++i)
            ig1 += "INT\nMOV Q16\n#x\n";
        exercise(ig1);
    }
};

QTEST_GUILESS_MAIN(TestFuzz)
#include "test_fuzz.moc"
