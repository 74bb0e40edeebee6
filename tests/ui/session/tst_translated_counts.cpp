// Counts read right in every language, zero included: Qt's plural rules give Brazilian Portuguese's
// 0 the singular form ("0 castelo"), so zero has its own text ("0 castelos"), and every other
// Portuguese plural text that may be given 0 reads the same for 0 as for 2 ("Casas: %n").
#include "text/explain.h"
#include "session/language.h"

#include <QFile>
#include <QSet>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace eko::text;

using namespace eko;
using namespace eko::ui;

class TestTranslatedCounts : public QObject {
    Q_OBJECT

private slots:
    void cleanupTestCase() { m_languages.apply(QStringLiteral("en")); }

    void counts_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("count");
        QTest::addColumn<QStringList>("expected"); // discs, villages, towers, castles
        QTest::newRow("en 0") << "en" << 0
                              << QStringList{"0 discs", "0 villages", "0 towers", "0 castles"};
        QTest::newRow("en 1") << "en" << 1 << QStringList{"1 disc", "1 village", "1 tower", "1 castle"};
        QTest::newRow("en 3") << "en" << 3 << QStringList{"3 discs", "3 villages", "3 towers", "3 castles"};
        QTest::newRow("pt 0") << "pt" << 0
                              << QStringList{"0 discos", "0 aldeias", "0 torres", "0 castelos"};
        QTest::newRow("pt 1") << "pt" << 1 << QStringList{"1 disco", "1 aldeia", "1 torre", "1 castelo"};
        QTest::newRow("pt 2") << "pt" << 2 << QStringList{"2 discos", "2 aldeias", "2 torres", "2 castelos"};
        QTest::newRow("ko 0") << "ko" << 0 << QStringList{"말 0개", "마을 0개", "탑 0개", "성 0개"};
        QTest::newRow("ko 2") << "ko" << 2 << QStringList{"말 2개", "마을 2개", "탑 2개", "성 2개"};
        QTest::newRow("zh_CN 0") << "zh_CN" << 0
                                 << QStringList{"0 枚棋子", "0 座村庄", "0 座塔楼", "0 座城堡"};
        QTest::newRow("zh_CN 2") << "zh_CN" << 2
                                 << QStringList{"2 枚棋子", "2 座村庄", "2 座塔楼", "2 座城堡"};
    }

    void counts()
    {
        QFETCH(QString, code);
        QFETCH(int, count);
        QFETCH(QStringList, expected);
        QVERIFY(m_languages.apply(code));
        const QStringList got = {text::discCount(count), text::buildingCount(BuildingType::Village, count),
                                 text::buildingCount(BuildingType::Tower, count),
                                 text::buildingCount(BuildingType::Castle, count)};
        QCOMPARE(got, expected);
    }

    // Through the compiled eko_pt.qm, as the program asks: each message with plural forms gives n = 0
    // the text it gives n = 2, unless it is only ever given counts of 1 or more (listed here, why).
    void portugueseZeroTakesThePlural()
    {
        static const QSet<QString> neverZero = {
            // The kamikaze's target holds exactly the stack limit (2 or more), the Emperor among them.
            "%1 makes a kamikaze attack on %2 from %3 and captures %4's Emperor; %4's %n other disc(s) and the "
            "attacking disc go back to their reserves, and %2 is left empty",
            "%1 makes a kamikaze attack on %2 from %3; %4's %n disc(s) and the attacking disc go back to their "
            "reserves, and %2 is left empty",
            // An attack with no other disc sent back is "…and captures %4's Emperor"; an attack sends 1 or more.
            "%1 attacks %2 from %3, captures %4's Emperor and sends %n other disc(s) back to their reserve",
            "%1 attacks %2 from %3 and sends %4's %n disc(s) back to their reserve",
            // A goal's turns are 1 to kMaxGoalTurns (goalProblems refuses 0).
            "Win the game within %n turn(s).", "Win by points within %n turn(s).",
            "Capture an opponent's Emperor within %n turn(s).", "Capture the Emperor of %1 within %n turn(s).",
            "Build a palace within %n turn(s).", "Reach %1 VP within %n turn(s).",
            "Put %1 out of the game within %n turn(s).", "Stay in the game with your Emperor free for %n turn(s).",
            "Stay in the game for %n turn(s).",
            // Test This Puzzle searches and solves within 1 or more turns, among 2 or more first actions.
            "Searching every line of play within %n turn(s)…", "Solved in %n turn(s).",
            "No solution within %n turn(s): no line of play meets the goal against these replies.",
            "The first action %1 is the only one of %n legal first actions that works.",
            "The first action is not unique: %n first actions work: %1.",
            // A forced march that costs nothing has its own texts.
            "%1 makes a forced march and removes %n disc(s) of their reserve from the game",
            "Remove %n disc(s) of your reserve from the game to take a second action.",
            // A reinforcement brings 1 or more discs (the Emperor alone has its own text).
            "%1 reinforces the stack on %2 with %n disc(s) from their reserve",
            "%1 reinforces the stack on %2 with %n disc(s) from their reserve, their Emperor among them",
            "Reinforce %1 with %n disc(s)",
            "Reinforce %1 with %n disc(s), your Emperor among them",
            // Zero has its own text ("0 discs").
            "%n disc(s)", "%n village(s)", "%n tower(s)", "%n castle(s)",
            // Too many discs for the spaces, or for the stack limit: 1 or more.
            "%n disc(s) do not fit on %1 desert spaces",
            "the stack on %1 has %n disc(s); the stack limit is %2",
            // A draw after 1 or more rounds; a record of 1 or more actions; a desert of 1 or more spaces.
            "Draw: %n round(s) in a row without an attack, construction or forced march.",
            "The game record is full: a game on this board holds at most %n action(s), so no further action "
            "can be played.",
            "the desert around %1 (%n space(s)) is cut off from the rest of the desert",
            // Numbers of players: 2 to 4.
            "Standard board for %n player(s)", "“%1”: %n player(s), %2 spaces", "%1 (%n player(s))",
            "With %n players, the pieces of the other colours leave the board.",
            // Shown only when there is at least one.
            "%n action(s) played; players: %1.",
            "…and %n more problem(s) (see the details).", "%n stack(s) or building(s) will be removed:",
            "%n other line(s) tried here, listed under it.", "%1 (%n action(s))",
            "Branch deleted (%n action(s)). Branches ▸ Restore Deleted Branch brings it back.",
            "%n warning(s): the scenario can be saved and played, but check them.",
            "%n error(s): fix them before saving or playing.",
        };
        QTranslator pt;
        QVERIFY(pt.load(QStringLiteral(":/i18n/eko_pt.qm")));
        QFile file(QStringLiteral(EKO_SOURCE_DIR "/translations/eko_pt.ts"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        QXmlStreamReader xml(&file);
        QString context, source, disambiguation;
        bool numerus = false;
        int plurals = 0;
        QSet<QString> seen;
        QStringList problems;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (xml.isStartElement() && xml.name() == QLatin1String("message")) {
                numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                source.clear();
                disambiguation.clear();
            } else if (xml.isStartElement() && xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.isStartElement() && xml.name() == QLatin1String("comment")) {
                disambiguation = xml.readElementText();
            } else if (xml.isEndElement() && xml.name() == QLatin1String("message") && numerus) {
                ++plurals;
                seen.insert(source);
                const QByteArray c = context.toUtf8(), s = source.toUtf8(), d = disambiguation.toUtf8();
                const QString zero = pt.translate(c, s, d.isEmpty() ? nullptr : d.constData(), 0);
                const QString two = pt.translate(c, s, d.isEmpty() ? nullptr : d.constData(), 2);
                if (zero.isEmpty())
                    problems << QStringLiteral("no translation of “%1” (%2)").arg(source, context);
                else if (zero != two && !neverZero.contains(source))
                    problems << QStringLiteral("n = 0 gives “%1”, n = 2 “%2”: “%3” (%4)")
                                    .arg(QString(zero).replace(QLatin1String("%n"), QLatin1String("0")),
                                         QString(two).replace(QLatin1String("%n"), QLatin1String("2")), source, context);
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(plurals > 20);
        for (const QString &s : neverZero) // the list names real messages only
            if (!seen.contains(s))
                problems << QStringLiteral("listed as never 0 but no longer a plural message: “%1”").arg(s);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

private:
    LanguageSwitcher m_languages;
};

QTEST_MAIN(TestTranslatedCounts)
#include "tst_translated_counts.moc"
