// RULES §7: the rules settings a scenario may change, each within the range of the one limits table
// (core/rules_settings.h) that the scenario checks, the file loader and the editor read.
#include "core/scenario.h"

#include <QtTest>
#include <algorithm>

using namespace eko;

namespace {

bool isSettingProblem(ScenarioProblemCode code)
{
    using C = ScenarioProblemCode;
    switch (code) {
    case C::DiscsPerPlayer:
    case C::StackLimit:
    case C::ReinforcementOrder:
    case C::ReinforcementMax:
    case C::ForcedMarchCost:
    case C::VictoryPoints:
    case C::DrawRounds:
    case C::BuildingSupply: return true;
    default: return false;
    }
}

// The settings problems of the standard scenario with setting `index` at `value` (the other end of
// the reinforcement range moved along where it would be out of order).
std::vector<ScenarioProblem> settingProblems(int index, int value)
{
    Scenario sc = standardScenario(2);
    rulesSetting(sc.settings, index) = value;
    if (kRulesSettingLimits[static_cast<size_t>(index)].field == &RulesSettings::reinforcementMin)
        sc.settings.reinforcementMax = std::max(sc.settings.reinforcementMax, std::min(value, 100));
    if (kRulesSettingLimits[static_cast<size_t>(index)].field == &RulesSettings::reinforcementMax)
        sc.settings.reinforcementMin = std::min(sc.settings.reinforcementMin, std::max(value, 1));
    std::vector<ScenarioProblem> out;
    for (const ScenarioProblem &p : scenarioProblems(sc))
        if (isSettingProblem(p.code))
            out.push_back(p);
    return out;
}

} // namespace

class TestRulesSettings : public QObject {
    Q_OBJECT
private slots:
    void everySettingHasItsRowInTheOrderOfTheFileFormat();
    void aScenarioMayHoldEverySettingWithinItsLimits();
    void aScenarioMayHoldNoSettingOutsideItsLimits();
    void theProblemTextsNameTheLimits();
    void theReinforcementMinimumIsAtMostTheMaximum();
};

void TestRulesSettings::everySettingHasItsRowInTheOrderOfTheFileFormat()
{
    // docs/FILE-FORMAT.md §2.2: discsPerPlayer, stackLimit, reinforcementMin, reinforcementMax,
    // forcedMarchCost, victoryPoints, buildingSupply (village, tower, castle), drawRounds.
    RulesSettings s;
    int *const fields[kRulesSettingCount] = {&s.discsPerPlayer, &s.stackLimit, &s.reinforcementMin, &s.reinforcementMax,
                                             &s.forcedMarchCost, &s.victoryPoints, &s.buildingSupply[0],
                                             &s.buildingSupply[1], &s.buildingSupply[2], &s.drawRounds};
    for (int k = 0; k < kRulesSettingCount; ++k)
        QCOMPARE(&rulesSetting(s, k), fields[k]);
    // The defaults of the rules are within the limits.
    const RulesSettings defaults;
    for (int k = 0; k < kRulesSettingCount; ++k) {
        const RulesSettingLimits &limits = kRulesSettingLimits[static_cast<size_t>(k)];
        QVERIFY(limits.minimum <= rulesSetting(defaults, k) && rulesSetting(defaults, k) <= limits.maximum);
    }
}

void TestRulesSettings::aScenarioMayHoldEverySettingWithinItsLimits()
{
    for (int k = 0; k < kRulesSettingCount; ++k) {
        const RulesSettingLimits &limits = kRulesSettingLimits[static_cast<size_t>(k)];
        for (int value : {limits.minimum, limits.maximum})
            QVERIFY2(settingProblems(k, value).empty(), qPrintable(QStringLiteral("setting %1 at %2").arg(k).arg(value)));
    }
}

void TestRulesSettings::aScenarioMayHoldNoSettingOutsideItsLimits()
{
    for (int k = 0; k < kRulesSettingCount; ++k) {
        const RulesSettingLimits &limits = kRulesSettingLimits[static_cast<size_t>(k)];
        for (int value : {limits.minimum - 1, limits.maximum + 1})
            QVERIFY2(settingProblems(k, value).size() == 1, qPrintable(QStringLiteral("setting %1 at %2").arg(k).arg(value)));
    }
}

void TestRulesSettings::theProblemTextsNameTheLimits()
{
    // Each setting's problem text, in English, names the largest value of its range.
    for (int k = 0; k < kRulesSettingCount; ++k) {
        const RulesSettingLimits &limits = kRulesSettingLimits[static_cast<size_t>(k)];
        const std::vector<ScenarioProblem> problems = settingProblems(k, limits.maximum + 1);
        QCOMPARE(problems.size(), size_t(1));
        if (problems.front().code == ScenarioProblemCode::ReinforcementOrder)
            continue; // the minimum above the maximum: "1 <= minimum <= maximum"
        const std::string text = describe(problems.front(), nullptr);
        QVERIFY2(text.find(std::to_string(limits.maximum)) != std::string::npos, text.c_str());
        if (limits.field != &RulesSettings::reinforcementMax)
            QVERIFY2(text.find("from " + std::to_string(limits.minimum) + " ") != std::string::npos, text.c_str());
    }
}

void TestRulesSettings::theReinforcementMinimumIsAtMostTheMaximum()
{
    Scenario sc = standardScenario(2);
    sc.settings.reinforcementMin = 3;
    sc.settings.reinforcementMax = 2;
    const std::vector<ScenarioProblem> problems = scenarioProblems(sc);
    QCOMPARE(problems.size(), size_t(1));
    QCOMPARE(problems.front().code, ScenarioProblemCode::ReinforcementOrder);
}

QTEST_APPLESS_MAIN(TestRulesSettings)
#include "tst_rules_settings.moc"
