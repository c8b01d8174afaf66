// irodori-cli convert and dump, run as child processes the way a user or a
// script runs them.
#include "record_helpers.h"

#include "record/charset.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

using namespace irodori::record;
using namespace irodori::record::test;

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList& args)
{
    QProcess p;
    p.start(QString::fromUtf8(IRODORI_CLI), args);
    Run r;
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

QString data(const char* name) { return QString::fromStdString(fixturePath(name)); }

} // namespace

class TestCli : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    // A file of the scratch folder with these contents; "" if it could not
    // be written.
    QString writeFile(const char* name, const char* bytes) const
    {
        const QString path = dir_.filePath(QString::fromLatin1(name));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) < 0)
            return {};
        return path;
    }

private slots:
    void convertShiftJisToUtf8Sgf()
    {
        QVERIFY(dir_.isValid());
        const QString out = dir_.filePath(QStringLiteral("out.sgf"));
        const Run r = cli({QStringLiteral("convert"), data("ja_shift_jis.sgf"), out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.startsWith("(;FF[4]GM[1]CA[UTF-8]AP[Irodori:"));
        QVERIFY(bytes.contains(QStringLiteral("PB[山田ソゾ太郎]").toUtf8()));
        QVERIFY(bytes.contains(QStringLiteral(";B[pq]C[黒の厚みが働いています\\]。").toUtf8()));
    }

    void convertToIg1AndBack()
    {
        const QString ig1 = dir_.filePath(QStringLiteral("game.ig1"));
        const Run r = cli({QStringLiteral("convert"), data("ja_shift_jis.sgf"), ig1});
        QCOMPARE(r.exitCode, 0);
        // The comments are lost in IG1, and the user is told.
        QVERIFY(r.err.contains("game.ig1: warning: 5 comments are lost"));
        QFile f(ig1);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QStringDecoder sjis("Shift_JIS");
        const QString text = sjis(bytes);
        QVERIFY(text.startsWith(QStringLiteral("#COMMENT\r\n1998/05/03\r\n黒番\u3000山田ソゾ太郎\r\n")));
        QVERIFY(text.endsWith(QStringLiteral("INT 19 0\r\nMOV Q4 D4 Q17 D16\r\n")));
        const QString back = dir_.filePath(QStringLiteral("back.sgf"));
        QCOMPARE(cli({QStringLiteral("convert"), ig1, back}).exitCode, 0);
        const LoadResult again = loadRecordFile(back.toStdString());
        QVERIFY(again.ok());
        QCOMPARE(again.games.at(0).nodeCount(), std::size_t(5));
    }

    // A gomoku record to a Piskvork game and back; a Go record refused.
    void convertToPsqAndBack()
    {
        const QString sgf = writeFile("gomoku.sgf", "(;GM[4]FF[4]SZ[15]RU[Freestyle]PB[Alice];B[hh];W[ii];B[hi])");
        const QString psq = dir_.filePath(QStringLiteral("gomoku.psq"));
        const Run r = cli({QStringLiteral("convert"), sgf, psq});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("gomoku.psq: warning: These properties have no place in a Piskvork game and are lost: PB."),
                 r.err.constData());
        QFile f(psq);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("Piskvorky 15x15, 0:0, 0\r\n8,8,0\r\n9,9,0\r\n8,9,0\r\n"));
        const QString back = dir_.filePath(QStringLiteral("back-from-psq.sgf"));
        QCOMPARE(cli({QStringLiteral("convert"), psq, back}).exitCode, 0);
        const LoadResult again = loadRecordFile(back.toStdString());
        QVERIFY(again.ok());
        QCOMPARE(again.games.at(0).nodeCount(), std::size_t(4));
        const Run go = cli({QStringLiteral("convert"), data("ja_shift_jis.sgf"), dir_.filePath(QStringLiteral("go.psq"))});
        QCOMPARE(go.exitCode, 1);
        QVERIFY2(go.err.contains("game of Go"), go.err.constData());
        QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("go.psq"))));
    }

    void dumpJson()
    {
        const Run r = cli({QStringLiteral("dump"), data("ja_euc_jp.sgf"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonObject top = doc.object();
        QCOMPARE(top[QStringLiteral("encoding")].toString(), QStringLiteral("EUC-JP"));
        QCOMPARE(top[QStringLiteral("encoding_source")].toString(), QStringLiteral("detected"));
        const QJsonObject game = top[QStringLiteral("games")].toArray().at(0).toObject();
        QCOMPARE(game[QStringLiteral("board_size")].toInt(), 19);
        QCOMPARE(game[QStringLiteral("nodes")].toInt(), 5);
        QCOMPARE(game[QStringLiteral("variations")].toInt(), 0);
        const QJsonObject root = game[QStringLiteral("root")].toObject();
        QCOMPARE(root[QStringLiteral("PB")].toArray().at(0).toString(), QStringLiteral("山田ソゾ太郎"));
        QCOMPARE(root[QStringLiteral("KM")].toArray().at(0).toString(), QStringLiteral("6.5"));
        QStringList moves;
        for (const QJsonValue& m : game[QStringLiteral("moves")].toArray())
            moves << m.toObject()[QStringLiteral("color")].toString() + m.toObject()[QStringLiteral("point")].toString();
        QCOMPARE(moves, (QStringList{"Bpd", "Wdd", "Bpq", "Wdp"}));
        QVERIFY(top[QStringLiteral("warnings")].toArray().isEmpty());
    }

    void dumpJsonSetupVariationsAndWarnings()
    {
        const QString file = writeFile("setup.sgf", "(;SZ[9]AB[aa:bb]AW[ee];B[cc]W[dd](;B[ff])(;B[gg]))");
        const Run r = cli({QStringLiteral("dump"), file, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject top = QJsonDocument::fromJson(r.out).object();
        const QJsonObject game = top[QStringLiteral("games")].toArray().at(0).toObject();
        const QJsonObject setup = game[QStringLiteral("setup")].toArray().at(0).toObject();
        QCOMPARE(setup[QStringLiteral("black")].toArray().size(), 4);
        QCOMPARE(setup[QStringLiteral("white")].toArray().at(0).toString(), QStringLiteral("ee"));
        QCOMPARE(game[QStringLiteral("variations")].toInt(), 1);
        QCOMPARE(game[QStringLiteral("nodes")].toInt(), 5);
        const QJsonObject w = top[QStringLiteral("warnings")].toArray().at(0).toObject();
        QCOMPARE(w[QStringLiteral("line")].toInt(), 1);
        QCOMPARE(w[QStringLiteral("column")].toInt(), 29);
        QVERIFY(w[QStringLiteral("message")].toString().contains(QStringLiteral("two moves")));
    }

    void warningsAndErrors()
    {
        const Run repair = cli({QStringLiteral("convert"), data("repair_merged_nodes.sgf"),
                                dir_.filePath(QStringLiteral("m.sgf"))});
        QCOMPARE(repair.exitCode, 0);
        QVERIFY(repair.err.contains("repair_merged_nodes.sgf:1:19: warning: One node holds two moves"));

        const Run big = cli({QStringLiteral("dump"), data("error_board_37.sgf"), QStringLiteral("--json")});
        QCOMPARE(big.exitCode, 1);
        QVERIFY(big.out.isEmpty());
        QVERIFY(big.err.contains("board size 37 is larger than 25, which Irodori supports"));

        const Run missing = cli({QStringLiteral("convert"), dir_.filePath(QStringLiteral("none.sgf")),
                                 dir_.filePath(QStringLiteral("x.sgf"))});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains("no such file"));

        const Run ext = cli({QStringLiteral("convert"), data("collection.sgf"), dir_.filePath(QStringLiteral("x.txt"))});
        QCOMPARE(ext.exitCode, 2);
        QVERIFY(ext.err.contains("name it .sgf, .ig1 or .psq"));

        const Run usage = cli({QStringLiteral("convert")});
        QCOMPARE(usage.exitCode, 2);
    }

    void forcedEncoding()
    {
        const Run r = cli({QStringLiteral("dump"), data("ja_shift_jis.sgf"), QStringLiteral("--json"),
                           QStringLiteral("--encoding"), QStringLiteral("EUC-JP")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject top = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(top[QStringLiteral("encoding")].toString(), QStringLiteral("EUC-JP"));
        QCOMPARE(top[QStringLiteral("encoding_source")].toString(), QStringLiteral("chosen by the user"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
