// The editor's Game panel offers each rules setting in the range the scenario checks accept: its
// spin boxes take their ranges from the one limits table (core/rules_settings.h), each writes its
// own setting.
#include "core/scenario.h"
#include "editor/game_panel.h"
#include "editor/scenario_model.h"

#include <QSpinBox>
#include <QtTest>

using namespace eko;
using namespace eko::ui;

class TestGamePanel : public QObject {
    Q_OBJECT
private slots:
    void settingBoxesOfferTheLimitsOfTheRules();
    void eachSettingBoxWritesItsOwnSetting();
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

QTEST_MAIN(TestGamePanel)
#include "tst_game_panel.moc"
