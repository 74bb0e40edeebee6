// Counts read right in every language, zero included: Qt's plural rules give Brazilian Portuguese's
// 0 the singular form ("0 castelo"), so zero has its own text ("0 castelos"); the players panel shows
// an empty building supply that way.
#include "text/explain.h"
#include "session/language.h"

#include <QTest>

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

private:
    LanguageSwitcher m_languages;
};

QTEST_MAIN(TestTranslatedCounts)
#include "tst_translated_counts.moc"
