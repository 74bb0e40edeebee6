// The computer players' levels people choose from are the levels of engine/ai, each with its name.
#include "model/computer_levels.h"

#include <QSet>
#include <QtTest>

using namespace eko;
using namespace eko::ui;

class TestComputerLevels : public QObject {
    Q_OBJECT
private slots:
    void everyLevelOfTheEngineHasItsOwnName();
};

void TestComputerLevels::everyLevelOfTheEngineHasItsOwnName()
{
    QSet<QString> names;
    for (int level = ai::kMinLevel; level <= ai::kMaxLevel; ++level) {
        const QString name = computerLevelName(level);
        QVERIFY2(name.startsWith(QString::number(level) + QStringLiteral(" — ")), qPrintable(name));
        names.insert(name);
    }
    QCOMPARE(names.size(), ai::kMaxLevel - ai::kMinLevel + 1);
    QVERIFY(computerLevelName(ai::kMinLevel - 1).isEmpty());
    QVERIFY(computerLevelName(ai::kMaxLevel + 1).isEmpty());
    QVERIFY(ai::makeLevel(ai::kMaxLevel, 1));
}

QTEST_APPLESS_MAIN(TestComputerLevels)
#include "tst_computer_levels.moc"
