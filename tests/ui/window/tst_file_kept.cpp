// What a game file holds beyond the line the window plays is never lost by the window: a file with
// branches, comments and marks (version 3, made by eko-cli or another program) opened, played on and
// saved keeps them all (a line played after an undo is one more branch, the main line until promoted),
// and the analysis is saved with the game and shown again at once when the file is
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
#include "model/action_list_model.h"
#include "window/analysis_controls.h"
#include "window/comment_panel.h"
#include "window/game_document.h"
#include "window/main_window.h"
#include "window/replay_mode.h"
#include "replay/replay_model.h"
#include "window/status_line.h"

#include <QAction>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QLabel>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QToolButton>
#include <QTreeView>
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
    void aNewLineAfterAnUndoIsABranchUntilPromoted();
    void aBranchIsDeletedAndRestoredWithTheKeys();
    void commentsAndMarksAreKeptThroughSaveAndReopen();
    void aCommentIsCutAtWhatAFileHolds();
    void aLanguageSwitchKeepsTheCurrentNode();
    void theAutosaveKeepsTheTreeAndWhereTheGameIs();
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

void TestFileKept::aNewLineAfterAnUndoIsABranchUntilPromoted()
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
    std::optional<GameTree> saved = files::loadGameTree(file, problems);
    QVERIFY(saved);
    // The line played is a branch; the file's main line stays, whole.
    std::vector<Action> line(game.actions().begin(), game.actions().begin() + 6);
    line.push_back(other);
    const NodeId branchEnd = follow(*saved, line);
    QVERIFY(branchEnd != kNoNode);
    QVERIFY(!saved->onMainLine(branchEnd));
    QCOMPARE(follow(*saved, game.actions()), saved->mainLine().back());
    QCOMPARE(saved->comment(saved->mainLine()[2]), std::string("Why not the castle?"));
    QCOMPARE(saved->children(saved->mainLine()[4]).size(), size_t(2));

    // Branches ▸ Promote to Main Line, saved: the line played is the main line, the old one a branch.
    QVERIFY(action(*m_window, "actionPromoteBranch")->isEnabled());
    action(*m_window, "actionPromoteBranch")->trigger();
    QVERIFY(m_window->model()->isModified());
    action(*m_window, "actionSave")->trigger();
    saved = files::loadGameTree(file, problems);
    QVERIFY(saved);
    QCOMPARE(follow(*saved, line), saved->mainLine().back());
    const NodeId oldEnd = follow(*saved, game.actions());
    QVERIFY(oldEnd != kNoNode);
    QVERIFY(!saved->onMainLine(oldEnd));
    QCOMPARE(saved->comment(saved->mainLine()[2]), std::string("Why not the castle?"));
}

void TestFileKept::aBranchIsDeletedAndRestoredWithTheKeys()
{
    const QString file = m_dir.filePath(QStringLiteral("deleted.eko"));
    const Game game = writeTreeFile(file);
    QVERIFY(m_window->document()->open(file));
    GameModel &model = *m_window->model();
    // Into the file's branch (it replaces action 5): from the move list's row under that action.
    auto *moves = m_window->findChild<QTreeView *>(QStringLiteral("movesView"));
    auto *list = static_cast<ActionListModel *>(moves->model());
    const QModelIndex branch = list->branchIndex(4, 0);
    QVERIFY(branch.isValid());
    moves->expand(branch.parent().parent());
    moves->expand(branch.parent());
    moves->setFocus();
    moves->setCurrentIndex(branch);
    QTest::keyClick(moves, Qt::Key_Return);
    QCOMPARE(model.game().actionCount(), 5);
    QVERIFY(!model.onMainLine());
    QVERIFY(!action(*m_window, "actionRestoreBranch")->isEnabled());
    // Branches ▸ Delete Branch (Ctrl+Shift+Delete): gone, the game where it left the main line.
    QTest::keySequence(m_window.get(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Delete));
    QCOMPARE(model.tree().actionCount(), 8);
    QVERIFY(!model.tree().hasBranches());
    QCOMPARE(model.game().actionCount(), 4);
    QVERIFY(model.onMainLine());
    QVERIFY(model.isModified());
    QVERIFY(m_window->statusLine()->displayedText().contains(QStringLiteral("Restore Deleted Branch")));
    QCOMPARE(list->rowCount(list->actionIndex(4)), 0);
    // Restore Deleted Branch: back, where it was.
    QVERIFY(action(*m_window, "actionRestoreBranch")->isEnabled());
    action(*m_window, "actionRestoreBranch")->trigger();
    QCOMPARE(model.tree().actionCount(), 9);
    QCOMPARE(model.game().actionCount(), 5);
    QCOMPARE(list->rowCount(list->actionIndex(4)), 1);
    // Back to Main Line (Ctrl+Shift+Up): where the branch leaves; the main line was never touched.
    QTest::keySequence(m_window.get(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up));
    QCOMPARE(model.game().actionCount(), 4);
    QCOMPARE(follow(model.tree(), game.actions()), model.tree().mainLine().back());
    QVERIFY(!action(*m_window, "actionDeleteBranch")->isEnabled()); // the main line is never deleted
}

void TestFileKept::commentsAndMarksAreKeptThroughSaveAndReopen()
{
    const QString file = m_dir.filePath(QStringLiteral("commented.eko"));
    QString error;
    QVERIFY(files::saveGame(testing::randomGame(standardScenario(2), 21, 10), file, &error));
    QVERIFY(m_window->document()->open(file));
    GameModel &model = *m_window->model();
    auto *panel = m_window->findChild<CommentPanel *>(QStringLiteral("commentPanel"));
    QVERIFY(panel && panel->isVisible());
    // Action 6 chosen in the move list: the field is its comment; typed, and the "!?" mark clicked.
    auto *moves = m_window->findChild<QTreeView *>(QStringLiteral("movesView"));
    auto *list = static_cast<ActionListModel *>(moves->model());
    moves->setFocus();
    moves->setCurrentIndex(list->actionIndex(5));
    QTest::keyClick(moves, Qt::Key_Return);
    QCOMPARE(panel->shownNode(), model.lineNode(5));
    QVERIFY(panel->field()->toPlainText().isEmpty());
    panel->field()->setFocus();
    QTest::keyClicks(panel->field(), QStringLiteral("Too early for a march."));
    QTest::mouseClick(panel->markButton(ActionMark::Interesting), Qt::LeftButton);
    QCOMPARE(model.comment(model.lineNode(5)), QStringLiteral("Too early for a march."));
    QCOMPARE(model.mark(model.lineNode(5)), ActionMark::Interesting);
    QVERIFY(model.isModified());
    QVERIFY(list->actionIndex(5).data().toString().endsWith(QStringLiteral("!? \u270E")));
    QVERIFY(list->actionIndex(5).data(Qt::ToolTipRole).toString().contains(QStringLiteral("Too early")));
    // Another action, clicked, shows its own (none); the mark buttons follow.
    moves->expand(list->actionIndex(2).parent());
    moves->scrollTo(list->actionIndex(2));
    QTest::mouseClick(moves->viewport(), Qt::LeftButton, {}, moves->visualRect(list->actionIndex(2)).center());
    QCOMPARE(m_window->replayMode()->replay()->current(), 3);
    QVERIFY(panel->field()->toPlainText().isEmpty());
    QVERIFY(!panel->markButton(ActionMark::Interesting)->isChecked());
    // Saved (version 3), reopened: all there.
    action(*m_window, "actionSave")->trigger();
    QVERIFY(!model.isModified());
    m_window->startGame(Game(standardScenario(2), 3));
    QVERIFY(m_window->document()->open(file));
    const NodeId node = model.lineNode(5);
    QCOMPARE(model.comment(node), QStringLiteral("Too early for a march."));
    QCOMPARE(model.mark(node), ActionMark::Interesting);
    m_window->replayMode()->replay()->goTo(6);
    QCOMPARE(panel->field()->toPlainText(), QStringLiteral("Too early for a march."));
    QVERIFY(panel->markButton(ActionMark::Interesting)->isChecked());
    // The mark clicked again: none; the comment emptied: none, and the file is version 1 again.
    QTest::mouseClick(panel->markButton(ActionMark::Interesting), Qt::LeftButton);
    panel->field()->selectAll();
    QTest::keyClick(panel->field(), Qt::Key_Delete);
    QVERIFY(!model.tree().hasNotes());
    action(*m_window, "actionSave")->trigger();
    QFile saved(file);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(saved.readAll()).object().value(QStringLiteral("version")).toInt(), 1);
}

void TestFileKept::aCommentIsCutAtWhatAFileHolds()
{
    m_window->startGame(testing::randomGame(standardScenario(2), 22, 4));
    auto *panel = m_window->findChild<CommentPanel *>(QStringLiteral("commentPanel"));
    QCOMPARE(panel->shownNode(), m_window->model()->currentNode());
    panel->field()->setPlainText(QString(files::kMaxCommentLength + 5, QLatin1Char('x')));
    QCOMPARE(m_window->model()->comment(m_window->model()->currentNode()).size(), files::kMaxCommentLength);
    QCOMPARE(panel->field()->toPlainText().size(), files::kMaxCommentLength);
    // The field says why.
    bool said = false;
    for (const QLabel *label : panel->findChildren<QLabel *>())
        said = said || (label->isVisible() && label->text().contains(QStringLiteral("10,000")));
    QVERIFY(said);
    // What is held can be saved and read back.
    const QString file = m_dir.filePath(QStringLiteral("long.eko"));
    QVERIFY(m_window->document()->saveTo(file));
    files::FileProblems problems;
    const std::optional<GameTree> saved = files::loadGameTree(file, problems);
    QVERIFY2(saved, qPrintable(files::toStringList(problems).join(QLatin1Char('\n'))));
    QCOMPARE(static_cast<int>(saved->comment(saved->mainLine().back()).size()), files::kMaxCommentLength);
}

void TestFileKept::aLanguageSwitchKeepsTheCurrentNode()
{
    const QString file = m_dir.filePath(QStringLiteral("language.eko"));
    writeTreeFile(file);
    QVERIFY(m_window->document()->open(file));
    GameModel &model = *m_window->model();
    model.goToNode(model.tree().children(model.tree().mainLine()[4]).back()); // into the branch
    const NodeId node = model.currentNode();
    QVERIFY(!model.onMainLine());
    QVERIFY(m_languages.apply(QStringLiteral("ko")));
    QCOMPARE(model.currentNode(), node);
    QTRY_COMPARE(m_window->menuBar()->actions().at(3)->text(), QStringLiteral("분기(&B)")); // the window follows
    auto *moves = m_window->findChild<QTreeView *>(QStringLiteral("movesView"));
    auto *list = static_cast<ActionListModel *>(moves->model());
    QCOMPARE(list->currentIndex().data(ActionListModel::NodeRole).toInt(), node);
    QVERIFY(m_languages.apply(QStringLiteral("en")));
    QTRY_COMPARE(m_window->menuBar()->actions().at(3)->text(), QStringLiteral("&Branches"));
    QCOMPARE(model.currentNode(), node);
    QCOMPARE(list->currentIndex().data(ActionListModel::NodeRole).toInt(), node);
}

void TestFileKept::theAutosaveKeepsTheTreeAndWhereTheGameIs()
{
    m_window->setQuiet(false); // the autosave is written (in this test's own data folder)
    const QString file = m_dir.filePath(QStringLiteral("autosaved.eko"));
    const Game game = writeTreeFile(file);
    QVERIFY(m_window->document()->open(file));
    GameModel &model = *m_window->model();
    // Back two actions, another action there (a second branch), a comment on it.
    model.goToAction(6);
    QVERIFY(model.play(anotherAction(model.position(), game.actions()[6])));
    const std::vector<Action> line = model.game().actions();
    const NodeId branch = model.currentNode();
    model.undo(); // the game is one action back when the program is killed
    QVERIFY(Autosave::exists());
    // A comment is autosaved once typing pauses.
    model.setComment(branch, QStringLiteral("Try this."));
    const auto autosaved = [] {
        QFile autosave(Autosave::fileName());
        return autosave.open(QIODevice::ReadOnly) && autosave.readAll().contains("Try this.");
    };
    QVERIFY(!autosaved());
    QTRY_VERIFY_WITH_TIMEOUT(autosaved(), 5000);
    m_window.reset(); // killed: no clean finish

    m_window = std::make_unique<MainWindow>(&m_languages);
    QVERIFY(m_window->offerResume(false));
    m_window->setQuiet(true);
    GameModel &resumed = *m_window->model();
    QCOMPARE(resumed.tree().actionCount(), 10);
    QCOMPARE(resumed.game().actionCount(), 6);
    QVERIFY(resumed.isModified());
    const NodeId tried = follow(resumed.tree(), line);
    QVERIFY(tried != kNoNode);
    QCOMPARE(resumed.comment(tried), QStringLiteral("Try this."));
    QCOMPARE(resumed.tree().comment(resumed.tree().mainLine()[2]), std::string("Why not the castle?"));
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
