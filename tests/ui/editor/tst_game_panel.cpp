// The editor's Game panel offers each rules setting in the range the scenario checks accept: its
// spin boxes take their ranges from the one limits table (core/rules_settings.h), each writes its
// own setting; going down in players names every stack and building that leaves the board.
#include "common/answering.h"
#include "common/positions.h"
#include "core/scenario.h"
#include "core/scenario_edit.h"
#include "editor/game_panel.h"
#include "editor/scenario_model.h"

#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QtTest>

using namespace eko;
using namespace eko::ui;

class TestGamePanel : public QObject {
    Q_OBJECT
private slots:
    void settingBoxesOfferTheLimitsOfTheRules();
    void eachSettingBoxWritesItsOwnSetting();
    void fewerPlayers_namesEveryPieceThatLeaves();
};

void TestGamePanel::settingBoxesOfferTheLimitsOfTheRules()
{
    ScenarioModel model(standardScenario(3));
    GamePanel panel(&model);
    for (int k = 0; k < kRulesSettingCount; ++k) {
        const QSpinBox *box = panel.settingBox(k);
        QVERIFY(box);
        QCOMPARE(box->minimum(), kRulesSettingLimits[static_cast<size_t>(k)].minimum);
        QCOMPARE(box->maximum(), kRulesSettingLimits[static_cast<size_t>(k)].maximum);
        QCOMPARE(box->value(), rulesSetting(model.scenario().settings, k));
    }
}

void TestGamePanel::eachSettingBoxWritesItsOwnSetting()
{
    ScenarioModel model(standardScenario(2));
    GamePanel panel(&model);
    for (int k = 0; k < kRulesSettingCount; ++k) {
        const RulesSettings before = model.scenario().settings;
        QSpinBox *box = panel.settingBox(k);
        const int value = box->value() == box->maximum() ? box->minimum() : box->value() + 1;
        box->setValue(value);
        RulesSettings expected = before;
        rulesSetting(expected, k) = value;
        QVERIFY2(model.scenario().settings == expected, qPrintable(QStringLiteral("setting %1").arg(k)));
    }
}

void TestGamePanel::fewerPlayers_namesEveryPieceThatLeaves()
{
    Scenario sc = standardScenario(4);
    sc.board = eko::testing::boardFromRows({".......", "...o...", "......."});
    sc = *edit::setExactSetup(sc, true).scenario;
    auto at = [&sc](const char *name) { return sc.board->spaceFromName(name); };
    sc = *edit::placeStack(sc, at("a1"), 0, 2).scenario;
    sc = *edit::placeStack(sc, at("c1"), 2, 3).scenario;                        // yellow
    sc = *edit::placeBuilding(sc, at("d2"), 3, BuildingType::Village).scenario; // green
    sc = *edit::placeStack(sc, at("g3"), 3, 1).scenario;                        // green
    ScenarioModel model(sc);
    GamePanel panel(&model);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QString question;
    eko::testing::answerNext([&question](QWidget *w) {
        auto *box = qobject_cast<QMessageBox *>(w);
        if (!box || box->objectName() != QStringLiteral("fewerPlayersQuestion"))
            return false;
        question = box->text() + QLatin1Char('\n') + box->informativeText();
        QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton);
        return true;
    });
    auto *players = panel.findChild<QSpinBox *>(QStringLiteral("players"));
    players->setFocus();
    QTest::keyClick(players, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(players, QStringLiteral("2"));
    QTest::keyClick(players, Qt::Key_Return);
    QTRY_VERIFY(!question.isEmpty());
    QVERIFY2(question.contains(QStringLiteral("will be removed:")), qPrintable(question));
    QVERIFY2(question.contains(QStringLiteral("Yellow: a stack of 3 discs on c1")), qPrintable(question));
    QVERIFY2(question.contains(QStringLiteral("Green: a village on d2")), qPrintable(question));
    QVERIFY2(question.contains(QStringLiteral("Green: a stack of 1 disc on g3")), qPrintable(question));
    QVERIFY(!question.contains(QStringLiteral("a1")));
    QCOMPARE(model.scenario().players, 4); // cancelled
    QCOMPARE(players->value(), 4);
}

QTEST_MAIN(TestGamePanel)
#include "tst_game_panel.moc"
