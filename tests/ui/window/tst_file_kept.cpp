// What a game file holds beyond the line the window plays is never lost by the window: a file with
// branches, comments and marks (version 3, made by eko-cli or another program) opened, played on and
// saved keeps them all (the line played becomes the main line, the file's other lines stay as
// branches), and the analysis is saved with the game and shown again at once when the file is
// opened; an analysis of another engine or budget says so.
#include "common/random_games.h"
#include "core/game_tree.h"
#include "files/analysis_section.h"
#include "files/game_file.h"
#include "files/game_tree_file.h"
#include "model/game_analysis_runner.h"
#include "model/game_model.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "session/language.h"
#include "window/analysis_controls.h"
#include "window/game_document.h"
#include "window/main_window.h"
#include "window/status_line.h"

#include <QAction>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

using namespace eko;
using namespace eko::ui;

namespace {

QAction *action(const MainWindow &w, const char *name)
{
    auto *a = w.findChild<QAction *>(QLatin1String(name));
    if (!a)
        qFatal("no action %s", name);
    return a;
}

// A legal action of `pos` other than `other` (the first in the rules' order).
Action anotherAction(const Position &pos, const std::optional<Action> &other = std::nullopt)
{
    std::vector<Action> legal;
    rules::legalActions(pos, legal);
    for (const Action &a : legal)
        if (!other || !(a == *other))
            return a;
    qFatal("no other legal action");
    return {};
}

// The node of `tree` reached by `actions` from the start; kNoNode when there is none.
NodeId follow(const GameTree &tree, const std::vector<Action> &actions)
{
    NodeId node = GameTree::root();
    for (const Action &a : actions) {
        NodeId next = kNoNode;
        for (NodeId child : tree.children(node))
            if (tree.action(child) == a)
                next = child;
        if (next == kNoNode)
            return kNoNode;
        node = next;
    }
    return node;
}

} // namespace

class TestFileKept : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void branchesAndNotesSurviveAnActionAndASave();
    void aNewLineAfterAnUndoBecomesTheMainLine();
    void theAnalysisIsSavedAndShownAgainAtOnce();
    void aStaleAnalysisSaysSo();

private:
    // A game of 8 actions with a branch after its 4th action, a comment and a mark on its 2nd,
    // saved as `fileName`; returns its main line.
    Game writeTreeFile(const QString &fileName);
    // Types `a` into the action field and presses Enter, as a player does.
    void typeAction(const Action &a);

    LanguageSwitcher m_languages;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
};

void TestFileKept::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-file-kept"));
    QVERIFY(m_dir.isValid());
}

void TestFileKept::init()
{
    QSettings().clear();
    Autosave::remove();
    m_languages.apply(QStringLiteral("en"));
    m_window = std::make_unique<MainWindow>(&m_languages);
    m_window->setQuiet(true);
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestFileKept::cleanup()
{
    m_window.reset();
    Autosave::remove();
}

Game TestFileKept::writeTreeFile(const QString &fileName)
{
    const Game game = testing::randomGame(standardScenario(2), 11, 8);
    if (game.actionCount() != 8)
        qFatal("the random game ended early");
    GameTree tree(game);
    tree.goTo(tree.mainLine()[4]);
    if (tree.play(anotherAction(tree.currentPosition(), game.actions()[4])))
        qFatal("the branch's action was refused");
    tree.setComment(tree.mainLine()[2], "Why not the castle?");
    tree.setMark(tree.mainLine()[2], ActionMark::Interesting);
    QString error;
    if (!files::saveGameTree(tree, {}, fileName, &error))
        qFatal("%s", qPrintable(error));
    return game;
}

void TestFileKept::typeAction(const Action &a)
{
    auto *field = m_window->findChild<QLineEdit *>(QStringLiteral("actionField"));
    QVERIFY(field && field->isEnabled());
    field->setFocus();
    field->clear();
    QTest::keyClicks(field, QString::fromStdString(toNotation(a, *m_window->model()->game().scenario().board)));
    QTest::keyClick(field, Qt::Key_Return);
}

void TestFileKept::branchesAndNotesSurviveAnActionAndASave()
{
    const QString file = m_dir.filePath(QStringLiteral("branches.eko"));
    const Game game = writeTreeFile(file);
    QVERIFY(m_window->document()->open(file));
    QCOMPARE(m_window->model()->game().actionCount(), 8);
    // One more action, typed, then Game ▸ Save.
    const Action next = anotherAction(m_window->model()->position());
    typeAction(next);
    QCOMPARE(m_window->model()->game().actionCount(), 9);
    action(*m_window, "actionSave")->trigger();
    QVERIFY(!m_window->model()->isModified());

    files::FileProblems problems;
    const std::optional<GameTree> saved = files::loadGameTree(file, problems);
    QVERIFY2(saved, qPrintable(files::toStringList(problems).join(QLatin1Char('\n'))));
    std::vector<Action> played = game.actions();
    played.push_back(next);
    const std::vector<NodeId> main = saved->mainLine();
    QCOMPARE(static_cast<int>(main.size()) - 1, 9);
    QCOMPARE(follow(*saved, played), main.back());
    // The branch after the 4th action and the notes of the 2nd are still there.
    QVERIFY(saved->hasBranches());
    QCOMPARE(saved->children(main[4]).size(), size_t(2));
    QCOMPARE(saved->comment(main[2]), std::string("Why not the castle?"));
    QCOMPARE(saved->mark(main[2]), ActionMark::Interesting);
}

void TestFileKept::aNewLineAfterAnUndoBecomesTheMainLine()
{
    const QString file = m_dir.filePath(QStringLiteral("undone.eko"));
    const Game game = writeTreeFile(file);
    QVERIFY(m_window->document()->open(file));
    action(*m_window, "actionUndo")->trigger();
    action(*m_window, "actionUndo")->trigger();
    QCOMPARE(m_window->model()->game().actionCount(), 6);
    const Action other = anotherAction(m_window->model()->position(), game.actions()[6]);
    typeAction(other);
    QCOMPARE(m_window->model()->game().actionCount(), 7);
    action(*m_window, "actionSave")->trigger();

    files::FileProblems problems;
    const std::optional<GameTree> saved = files::loadGameTree(file, problems);
    QVERIFY(saved);
    // The line played is the main line now; the file's old main line is a branch, whole.
    std::vector<Action> line(game.actions().begin(), game.actions().begin() + 6);
    line.push_back(other);
    QCOMPARE(follow(*saved, line), saved->mainLine().back());
    const NodeId oldEnd = follow(*saved, game.actions());
    QVERIFY(oldEnd != kNoNode);
    QVERIFY(!saved->onMainLine(oldEnd));
    QCOMPARE(saved->comment(saved->mainLine()[2]), std::string("Why not the castle?"));
    QCOMPARE(saved->children(saved->mainLine()[4]).size(), size_t(2));
}

void TestFileKept::theAnalysisIsSavedAndShownAgainAtOnce()
{
    const QString file = m_dir.filePath(QStringLiteral("analysed.eko"));
    QString error;
    QVERIFY(files::saveGame(testing::randomGame(standardScenario(2), 5, 12), file, &error));
    QVERIFY(m_window->document()->open(file));
    const int n = m_window->model()->game().actionCount();
    GameAnalysisRunner *runner = m_window->analysis()->runner();
    runner->setIterations(0, 40);
    action(*m_window, "actionAnalyseGame")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!runner->isRunning(), 30000);
    QCOMPARE(runner->analysedCount(), n);
    action(*m_window, "actionSave")->trigger();
    QVERIFY(!m_window->model()->isModified());
    QFile saved(file);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray json = saved.readAll();
    QVERIFY(QJsonDocument::fromJson(json).object().contains(QStringLiteral("analysis")));

    // Opened again in a new window: the marks are there at once, nothing runs.
    auto other = std::make_unique<MainWindow>(&m_languages);
    other->setQuiet(true);
    QVERIFY(other->document()->open(file));
    GameAnalysisRunner *again = other->analysis()->runner();
    QVERIFY(!again->isRunning());
    QCOMPARE(again->analysedCount(), n);
    for (int k = 0; k < n; ++k)
        QCOMPARE(again->action(k)->played, runner->action(k)->played);
}

void TestFileKept::aStaleAnalysisSaysSo()
{
    const QString file = m_dir.filePath(QStringLiteral("stale.eko"));
    const Game game = testing::randomGame(standardScenario(2), 6, 6);
    ai::GameAnalysis analysis;
    analysis.engine = "eko-mcts-0";
    analysis.budget.iterations = 40;
    analysis.to = game.actionCount();
    for (int k = 0; k < game.actionCount(); ++k) {
        ai::ActionAnalysis a;
        a.index = k;
        a.mover = game.actorOf(k);
        a.played = game.actions()[static_cast<size_t>(k)];
        a.notation = toNotation(a.played, *game.scenario().board);
        a.before = {0.5, 0.5};
        a.after = {0.5, 0.5};
        analysis.actions.push_back(a);
    }
    analysis.from = 0;
    QVERIFY(files::isStale(analysis));
    QString error;
    QVERIFY(files::saveGameData(game, files::withAnalysis(files::gameToJson(game), analysis, game), file, &error));
    auto *status = m_window->findChild<StatusLine *>();
    QVERIFY(status);
    QSignalSpy shown(status, &StatusLine::messageShown);
    QVERIFY(m_window->document()->open(file));
    QCOMPARE(m_window->analysis()->runner()->analysedCount(), game.actionCount());
    bool said = false;
    for (const QList<QVariant> &args : shown)
        said = said || args[0].toString().contains(QStringLiteral("Analyse Game does it again"));
    QVERIFY(said);
}

QTEST_MAIN(TestFileKept)
#include "tst_file_kept.moc"
