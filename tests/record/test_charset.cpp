// Text encodings: Qt's decoders on this machine, detection of each legacy
// encoding, declarations, byte order marks, overrides and aliases.
#include "record_helpers.h"

#include "record/charset.h"
#include "record/charset_score.h"
#include "record/semantics.h"

#include <QStringDecoder>
#include <QStringEncoder>

using namespace irodori;
using namespace irodori::record;
using namespace irodori::record::test;

class TestCharset : public QObject {
    Q_OBJECT

private slots:
    void qtDecodesLegacyEncodingsByName()
    {
        // Debian's Qt reaches ICU's converters by name. If one were missing,
        // detection would just skip it (candidateEncodings filters).
        for (const char* name : {"Shift_JIS", "EUC-JP", "GB18030", "Big5", "EUC-KR", "windows-949", "windows-1251",
                                 "ISO-8859-1", "SJIS", "MS_KANJI", "CP932", "windows-31j", "GB2312", "GBK"}) {
            QVERIFY2(QStringDecoder(name).isValid(), name);
            QVERIFY2(encodingAvailable(name), name);
        }
        QCOMPARE(candidateEncodings(),
                 (std::vector<std::string>{"Shift_JIS", "EUC-JP", "GB18030", "Big5", "EUC-KR", "windows-1251"}));
        QVERIFY(!encodingAvailable("no-such-encoding"));
        QCOMPARE(canonicalEncoding("no-such-encoding"), std::string());
    }

    void aliases_data()
    {
        QTest::addColumn<QString>("alias");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("SJIS") << "SJIS" << "Shift_JIS";
        QTest::newRow("MS_KANJI") << "MS_KANJI" << "Shift_JIS";
        QTest::newRow("CP932") << "CP932" << "Shift_JIS";
        QTest::newRow("windows-31j") << "windows-31j" << "Shift_JIS";
        QTest::newRow("shift-jis") << "shift-jis" << "Shift_JIS";
        QTest::newRow("eucjp") << "eucjp" << "EUC-JP";
        QTest::newRow("GB2312") << "GB2312" << "GB18030";
        QTest::newRow("GBK") << "GBK" << "GB18030";
        QTest::newRow("big5") << "big5" << "Big5";
        QTest::newRow("CP949") << "CP949" << "EUC-KR";
        QTest::newRow("KS_C_5601-1987") << "KS_C_5601-1987" << "EUC-KR";
        QTest::newRow("cp1251") << "cp1251" << "windows-1251";
        QTest::newRow("latin1") << "latin1" << "ISO-8859-1";
        QTest::newRow("US-ASCII") << "US-ASCII" << "ISO-8859-1";
        QTest::newRow("utf8") << "utf8" << "UTF-8";
    }

    void aliases()
    {
        QFETCH(QString, alias);
        QFETCH(QString, canonical);
        QCOMPARE(QString::fromStdString(canonicalEncoding(alias.toStdString())), canonical);
    }

    void detection_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("encoding");
        QTest::addColumn<int>("source");
        QTest::addColumn<QString>("black");
        QTest::addColumn<QString>("white");
        QTest::addColumn<QString>("rootComment");
        const int detected = int(EncodingSource::Detected), declared = int(EncodingSource::Declared);
        const int bom = int(EncodingSource::ByteOrderMark), fallback = int(EncodingSource::Fallback);
        const QString ja = QStringLiteral("ゾウさんの対局です。");
        QTest::newRow("Shift_JIS") << "ja_shift_jis.sgf" << "Shift_JIS" << detected << "山田ソゾ太郎" << "鈴木花子" << ja;
        QTest::newRow("EUC-JP") << "ja_euc_jp.sgf" << "EUC-JP" << detected << "山田ソゾ太郎" << "鈴木花子" << ja;
        QTest::newRow("CA[SJIS] after PB")
            << "ja_shift_jis_declared.sgf" << "Shift_JIS" << declared << "山田ソゾ太郎" << "鈴木花子" << ja;
        QTest::newRow("CA[ISO-8859-1] but Shift_JIS")
            << "ja_shift_jis_declared_latin1.sgf" << "Shift_JIS" << detected << "山田ソゾ太郎" << "鈴木花子" << ja;
        const QString zh = QStringLiteral("黑棋这手是好棋，白棋应该在右下角补一手。");
        QTest::newRow("GB18030") << "zh_gb18030.sgf" << "GB18030" << detected << "古力" << "常昊" << zh;
        QTest::newRow("CA[gb2312]") << "zh_gb2312_declared.sgf" << "GB18030" << declared << "古力" << "常昊" << zh;
        QTest::newRow("Big5") << "zh_big5.sgf" << "Big5" << detected << "周俊勳" << "林海峰"
                              << QStringLiteral("黑棋這手是好棋，白棋應該在右下角補一手。");
        QTest::newRow("EUC-KR") << "ko_euc_kr.sgf" << "EUC-KR" << detected << "이창호" << "조훈현"
                                << QStringLiteral("흑이 좋은 수를 두었습니다. 백은 우하귀를 지켜야 합니다.");
        QTest::newRow("windows-1251") << "ru_windows_1251.sgf" << "windows-1251" << detected << "Иванов Пётр"
                                      << "Смирнова Анна"
                                      << QStringLiteral("Хороший ход чёрных. Белые должны защитить угол.");
        QTest::newRow("Latin-1 fallback") << "fr_latin1.sgf" << "ISO-8859-1" << fallback << "Rémi Coulom"
                                          << "Frédéric" << "Très bon coup, élégant.";
        QTest::newRow("CA[ISO-8859-1]") << "fr_latin1_declared.sgf" << "ISO-8859-1" << declared << "Rémi Coulom"
                                        << "Frédéric" << "Très bon coup, élégant.";
        const QString mixed = QStringLiteral("黑棋 – Чёрные – noir");
        QTest::newRow("UTF-8 BOM") << "utf8_bom.sgf" << "UTF-8" << bom << "山田ソゾ太郎" << "이창호" << mixed;
        QTest::newRow("UTF-16LE BOM") << "utf16le_bom.sgf" << "UTF-16LE" << bom << "山田ソゾ太郎" << "이창호" << mixed;
        QTest::newRow("UTF-16BE BOM") << "utf16be_bom.sgf" << "UTF-16BE" << bom << "山田ソゾ太郎" << "이창호" << mixed;
    }

    void detection()
    {
        QFETCH(QString, file);
        QFETCH(QString, encoding);
        QFETCH(int, source);
        QFETCH(QString, black);
        QFETCH(QString, white);
        QFETCH(QString, rootComment);
        const LoadResult r = readSgf(fixture(file.toStdString()));
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(QString::fromStdString(r.encoding), encoding);
        QCOMPARE(int(r.encodingSource), source);
        const Node& root = r.games.at(0).root();
        QCOMPARE(QString::fromStdString(textValue(root, "PB")), black);
        QCOMPARE(QString::fromStdString(textValue(root, "PW")), white);
        QCOMPARE(QString::fromStdString(comment(root)), rootComment);
    }

    void shortTexts_data()
    {
        // Only a few non-ASCII characters, mostly names: the hard case.
        QTest::addColumn<QString>("encoding");
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("detected");
        QTest::newRow("ja names") << "Shift_JIS" << "PB[本因坊秀策]PW[井上幻庵因碩]" << "Shift_JIS";
        QTest::newRow("ja short") << "Shift_JIS" << "PB[山田]PW[鈴木]" << "Shift_JIS";
        QTest::newRow("ja one kana") << "Shift_JIS" << "C[ソ]" << "Shift_JIS";
        QTest::newRow("ja result") << "Shift_JIS" << "PB[高尾紳路]PW[張栩]RE[黒中押し勝ち]" << "Shift_JIS";
        QTest::newRow("euc-jp names") << "EUC-JP" << "PB[本因坊秀策]PW[井上幻庵因碩]" << "EUC-JP";
        QTest::newRow("euc-jp short") << "EUC-JP" << "PB[芝野虎丸]PW[一力遼]" << "EUC-JP";
        QTest::newRow("gb names") << "GB18030" << "PB[古力]PW[常昊]" << "GB18030";
        QTest::newRow("gb names 2") << "GB18030" << "PB[柯洁]PW[朴廷桓]C[黑胜]" << "GB18030";
        QTest::newRow("gb comment") << "GB18030" << "C[白棋中盘胜]" << "GB18030";
        QTest::newRow("big5 names") << "Big5" << "PB[周俊勳]PW[林海峰]" << "Big5";
        QTest::newRow("big5 comment") << "Big5" << "C[黑中盤勝]" << "Big5";
        QTest::newRow("ko names") << "EUC-KR" << "PB[이세돌]PW[구리]" << "EUC-KR";
        QTest::newRow("ko result") << "EUC-KR" << "PB[박정환]PW[신진서]RE[백 불계승]" << "EUC-KR";
        QTest::newRow("ru name") << "windows-1251" << "PB[Петров]" << "windows-1251";
        QTest::newRow("ru words") << "windows-1251" << "C[и в на]" << "windows-1251";
        QTest::newRow("latin-1") << "ISO-8859-1" << "PB[José]PW[Müller]C[Ça va]" << "ISO-8859-1";
        QTest::newRow("cp1252 quotes") << "windows-1252" << "C[“quoted” – dash]" << "windows-1252";
    }

    void shortTexts()
    {
        QFETCH(QString, encoding);
        QFETCH(QString, body);
        QFETCH(QString, detected);
        const QString text = QStringLiteral("(;FF[4]GM[1]SZ[19]") + body + QStringLiteral(";B[pd])");
        QStringEncoder encoder(encoding == QStringLiteral("EUC-KR") ? "windows-949" : encoding.toLatin1().constData());
        const QByteArray bytes = encoder(text);
        QVERIFY(!encoder.hasError());
        const LoadResult r = readSgf(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        QVERIFY(r.ok());
        QCOMPARE(QString::fromStdString(r.encoding), detected);
        QCOMPARE(QString::fromStdString(writeSgf(r.games)).contains(body), true);
    }

    void trailBytesOfSoAndZo()
    {
        // ソ = 83 5C and ゾ = 83 5D in Shift_JIS: decoded before tokenising,
        // their trail bytes are not '\' and ']'.
        const std::string bytes = fixture("ja_shift_jis.sgf");
        QVERIFY(bytes.find("\x83\x5C]") != std::string::npos);
        const LoadResult r = readSgf(bytes);
        const Node* n = &r.games.at(0).root();
        n = n->child(0);
        QCOMPARE(comment(*n), std::string("ソ"));
        n = n->child(0);
        QCOMPARE(comment(*n), std::string("ゾ"));
        n = n->child(0);
        QCOMPARE(comment(*n), std::string("黒の厚みが働いています]。白はソバに打つべきでした。"));
        QCOMPARE(r.games.at(0).nodeCount(), std::size_t(5));
        QVERIFY2(r.warnings.empty(), allWarnings(r.warnings).c_str());
    }

    void warningsOfDetection()
    {
        QVERIFY(hasWarning(readSgf(fixture("ja_shift_jis_declared_latin1.sgf")), "declares the character set"));
        QVERIFY(hasWarning(readSgf(fixture("fr_latin1.sgf")), "could not be recognised"));
        QVERIFY(readSgf(fixture("fr_latin1_declared.sgf")).warnings.empty());
        // A declaration that names nothing known.
        QVERIFY(hasWarning(load("(;CA[klingon]C[x])"), "klingon"));
        // UTF-8 text under an old declaration is read as UTF-8.
        const LoadResult utf8 = load("(;CA[ISO-8859-1]PB[山田ソゾ太郎])");
        QCOMPARE(utf8.encoding, std::string("UTF-8"));
        QCOMPARE(textValue(utf8.games.at(0).root(), "PB"), std::string("山田ソゾ太郎"));
        QVERIFY(hasWarning(utf8, "its text is UTF-8"));
        // UTF-8 declared but not valid UTF-8: detected instead.
        std::string bad = fixture("ja_shift_jis.sgf");
        bad.insert(1, ";CA[UTF-8]");
        const LoadResult r = readSgf(bad);
        QCOMPARE(r.encoding, std::string("Shift_JIS"));
        QVERIFY(hasWarning(r, "not valid UTF-8"));
    }

    void userOverride()
    {
        const std::string bytes = fixture("ja_shift_jis.sgf");
        LoadOptions sjis;
        sjis.encoding = "sjis";
        const LoadResult right = readSgf(bytes, sjis);
        QCOMPARE(right.encoding, std::string("Shift_JIS"));
        QCOMPARE(right.encodingSource, EncodingSource::Forced);
        QCOMPARE(textValue(right.games.at(0).root(), "PB"), std::string("山田ソゾ太郎"));
        LoadOptions latin;
        latin.encoding = "ISO-8859-1";
        const LoadResult wrong = readSgf(bytes, latin);
        QVERIFY(wrong.ok());
        QCOMPARE(wrong.encoding, std::string("ISO-8859-1"));
        QVERIFY(textValue(wrong.games.at(0).root(), "PB") != "山田ソゾ太郎");
        LoadOptions unknown;
        unknown.encoding = "no-such-encoding";
        const LoadResult none = readSgf(bytes, unknown);
        QVERIFY(!none.ok());
        QVERIFY(none.error.find("no-such-encoding") != std::string::npos);
    }

    void declaredCharsetScan()
    {
        QCOMPARE(declaredCharset("(;PB[x]PW[y]CA[UTF-8])"), std::string("UTF-8"));
        QCOMPARE(declaredCharset("(;CA \n[ SJIS ])"), std::string("SJIS"));
        QCOMPARE(declaredCharset("(;PCA[x]GN[y])"), std::string());
        QCOMPARE(declaredCharset("(;C[no charset])"), std::string());
    }

    void utf8Validation()
    {
        using detail::isValidUtf8;
        QVERIFY(isValidUtf8("plain ascii"));
        QVERIFY(isValidUtf8("黒ソ이"));
        QVERIFY(!isValidUtf8("\xC0\x80"));         // overlong
        QVERIFY(!isValidUtf8("\xED\xA0\x80"));     // surrogate
        QVERIFY(!isValidUtf8("\xF4\x90\x80\x80")); // above U+10FFFF
        QVERIFY(!isValidUtf8("\xE3\x81"));         // truncated
        QVERIFY(!isValidUtf8("\x83\x5C"));         // Shift_JIS ソ
    }

    void scores()
    {
        using detail::scoreText;
        QVERIFY(scoreText("黒の厚みが働いています", 0).value > 5);
        QVERIFY(scoreText("흑이 좋은 수를 두었습니다", 0).value > 5);
        QVERIFY(scoreText("Хороший ход чёрных", 0).value > 5);
        QVERIFY(scoreText("Fйdйration", 0).value < 0); // Latin-1 read as windows-1251
        const auto replacement = scoreText("a\xEF\xBF\xBD" "b", 0);
        QCOMPARE(replacement.bad, 1);
        QCOMPARE(detail::countUndecodable("a\xEF\xBF\xBD\x1A" "b\xEE\x80\x80", 0), 3);
        QCOMPARE(detail::countUndecodable("a\x1A", 1), 0);
    }

    void encodeForIg1()
    {
        std::string lost;
        const std::string sjis = encodeText("ソゾ黒", "Shift_JIS", &lost);
        QCOMPARE(sjis, std::string("\x83\x5C\x83\x5D\x8D\x95"));
        QVERIFY(lost.empty());
        const std::string partial = encodeText("黒이白", "Shift_JIS", &lost);
        QCOMPARE(lost, std::string("이"));
        QCOMPARE(partial, std::string("\x8D\x95?\x94\x92"));
    }

    void utf16WithoutBom()
    {
        const QString text = QStringLiteral("(;FF[4]PB[黒]C[x];B[aa])");
        QByteArray le(reinterpret_cast<const char*>(text.utf16()), text.size() * 2);
        const LoadResult r = readSgf(std::string_view(le.constData(), static_cast<std::size_t>(le.size())));
        QVERIFY(r.ok());
        QCOMPARE(r.encoding, std::string("UTF-16LE"));
        QCOMPARE(textValue(r.games.at(0).root(), "PB"), std::string("黒"));
        QVERIFY(hasWarning(r, "no byte order mark"));
    }
};

QTEST_GUILESS_MAIN(TestCharset)
#include "test_charset.moc"
