// irodori-cli analyze: text and JSON output, and clear errors on bad input.
#include "helpers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    int code = -1;
    QString out, err;
};

Run cli(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(IRODORI_CLI), args);
    Run r;
    if (!p.waitForFinished(60000)) {
        p.kill();
        return r;
    }
    r.code = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

QString write(const QTemporaryDir& dir, const QString& name, const QByteArray& text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(text);
    return path;
}

const char* kBoard = "; two groups in a 9x9 corner\n"
                     "; to-move white\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     "O O O O O . . . .\n"
                     "X X X X O . . . .\n"
                     ". X . X O . . . .\n"
                     "X X X X O . . . .\n"
                     ". . . X O . . . .\n";

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void textReport()
    {
        QTemporaryDir dir;
        const Run r = cli({"analyze", write(dir, "corner.txt", kBoard)});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("Strings"));
        QVERIFY(r.out.contains("group 1 white"));
        QVERIFY(r.out.contains("step 10: eye-space"));
        QVERIFY(r.out.contains("Score:"));
    }

    void jsonReport()
    {
        QTemporaryDir dir;
        const Run r = cli({"analyze", write(dir, "corner.txt", kBoard), "--json"});
        QCOMPARE(r.code, 0);
        QJsonParseError e;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &e);
        QCOMPARE(e.error, QJsonParseError::NoError);
        const QJsonArray groups = doc.object()["groups"].toArray();
        QCOMPARE(groups.size(), 2);
        // The black group has two eyes (A3 and the corner) and lives.
        const QJsonObject black = groups[1].toObject();
        QCOMPARE(black["color"].toString(), QString("black"));
        QCOMPARE(black["safety"].toInt(), 100);
        QCOMPARE(black["status"].toString(), QString("alive"));
    }

    // The group reading's verdict on the unsettled straight three (直三),
    // in the text and the JSON; --no-group-reading leaves it out.
    void groupReading()
    {
        QTemporaryDir dir;
        const QString file = write(dir, "three.txt",
                                   ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
                                   ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
                                   "O O O O O . . . .\nX X X X O . . . .\n. . . X O . . . .\n");
        const Run text = cli({"analyze", file});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains("group reading: critical - White kills it at B1, Black saves it at B1"),
                 qPrintable(text.out));
        const Run json = cli({"analyze", file, "--json"});
        QCOMPARE(json.code, 0);
        const QJsonArray groups = QJsonDocument::fromJson(json.out.toUtf8()).object()["groups"].toArray();
        int critical = 0, unread = 0;
        for (const auto& g : groups) {
            const QJsonValue r = g.toObject()["reading"];
            if (r.isNull())
                ++unread;
            else if (r.toObject()["verdict"].toString() == "critical" &&
                     r.toObject()["kill"].toObject()["move"].toString() == "B1")
                ++critical;
        }
        QCOMPARE(critical, 1);
        QCOMPARE(unread, 1); // White's wall lives: the static judgement says so
        const Run plain = cli({"analyze", file, "--no-group-reading"});
        QCOMPARE(plain.code, 0);
        QVERIFY(!plain.out.contains("group reading"));
        QVERIFY(plain.out.contains("group 2 black"));
    }

    void sgfRecord()
    {
        // White's D4 stone is captured on move 6: before it, White has a
        // string at D4 in atari; after, Black has taken it.
        QTemporaryDir dir;
        const QString path = write(dir, "game.sgf",
                                   "(;GM[1]FF[4]SZ[9]KM[5.5];B[dc];W[dd];B[cd];W[ee];B[ed];W[ef];B[de])");
        Run r = cli({"analyze", path, "--json", "--move", "6"});
        QCOMPARE(r.code, 0);
        QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        int whiteAtD6 = 0;
        for (const auto& s : o["strings"].toArray())
            if (s.toObject()["stones"].toArray().contains(QJsonValue("D6")))
                whiteAtD6 = s.toObject()["liberties"].toArray().size();
        QCOMPARE(whiteAtD6, 1);
        QCOMPARE(o["score"].toObject()["komi"].toDouble(), 5.5);
        r = cli({"analyze", path, "--json"});
        QCOMPARE(r.code, 0);
        o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o["score"].toObject()["black_prisoners"].toInt(), 1);
        r = cli({"analyze", path, "--move", "99"});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("only 7 moves"));
        r = cli({"analyze", write(dir, "broken.sgf", "(;GM[1]SZ[9];B[dc")});
        QVERIFY(r.code == 0 || r.err.contains("analyze"));
    }

    void errors()
    {
        QTemporaryDir dir;
        Run r = cli({"analyze"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("usage"));
        r = cli({"analyze", dir.filePath("missing.txt")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("cannot read"));
        r = cli({"analyze", write(dir, "bad.txt", "X X Z\nX X X\nX X X\n")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("not a board diagram"));
        r = cli({"analyze", write(dir, "ok.txt", kBoard), "--frobnicate"});
        QCOMPARE(r.code, 2);
        r = cli({"analyze", write(dir, "ok.txt", kBoard), "--move"});
        QCOMPARE(r.code, 2);
        r = cli({"analyze", write(dir, "ok.txt", kBoard), "--move", "3"});
        QCOMPARE(r.code, 2);
        r = cli({"analyze", write(dir, "colour.txt", "; to-move purple\n. .\n. .\n")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("not a colour"));
        r = cli({"analyze", write(dir, "empty.txt", "")});
        QCOMPARE(r.code, 1);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
