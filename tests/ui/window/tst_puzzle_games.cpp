// A scenario with a goal is played as a puzzle however the game starts (issue 22): a puzzle of the
// player's own, played from the editor with Play This Scenario (Ctrl+R), opens the Lesson panel,
// the computer plays the goal's replies and the goal is judged, without a tick in the list; a lesson
// saved and opened again, or resumed from the autosave, is a lesson again, with its id and where it
// was; the verdict is announced once (what a screen reader hears); the players panel says how a
// puzzle's opponent plays (set replies, best defence, a level); and Computer Players… cannot change
// the seats while a puzzle is played.
#include "common/answering.h"
#include "ai/goal_reply.h"
#include "ai/solver.h"
#include "editor/editor_actions.h"
#include "editor/editor_window.h"
#include "editor/scenario_model.h"
#include "files/game_file.h"
#include "files/scenario_file.h"
#include "model/game_model.h"
#include "model/lesson_session.h"
#include "model/players_model.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "session/language.h"
#include "session/lesson_catalogue.h"
#include "session/preferences.h"
#include "window/action_field.h"
#include "window/announcer.h"
#include "window/game_document.h"
#include "window/lesson_panel.h"
#include "window/main_window.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

#include <memory>

using namespace eko;
using namespace eko::ui;

class TestPuzzleGames : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void aPuzzleOfOnesOwn_playedFromTheEditor_isPlayedAsAPuzzle();
    void aLessonSavedAndOpened_isALessonAgain();
    void aLessonResumedFromTheAutosave_isALessonAgain();
    void thePlayersPanelSaysHowTheOpponentPlays_data();
    void thePlayersPanelSaysHowTheOpponentPlays();
    void aPuzzleFileWithPeopleOnly_hasTheComputerPlayTheReplies();
    void computerPlayersCannotChangeAPuzzlesSeats();

private:
    void openWindow();
    // Plays the solver's line (the person's actions typed in the action field, the replies waited
    // for) until the goal is decided.
    void solve();
    QString computerColumn(int seat) const;
    QString panelTitle() const { return m_window->lessonPanel()->findChild<QLabel *>(QStringLiteral("lessonName"))->text(); }
    std::unique_ptr<MainWindow> m_window;
    LanguageSwitcher m_languages;
};

void TestPuzzleGames::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-puzzle-games"));
}

void TestPuzzleGames::init()
{
    QSettings().clear();
    Autosave::remove();
    preferences::setComputerPause(50);
    preferences::setWelcomeShown(true);
    m_languages.apply(QStringLiteral("en"));
    openWindow();
}

void TestPuzzleGames::openWindow()
{
    m_window = std::make_unique<MainWindow>(&m_languages);
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->startDefaultGame();
}

void TestPuzzleGames::cleanup()
{
    eko::testing::closeModalWidgets();
    if (m_window && m_window->editorActions()->hasEditor())
        delete m_window->editorActions()->editor();
    m_window.reset();
    Autosave::remove();
}

void TestPuzzleGames::solve()
{
    LessonSession *lesson = m_window->lesson();
    GameModel *model = m_window->model();
    for (int guard = 0; guard < 40 && lesson->judgement().state == GoalState::Open; ++guard) {
        const int before = model->game().actionCount();
        if (lesson->opponentToMove()) {
            QTRY_VERIFY_WITH_TIMEOUT(model->game().actionCount() > before, 5000);
            continue;
        }
        std::vector<Position> positions;
        for (int k = 0; k < before; ++k)
            positions.push_back(model->game().positionAt(k));
        const ai::GoalProgress progress = ai::goalProgress(lesson->goal(), positions, model->game().actions());
        const ai::SolveResult rest = ai::solve(ai::remainingGoal(lesson->scenario(), model->position(), progress));
        QVERIFY(rest.verdict == ai::SolveVerdict::Solved && !rest.line.empty());
        ActionField *field = m_window->actionField();
        QTRY_VERIFY(field->isEnabled());
        field->setFocus();
        field->clear();
        QTest::keyClicks(field, QString::fromStdString(toNotation(rest.line.front(), model->position().board())));
        QTest::keyClick(field, Qt::Key_Return);
        QCOMPARE(model->game().actionCount(), before + 1);
    }
}

QString TestPuzzleGames::computerColumn(int seat) const
{
    auto *players = m_window->findChild<PlayersModel *>();
    return players->index(seat, PlayersModel::ComputerColumn).data().toString();
}

void TestPuzzleGames::aPuzzleOfOnesOwn_playedFromTheEditor_isPlayedAsAPuzzle()
{
    // The player's own puzzle: a bundled one under another name, in a file of their own.
    files::FileProblems problems;
    std::optional<Scenario> own = files::loadScenario(QStringLiteral(":/puzzles/11-six-points.ekoscn"), problems);
    QVERIFY(own);
    own->name = "Ana's six points";
    own->nameTranslations = {};
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("mine.ekoscn"));
    QString error;
    QVERIFY2(files::saveScenario(*own, file, &error), qPrintable(error));

    QVERIFY(!m_window->lesson()->isActive());
    EditorWindow *editor = m_window->editorActions()->editor();
    editor->setInteractive(false);
    editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(editor));
    QVERIFY(editor->openFile(file));
    editor->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(editor));
    QTest::keyClick(editor, Qt::Key_R, Qt::ControlModifier); // Scenario ▸ Play This Scenario

    LessonSession *lesson = m_window->lesson();
    QTRY_VERIFY_WITH_TIMEOUT(lesson->isActive(), 2000);
    QCOMPARE(lesson->id(), QString()); // not a bundled one
    QVERIFY(m_window->lessonDock()->isVisible());
    QCOMPARE(panelTitle(), QStringLiteral("Ana's six points"));
    QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("actionLessonNext"))->isVisible());
    for (QToolButton *button : m_window->lessonPanel()->findChildren<QToolButton *>())
        QVERIFY2(!button->isVisible() || button->defaultAction()->objectName() != QLatin1String("actionLessonNext"),
                 "no Next button for a puzzle of one's own");
    // The person plays the goal's player; the computer the replies the puzzle sets.
    const int goalPlayer = lesson->goal().player;
    for (int seat = 0; seat < own->players; ++seat)
        QCOMPARE(computerColumn(seat), seat == goalPlayer ? QString() : QStringLiteral("Set replies"));
    solve();
    QCOMPARE(lesson->judgement().state, GoalState::Met);
    QCOMPARE(m_window->lessonPanel()->stateLabel()->text(), QStringLiteral("Solved! The goal is met."));
    QCOMPARE(m_window->announcer()->history().count(QStringLiteral("Solved! The goal is met.")), 1); // said once
    QVERIFY(preferences::solvedLessons().isEmpty()); // nothing in the list to tick
    // A scenario without a goal is a plain game again.
    own->goal.reset();
    QVERIFY(files::saveScenario(*own, file, &error));
    QVERIFY(editor->openFile(file));
    QVERIFY(!editor->model()->scenario().goal);
    QVERIFY(editor->play());
    QTRY_VERIFY_WITH_TIMEOUT(!lesson->isActive(), 2000);
    QVERIFY(!m_window->lessonDock()->isVisible());
    QCOMPARE(m_window->model()->game().scenario().name, own->name);
}

void TestPuzzleGames::aLessonSavedAndOpened_isALessonAgain()
{
    const QString id = QStringLiteral("puzzles/09-win-in-two");
    QVERIFY(m_window->playLesson(id));
    LessonSession *lesson = m_window->lesson();
    const QString first = QString::fromStdString(toNotation(ai::solve(lesson->scenario()).line.front(),
                                                            m_window->model()->position().board()));
    ActionField *field = m_window->actionField();
    field->setFocus();
    QTest::keyClicks(field, first);
    QTest::keyClick(field, Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(!lesson->opponentToMove() && m_window->model()->game().actionCount() >= 2, 5000);
    const int actions = m_window->model()->game().actionCount();
    const int left = lesson->turnsLeft();
    QCOMPARE(left, 1);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("halfway.eko"));
    QVERIFY(m_window->document()->saveTo(file));
    m_window->startDefaultGame();
    QVERIFY(!lesson->isActive());
    QVERIFY(m_window->openFile(file));
    QVERIFY(lesson->isActive());
    QCOMPARE(lesson->id(), id);
    QVERIFY(m_window->lessonDock()->isVisible());
    QCOMPARE(m_window->model()->game().actionCount(), actions);
    QCOMPARE(lesson->turnsLeft(), left);
    QCOMPARE(lesson->judgement().state, GoalState::Open);
    solve();
    QCOMPARE(lesson->judgement().state, GoalState::Met);
    QVERIFY(preferences::solvedLessons().contains(id));
}

void TestPuzzleGames::aLessonResumedFromTheAutosave_isALessonAgain()
{
    const QString id = QStringLiteral("lessons/03-attacking");
    QVERIFY(m_window->playLesson(id));
    const QString first = QString::fromStdString(
        toNotation(ai::solve(m_window->lesson()->scenario()).line.front(), m_window->model()->position().board()));
    ActionField *field = m_window->actionField();
    field->setFocus();
    QTest::keyClicks(field, first);
    QTest::keyClick(field, Qt::Key_Return);
    const int actions = m_window->model()->game().actionCount();
    QVERIFY(actions >= 1);
    // The program ends without closing the game (a crash): the autosave holds the lesson.
    m_window.reset(); // not closed: the autosave stays
    QVERIFY(Autosave::exists());
    m_window = std::make_unique<MainWindow>(&m_languages);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(m_window->offerResume(false));
    LessonSession *lesson = m_window->lesson();
    QVERIFY(lesson->isActive());
    QCOMPARE(lesson->id(), id);
    QVERIFY(m_window->lessonDock()->isVisible());
    QVERIFY(m_window->model()->game().actionCount() >= actions);
    solve();
    QCOMPARE(lesson->judgement().state, GoalState::Met);
}

void TestPuzzleGames::thePlayersPanelSaysHowTheOpponentPlays_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("shown");
    QTest::newRow("set replies") << "puzzles/11-six-points" << "Set replies";
    QTest::newRow("any defence") << "puzzles/02-capture-emperor" << "Best defence";
    QTest::newRow("a computer player") << "puzzles/12-beat-the-computer" << "Level %1";
}

void TestPuzzleGames::thePlayersPanelSaysHowTheOpponentPlays()
{
    QFETCH(QString, id);
    QFETCH(QString, shown);
    QVERIFY(m_window->playLesson(id));
    const Goal &goal = m_window->lesson()->goal();
    const int opponent = goal.player == 0 ? 1 : 0;
    if (shown.contains(QLatin1String("%1")))
        shown = shown.arg(goal.opponents[static_cast<size_t>(opponent)].level);
    QCOMPARE(computerColumn(opponent), shown);
    QCOMPARE(computerColumn(goal.player), QString());
    // The tool tip says it in a sentence too.
    auto *players = m_window->findChild<PlayersModel *>();
    const QString tip = players->index(opponent, PlayersModel::ComputerColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QLatin1String("computer")), qPrintable(tip));
}

void TestPuzzleGames::aPuzzleFileWithPeopleOnly_hasTheComputerPlayTheReplies()
{
    // A game of a puzzle saved with every seat a person's (eko-cli new --scenario writes it so).
    files::FileProblems problems;
    std::optional<Scenario> puzzle = files::loadScenario(QStringLiteral(":/puzzles/11-six-points.ekoscn"), problems);
    QVERIFY(puzzle);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("people.eko"));
    QVERIFY(files::saveGame(Game(*puzzle, 7, std::vector<std::string>(2)), file, nullptr));
    QVERIFY(m_window->openFile(file));
    QVERIFY(m_window->lesson()->isActive());
    const int goalPlayer = m_window->lesson()->goal().player;
    const int opponent = goalPlayer == 0 ? 1 : 0;
    QCOMPARE(computerColumn(opponent), QStringLiteral("Set replies"));
    solve(); // waits for the replies: a person's seat would never play them
    QCOMPARE(m_window->lesson()->judgement().state, GoalState::Met);
}

void TestPuzzleGames::computerPlayersCannotChangeAPuzzlesSeats()
{
    auto *computerPlayers = m_window->findChild<QAction *>(QStringLiteral("actionComputerPlayers"));
    QVERIFY(computerPlayers->isEnabled());
    QVERIFY(m_window->playLesson(QStringLiteral("lessons/01-moving")));
    QVERIFY(!computerPlayers->isEnabled());
    m_window->startDefaultGame();
    QVERIFY(!m_window->lesson()->isActive());
    QVERIFY(computerPlayers->isEnabled());
}

QTEST_MAIN(TestPuzzleGames)
#include "tst_puzzle_games.moc"
