// eko-cli solve proves every bundled puzzle and lesson (resources/puzzles, resources/lessons): the
// solution it prints starts with the expected action and takes the expected turns. Each file is
// graded, and its name, description, lesson and hints are there in every interface language. And
// the command says when there is no solution, or no goal.
#include "common/cli_run.h"
#include "common/file_problems.h"

#include "files/scenario_file.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>

using namespace eko;
using namespace eko::files;
using namespace eko::testing;

namespace {

const QString kResources = QStringLiteral(EKO_SOURCE_DIR "/resources/");

struct Expected {
    const char *file;  // under resources/
    int turns;         // of the shortest solution
    const char *first; // its first action
    bool unique;       // the only first action that works
};

// Every bundled puzzle and lesson with its proof; a new file must be added here.
constexpr Expected kBundled[] = {
    {"puzzles/01-last-stack.ekoscn", 1, "a1xf1", true},
    {"puzzles/02-capture-emperor.ekoscn", 1, "a1xd2", true},
    {"puzzles/03-emperor-tie.ekoscn", 1, "a1xe2", true},
    {"puzzles/04-kamikaze.ekoscn", 1, "a1xe2", true},
    {"puzzles/05-palace-this-turn.ekoscn", 1, "V@d1/c2", true},
    {"puzzles/06-castle-for-victory.ekoscn", 1, "C@d3/d2", true},
    {"puzzles/07-forced-march.ekoscn", 1, "a1xc1", true},
    {"puzzles/08-save-your-emperor.ekoscn", 1, "b2-c2", false},
    {"puzzles/09-win-in-two.ekoscn", 2, "a1xc3", false},
    {"puzzles/10-eliminate-yellow.ekoscn", 1, "a1xf4", true},
    {"puzzles/11-six-points.ekoscn", 2, "b2-d1", false},
    {"puzzles/12-beat-the-computer.ekoscn", 2, "b2xf1", true},
    {"lessons/01-moving.ekoscn", 2, "a1-c5", true},
    {"lessons/02-regrouping.ekoscn", 1, "a1-b2", false},
    {"lessons/03-attacking.ekoscn", 1, "a2xe2", true},
    {"lessons/04-emperor-tie.ekoscn", 1, "a1xe2", true},
    {"lessons/05-kamikaze.ekoscn", 1, "a1xe2", true},
    {"lessons/06-constructing.ekoscn", 1, "T@c2/d2", true},
    {"lessons/07-upgrading.ekoscn", 1, "T@e2/d2", false},
    {"lessons/08-palace.ekoscn", 1, "V@d3/d2", true},
    {"lessons/09-forced-march.ekoscn", 1, "a1xe1", false},
    {"lessons/10-reinforcement.ekoscn", 2, "T@c2/b3", false},
    {"lessons/11-captives.ekoscn", 1, "a1xe2", true},
    {"lessons/12-elimination.ekoscn", 1, "a1xd2", true},
};

// The lines of the printed solution (indented "  colour action"), as actions.
QStringList solutionActions(const QByteArray &out)
{
    QStringList actions;
    for (const QString &line : QString::fromUtf8(out).split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("  ")))
            actions << line.simplified().section(QLatin1Char(' '), 1, 1);
    return actions;
}

} // namespace

class TestCliSolve : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY2(!builtCli().isEmpty(), "eko-cli is not built beside the tests"); }

    void everyBundledPuzzleAndLessonIsProved_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < static_cast<int>(std::size(kBundled)); ++i)
            QTest::newRow(kBundled[i].file) << i;
    }

    void everyBundledPuzzleAndLessonIsProved()
    {
        QFETCH(int, index);
        const Expected &e = kBundled[index];
        QElapsedTimer timer;
        timer.start();
        const CliRun r = runCli(builtCli(), kResources, {QStringLiteral("solve"), QString::fromLatin1(e.file)}, 60000);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(r.exitCode == 0, qPrintable(out + QString::fromUtf8(r.err)));
        QVERIFY2(out.contains(QStringLiteral("solution in %1 turn").arg(e.turns)), qPrintable(out));
        const QStringList actions = solutionActions(r.out);
        QVERIFY2(!actions.isEmpty() && actions.front() == QLatin1String(e.first), qPrintable(out));
        QVERIFY2(out.contains(e.unique ? QStringLiteral("unique: yes") : QStringLiteral("unique: no")), qPrintable(out));
        qInfo("%s: %s (eko-cli ran %lld ms)", e.file, qPrintable(out.section(QLatin1Char('\n'), -2, -2)),
              static_cast<long long>(timer.elapsed()));
    }

    void everyBundledFileIsListedGradedAndTranslated()
    {
        QStringList listed;
        for (const Expected &e : kBundled)
            listed << QString::fromLatin1(e.file);
        int files = 0;
        for (const QString &folder : {QStringLiteral("puzzles"), QStringLiteral("lessons")}) {
            for (const QString &name : QDir(kResources + folder).entryList({QStringLiteral("*.ekoscn")}, QDir::Files)) {
                const QString file = folder + QLatin1Char('/') + name;
                ++files;
                QVERIFY2(listed.contains(file), qPrintable(file + QStringLiteral(" has no proof in kBundled")));
                FileProblems problems;
                const auto sc = loadScenario(kResources + file, problems);
                QVERIFY2(sc, qPrintable(file + QStringLiteral(": ") + problemText(problems)));
                QVERIFY2(sc->goal, qPrintable(file));
                const Goal &g = *sc->goal;
                QVERIFY2(g.difficulty >= 1 && g.difficulty <= kMaxGoalDifficulty, qPrintable(file));
                QVERIFY2(!sc->name.empty() && !sc->description.empty() && !g.lesson.empty() && !g.hints.empty(),
                         qPrintable(file));
                for (const char *language : {"ko", "pt", "zh_CN"}) {
                    const QString at = file + QStringLiteral(" in ") + QLatin1String(language);
                    QVERIFY2(sc->nameTranslations.count(language), qPrintable(at));
                    QVERIFY2(sc->descriptionTranslations.count(language), qPrintable(at));
                    QVERIFY2(g.lessonTranslations.count(language), qPrintable(at));
                    const auto hints = g.hintTranslations.find(language);
                    QVERIFY2(hints != g.hintTranslations.end() && hints->second.size() == g.hints.size(), qPrintable(at));
                }
            }
        }
        QCOMPARE(files, static_cast<int>(std::size(kBundled)));
        QVERIFY(files >= 24);
    }

    void tooFewTurnsHaveNoSolution()
    {
        const CliRun r = runCli(builtCli(), kResources,
                                {QStringLiteral("solve"), QStringLiteral("puzzles/09-win-in-two.ekoscn"),
                                 QStringLiteral("--turns"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("no solution"), r.out.constData());
        QVERIFY2(r.out.contains("within 1 turn"), r.out.constData());
    }

    void anyDefenceRefutesAPuzzleProvedAgainstKnownReplies()
    {
        // Puzzle 11 counts on blue's announced reply; against any defence it has no solution.
        const CliRun r = runCli(builtCli(), kResources,
                                {QStringLiteral("solve"), QStringLiteral("puzzles/11-six-points.ekoscn"),
                                 QStringLiteral("--any-defence")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("blue any defence"), r.out.constData());
        QVERIFY2(r.out.contains("no solution"), r.out.constData());
    }

    void aScenarioWithoutAGoalIsRefused()
    {
        const CliRun r = runCli(builtCli(), kResources,
                                {QStringLiteral("solve"), QStringLiteral("scenarios/standard-2p.ekoscn")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("the scenario has no goal"), r.err.constData());
    }

    void theNodeLimitStopsTheSearch()
    {
        const CliRun r = runCli(builtCli(), kResources,
                                {QStringLiteral("solve"), QStringLiteral("puzzles/09-win-in-two.ekoscn"),
                                 QStringLiteral("--max-nodes"), QStringLiteral("10")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("stopped after"), r.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliSolve)
#include "tst_cli_solve.moc"
