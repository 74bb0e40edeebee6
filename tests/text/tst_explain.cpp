// Tests of the translated engine texts: every rejection and scenario problem has its own text, English
// reads as eko::describe(), plurals, names, results and action descriptions, and every text is translatable.
#include "common/positions.h"
#include "core/rules.h"
#include "text/explain.h"

#include <QSet>
#include <QTranslator>
#include <QtTest>

using namespace eko;
using namespace eko::text;
using namespace eko::testing;

namespace {

constexpr int kLastCode = kRejectionCodeCount - 1;

// Marks every text it is asked for, so a test can tell a translated text from a raw one.
class MarkingTranslator : public QTranslator {
public:
    QString translate(const char *context, const char *source, const char *disambiguation, int n) const override
    {
        Q_UNUSED(disambiguation);
        contexts.insert(QString::fromLatin1(context));
        QString text = QStringLiteral("<") + QString::fromUtf8(source) + QStringLiteral(">");
        if (n >= 0)
            text.replace(QLatin1String("(s)"), QStringLiteral("[pl]"));
        return text;
    }
    bool isEmpty() const override { return false; }
    mutable QSet<QString> contexts;
};

std::shared_ptr<const Board> smallBoard() { return boardFromRows({".......", "..r....", "...#...", ".......", "...o..."}); }

} // namespace

class TestExplain : public QObject {
    Q_OBJECT
private slots:
    void everyRejectionHasItsOwnText();
    void englishReadsAsDescribe();
    void aRefusedAttackNamesTheEmperorOnlyWhereItWouldHelp();
    void everyScenarioProblemHasItsOwnText();
    void scenarioProblemsInEnglishReadAsDescribe();
    void pluralsInEnglish();
    void namesMatchTheEngine();
    void phaseNamesAreDistinct();
    void resultTexts();
    void actionDescriptions();
    void badInputDoesNotCrash();
    void everyTextGoesThroughTranslation();
};

void TestExplain::everyRejectionHasItsOwnText()
{
    const auto board = smallBoard();
    QSet<QString> seen;
    for (int code = 0; code <= kLastCode; ++code) {
        const Rejection r{static_cast<RejectionCode>(code), 0, 1, 1, 1, 1};
        const QString text = explainRejection(r, *board);
        QVERIFY2(!text.isEmpty(), qPrintable(QString::number(code)));
        QVERIFY2(text != unknownRejection(), qPrintable(QString::number(code)));
        QVERIFY2(!seen.contains(text), qPrintable(text));
        seen.insert(text);
    }
}

void TestExplain::englishReadsAsDescribe()
{
    // Every code with every combination of parameters that is meaningful for all codes at once:
    // n1 a seat, terrain, building type or count; n2 a building type or count; n3 a seat, flag or count.
    const auto board = smallBoard();
    QStringList mismatches;
    int compared = 0;
    for (int code = 0; code <= kLastCode; ++code)
        for (SpaceIndex a : {0, 8, kNoSpace})
            for (int n1 = 0; n1 <= 2; ++n1)
                for (int n2 = 0; n2 <= 2; ++n2)
                    for (int n3 = 0; n3 <= 3; ++n3) {
                        const Rejection r{static_cast<RejectionCode>(code), a, 12, n1, n2, n3};
                        const QString english = QString::fromStdString(describe(r, *board));
                        const QString ours = explainRejection(r, *board);
                        ++compared;
                        if (english != ours)
                            mismatches << QStringLiteral("%1: \"%2\" vs \"%3\"").arg(code).arg(english, ours);
                    }
    QVERIFY2(mismatches.isEmpty(), qPrintable(mismatches.mid(0, 5).join(QLatin1Char('\n'))));
    QCOMPARE(compared, (kLastCode + 1) * 3 * 3 * 3 * 4);

    // A few in full, so a change in both texts is still noticed.
    PositionBuilder b(board);
    QCOMPARE(explainRejection(Rejection{RejectionCode::NotYourStack, b.at("e4"), kNoSpace, 1}, *board),
             QStringLiteral("The stack on e4 is blue's, not yours."));
    QCOMPARE(explainRejection(Rejection{RejectionCode::RegroupTooLarge, b.at("a1"), b.at("b1"), 1, 4, 4}, *board),
             QStringLiteral("Regrouping 1 disc with 4 discs would make 5 discs; a stack holds at most 4."));
    QCOMPARE(explainRejection(Rejection{RejectionCode::DestinationNotDesert, b.at("a1"), b.at("d3"), 1}, *board),
             QStringLiteral("Stacks stand only on desert; d3 is chasm."));
}

// RULES 3: a stack attacks a smaller one, or one of its own size when it holds its Emperor. The refusal
// says the Emperor is missing only on a stack of the same size: on a larger one it would not help.
void TestExplain::aRefusedAttackNamesTheEmperorOnlyWhereItWouldHelp()
{
    PositionBuilder b(boardFromRows({".....", ".....", "....."}));
    b.place("a1", 0, 1).place("a3", 0, 2, true).place("e1", 0, 3).place("c1", 1, 3).place("c3", 1, 3, true).toMove(0);
    const Position &pos = b.position();
    const auto refusal = [&](const char *from, const char *to) {
        const std::optional<Rejection> r = rules::check(pos, Action::move(b.at(from), b.at(to)));
        return r && r->code == RejectionCode::AttackTooStrong ? explainRejection(*r, pos.board()) : QString();
    };
    // Smaller: the Emperor is not named, with it in the stack or without.
    QCOMPARE(refusal("a1", "c1"), QStringLiteral("The target stack has 3 discs; yours has only 1."));
    QCOMPARE(refusal("a3", "c3"), QStringLiteral("The target stack has 3 discs; yours has only 2."));
    // The same size: the Emperor is what it lacks.
    QCOMPARE(refusal("e1", "c1"), QStringLiteral("The target stack has 3 discs; yours has 3 and no Emperor."));
}

void TestExplain::everyScenarioProblemHasItsOwnText()
{
    const auto board = smallBoard();
    QSet<QString> seen;
    for (int code = 0; code < kScenarioProblemCodeCount; ++code) {
        const QString text = explainScenarioProblem(ScenarioProblem{static_cast<ScenarioProblemCode>(code), 0, 1, 1, 2, 3},
                                                    board.get());
        QVERIFY2(!text.isEmpty() && !text.contains(QLatin1Char('?')), qPrintable(QString::number(code)));
        QVERIFY2(!seen.contains(text), qPrintable(text));
        seen.insert(text);
    }
}

void TestExplain::scenarioProblemsInEnglishReadAsDescribe()
{
    // Every code with parameters meaningful for all codes at once: n1 a count, building type or terrain,
    // n2 a count or terrain, n3 a count; with and without a board, spaces on and off it.
    const auto board = smallBoard();
    QStringList mismatches;
    int compared = 0;
    for (int code = 0; code < kScenarioProblemCodeCount; ++code)
        for (const Board *b : {static_cast<const Board *>(board.get()), static_cast<const Board *>(nullptr)})
            for (SpaceIndex space : {0, 8, kNoSpace})
                for (int player : {0, 3, -1})
                    for (int n1 = 0; n1 <= 3; ++n1)
                        for (int n2 : {0, 1, 5})
                            for (int n3 : {0, 12}) {
                                const ScenarioProblem p{static_cast<ScenarioProblemCode>(code), space, player, n1, n2, n3};
                                // At least two players place at least one disc each: never "1 disc does not fit"
                                // (the untranslated %n text has no singular verb).
                                if (p.code == ScenarioProblemCode::DiscsDoNotFit && n1 == 1)
                                    continue;
                                const QString english = QString::fromStdString(describe(p, b));
                                const QString ours = explainScenarioProblem(p, b);
                                ++compared;
                                if (english != ours)
                                    mismatches << QStringLiteral("%1: \"%2\" vs \"%3\"").arg(code).arg(english, ours);
                            }
    QVERIFY2(mismatches.isEmpty(), qPrintable(mismatches.mid(0, 5).join(QLatin1Char('\n'))));
    QVERIFY(compared > kScenarioProblemCodeCount * 100);

    // A few in full: the texts the engine gave before problems had codes.
    PositionBuilder pb(board);
    const SpaceIndex a1 = pb.at("a1");
    QCOMPARE(explainScenarioProblem(ScenarioProblem{ScenarioProblemCode::StackTooTall, a1, -1, 5, 4}, board.get()),
             QStringLiteral("the stack on a1 has 5 discs; the stack limit is 4"));
    QCOMPARE(explainScenarioProblem(ScenarioProblem{ScenarioProblemCode::EmperorCount, kNoSpace, 1, 2}, board.get()),
             QStringLiteral("blue has 2 Emperors; every player has exactly one"));
    QCOMPARE(explainScenarioProblem(ScenarioProblem{ScenarioProblemCode::SupplyTotal, kNoSpace, 0, 1, 3, 4}, nullptr),
             QStringLiteral("red's towers in supply and on the board add up to 3; the settings give 4"));
    QCOMPARE(explainScenarioProblem(ScenarioProblem{ScenarioProblemCode::BuildingTerrain, pb.at("d3"), -1, 2, 1},
                                    board.get()),
             QStringLiteral("a castle may not stand on chasm (d3)"));
    QCOMPARE(explainScenarioProblem(ScenarioProblem{ScenarioProblemCode::DiscsDoNotFit, kNoSpace, -1, 40, 30}, nullptr),
             QStringLiteral("40 discs do not fit on 30 desert spaces"));
    QCOMPARE(explainScenarioProblem(ScenarioProblem{ScenarioProblemCode::DiscTotal, kNoSpace, 2, 1, 9}, nullptr),
             QStringLiteral("yellow has 1 disc in all; the settings give 9"));
    QCOMPARE(explainScenarioProblem(ScenarioProblem{ScenarioProblemCode::PlayerCount, kNoSpace, -1, 5}, nullptr),
             QStringLiteral("players must be 2, 3 or 4, not 5"));
    QCOMPARE(explainScenarioProblem(ScenarioProblem{ScenarioProblemCode::BuildingSupply, kNoSpace, -1, 0}, nullptr),
             QStringLiteral("the village supply must be from 0 to 1000"));
}

void TestExplain::pluralsInEnglish()
{
    QCOMPARE(discCount(0), QStringLiteral("0 discs"));
    QCOMPARE(discCount(1), QStringLiteral("1 disc"));
    QCOMPARE(discCount(3), QStringLiteral("3 discs"));
    QCOMPARE(buildingCount(BuildingType::Village, 1), QStringLiteral("1 village"));
    QCOMPARE(buildingCount(BuildingType::Tower, 3), QStringLiteral("3 towers"));
    QCOMPARE(buildingCount(BuildingType::Castle, 0), QStringLiteral("0 castles"));
}

void TestExplain::namesMatchTheEngine()
{
    for (int t = 0; t < kTerrainCount; ++t)
        QCOMPARE(terrainName(static_cast<Terrain>(t)), QString::fromLatin1(terrainId(static_cast<Terrain>(t))));
    for (BuildingType b : kBuildingTypes)
        QCOMPARE(buildingName(b), QString::fromLatin1(buildingId(b)));
    for (int seat = -1; seat <= 4; ++seat) {
        QCOMPARE(colourName(seat), QString::fromLatin1(playerColourName(seat)));
        QCOMPARE(colourTitle(seat).toLower(), colourName(seat));
    }
    QCOMPARE(playerLabel(0, QStringLiteral("Ana")), QStringLiteral("Red (Ana)"));
    QCOMPARE(playerLabel(1, QString()), QStringLiteral("Blue"));
    QCOMPARE(playerLabel(2, QStringLiteral("  ")), QStringLiteral("Yellow"));
    // The default name adds nothing to the colour; another seat's default name is a name.
    QCOMPARE(defaultPlayerName(1), QStringLiteral("Player 2"));
    QCOMPARE(playerLabel(1, QStringLiteral("Player 2")), QStringLiteral("Blue"));
    QCOMPARE(playerLabel(1, QStringLiteral("Player 1")), QStringLiteral("Blue (Player 1)"));
}

void TestExplain::phaseNamesAreDistinct()
{
    QSet<QString> names;
    for (Phase p : {Phase::EmperorSwap, Phase::FirstAction, Phase::AfterAction, Phase::SecondAction,
                    Phase::Reinforcement, Phase::GameOver}) {
        const QString name = phaseName(p);
        QVERIFY(!name.isEmpty());
        QVERIFY(name != QStringLiteral("?"));
        names.insert(name);
    }
    QCOMPARE(names.size(), 6);
    QCOMPARE(phaseName(Phase::Reinforcement), QStringLiteral("Reinforcement phase"));
}

void TestExplain::resultTexts()
{
    const QStringList names{QStringLiteral("Ana"), QStringLiteral("Bo")};
    QCOMPARE(resultText(Result{ResultKind::PointsVictory, 1}, names), QStringLiteral("Blue (Bo) wins by points."));
    QCOMPARE(resultText(Result{ResultKind::PointsVictory, 1}, {}), QStringLiteral("Blue wins by points."));
    QCOMPARE(resultText(Result{ResultKind::EliminationVictory, 0}, names),
             QStringLiteral("Red (Ana) wins by elimination."));
    QCOMPARE(resultText(Result{ResultKind::DrawNoDiscs, kNoPlayer}, names),
             QStringLiteral("Draw: no player has a disc on the board."));
    RulesSettings settings;
    QCOMPARE(resultText(Result{ResultKind::DrawNoProgress, kNoPlayer}, names, settings),
             QStringLiteral("Draw: 50 rounds in a row without an attack, construction or forced march."));
    settings.drawRounds = 1;
    QCOMPARE(resultText(Result{ResultKind::DrawNoProgress, kNoPlayer}, names, settings),
             QStringLiteral("Draw: 1 round in a row without an attack, construction or forced march."));
    QVERIFY(!resultText(Result{}, names).isEmpty());
}

void TestExplain::actionDescriptions()
{
    PositionBuilder b(smallBoard());
    b.place("c1", 0, 3).place("b2", 0, 1, true).place("e2", 0, 1).place("f2", 1, 4, true).place("e4", 1, 2);
    b.build("d5", 1, BuildingType::Village);
    const Position &pos = b.position();
    const SpaceIndex c1 = b.at("c1"), c2 = b.at("c2"), b2 = b.at("b2");
    QCOMPARE(actionDescription(Action::construct(BuildingType::Tower, c2, c1), pos),
             QStringLiteral("Construct a tower on c2 with the stack on c1"));
    QCOMPARE(actionDescription(Action::reinforce(c1, 2), pos), QStringLiteral("Reinforce c1 with 2 discs"));
    QCOMPARE(actionDescription(Action::reinforce(c1, 1), pos), QStringLiteral("Reinforce c1 with 1 disc"));
    QCOMPARE(actionDescription(Action::forcedMarch(), pos),
             QStringLiteral("Forced march (3 discs from your reserve leave the game)"));
    QCOMPARE(actionDescription(Action::noSwap(), pos), QStringLiteral("Decline the Emperor swap"));
    QCOMPARE(actionDescription(Action::swap(b2, c1), pos), QStringLiteral("Swap your Emperor on b2 with your disc on c1"));
    QCOMPARE(actionDescription(Action::move(c1, b.at("a1")), pos), QStringLiteral("Move the stack on c1 to a1"));
    QCOMPARE(actionDescription(Action::move(b2, c1), pos), QStringLiteral("Regroup the stack on b2 with your stack on c1"));
    QCOMPARE(actionDescription(Action::attack(c1, b.at("e4")), pos),
             QStringLiteral("Attack the stack on e4 with the stack on c1"));
    QCOMPARE(actionDescription(Action::attack(b.at("e2"), b.at("f2")), pos),
             QStringLiteral("Kamikaze: the disc on e2 attacks the stack on f2"));
    QCOMPARE(actionDescription(Action::construct(BuildingType::Village, b.at("d5"), b.at("e4")), pos),
             QStringLiteral("Replace blue's village on d5 with a village, paid by the stack on e4"));
    b.build("c2", 0, BuildingType::Village);
    QCOMPARE(actionDescription(Action::construct(BuildingType::Tower, c2, c1), b.position()),
             QStringLiteral("Upgrade your village on c2 to a tower with the stack on c1"));
    QCOMPARE(actionDescription(Action::end(), pos), QStringLiteral("End the turn without reinforcement"));
    QCOMPARE(actionDescription(Action::pass(), pos), QStringLiteral("Pass (no legal action)"));
}

void TestExplain::badInputDoesNotCrash()
{
    const auto board = smallBoard();
    const QString far = explainRejection(Rejection{RejectionCode::NoStack, 999}, *board);
    QCOMPARE(far, QStringLiteral("There is no stack on ?."));
    QCOMPARE(explainRejection(Rejection{static_cast<RejectionCode>(kLastCode + 7)}, *board), unknownRejection());
    QVERIFY(explainRejection(Rejection{RejectionCode::TerrainForbids, 0, 1, 77, -3}, *board).contains(QLatin1Char('?')));
    PositionBuilder b(board);
    QVERIFY(!actionDescription(Action::move(-5, 500), b.position()).isEmpty());
    QVERIFY(!actionDescription(Action::construct(BuildingType::Castle, 500, -2), b.position()).isEmpty());
    QCOMPARE(spaceName(*board, 1000), QStringLiteral("?"));
}

void TestExplain::everyTextGoesThroughTranslation()
{
    MarkingTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    translator.contexts.clear(); // the application itself asks on installation
    const auto board = smallBoard();
    for (int code = 0; code <= kLastCode; ++code) {
        const QString text = explainRejection(Rejection{static_cast<RejectionCode>(code), 0, 1, 2, 1, 3}, *board);
        QVERIFY2(text.startsWith(QLatin1Char('<')), qPrintable(text));
    }
    for (int code = 0; code < kScenarioProblemCodeCount; ++code) {
        const QString text
            = explainScenarioProblem(ScenarioProblem{static_cast<ScenarioProblemCode>(code), 0, 1, 2, 1, 3}, board.get());
        QVERIFY2(text.startsWith(QLatin1Char('<')), qPrintable(text));
    }
    // Plural texts reach the translator with their count.
    QCOMPARE(discCount(3), QStringLiteral("<%n disc[pl]>").replace(QLatin1String("%n"), QStringLiteral("3")));
    QVERIFY(phaseName(Phase::GameOver).startsWith(QLatin1Char('<')));
    QVERIFY(terrainName(Terrain::Reg).startsWith(QLatin1Char('<')));
    QVERIFY(resultText(Result{ResultKind::DrawNoDiscs}, {}).startsWith(QLatin1Char('<')));
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(translator.contexts, QSet<QString>{QStringLiteral("eko::text::Explain")});
}

QTEST_MAIN(TestExplain)
#include "tst_explain.moc"
