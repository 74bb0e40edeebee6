// What the main window's board and side panels show is decided in one place (window/board_presenter)
// from the state of the game, the replay and the computer seats, whatever signal arrives last: a
// computer's turn marks nothing a person could do, a hint stays until the position or the selection
// changes, and a replay shows its moment on the board, in the players panel and in the action list.
#include "board/board_scene.h"
#include "board/highlight_item.h"
#include "board/last_action_item.h"
#include "board/stack_item.h"
#include "model/action_list_model.h"
#include "model/computer_seats.h"
#include "model/demo_game.h"
#include "model/game_model.h"
#include "model/players_model.h"
#include "replay/replay_model.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "session/preferences.h"
#include "window/computer_seat_controls.h"
#include "window/main_window.h"
#include "window/players_table.h"
#include "window/replay_mode.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTreeView>
#include <QtTest>

#include <memory>

using namespace eko;
using namespace eko::ui;

namespace {
// Marks as (space, kind) pairs, comparable.
using Marks = QList<QPair<int, int>>;
Marks marksOf(const QList<SpaceHighlight> &highlights)
{
    Marks marks;
    for (const SpaceHighlight &h : highlights)
        marks.append({h.space, static_cast<int>(h.kind)});
    return marks;
}
} // namespace

class TestBoardPresenter : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void aComputersTurnMarksNothingWhateverSignalComesLast();
    void aHintStaysUntilThePositionOrTheSelectionChanges();
    void aReplayShowsItsMomentWhateverSignalComesLast();

private:
    // Every signal of the game model and of the replay that a view may follow, emitted as if the
    // model had changed (it has not); `check` runs after each.
    void emitEverySignal(const std::function<void(const char *)> &check);
    // The board shows the stacks of `position` and nothing else.
    bool boardShows(const Position &position) const;
    Marks marksShown() const;
    std::unique_ptr<MainWindow> m_window;
};

void TestBoardPresenter::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-board-presenter"));
}

void TestBoardPresenter::init()
{
    QSettings().clear();
    Autosave::remove();
    m_window = std::make_unique<MainWindow>();
    m_window->setQuiet(true);
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestBoardPresenter::cleanup()
{
    m_window.reset();
    Autosave::remove();
}

void TestBoardPresenter::emitEverySignal(const std::function<void(const char *)> &check)
{
    GameModel *model = m_window->model();
    ReplayModel *replay = m_window->replayMode()->replay();
    ComputerSeats *seats = m_window->computerSeatControls()->seats();
    emit model->positionChanged();
    check("positionChanged");
    emit model->selectionChanged();
    check("selectionChanged");
    emit model->actionsChanged(model->game().actionCount());
    check("actionsChanged");
    emit model->modifiedChanged(model->isModified());
    check("modifiedChanged");
    emit replay->currentChanged(replay->current());
    check("currentChanged");
    emit seats->seatLevelsChanged(seats->seatLevels());
    check("seatLevelsChanged");
}

bool TestBoardPresenter::boardShows(const Position &position) const
{
    const BoardScene *scene = m_window->scene();
    for (SpaceIndex s = 0; s < scene->spaceCount(); ++s) {
        const StackItem *item = scene->stackItem(s);
        if (position.stack(s).empty() ? item != nullptr : (!item || !(item->stack() == position.stack(s))))
            return false;
    }
    return true;
}

Marks TestBoardPresenter::marksShown() const
{
    Marks marks;
    for (const HighlightItem *item : m_window->scene()->highlightItems())
        marks.append({item->space(), static_cast<int>(item->kind())});
    return marks;
}

void TestBoardPresenter::aComputersTurnMarksNothingWhateverSignalComesLast()
{
    MainWindow &w = *m_window;
    Game game = demoGame(2, 9, 20);
    const PlayerIndex computer = game.current().toMove();
    std::array<int, 4> levels{};
    levels[static_cast<size_t>(computer)] = 1;
    w.startGame(std::move(game), levels);
    const ComputerPause pause(w.computerSeatControls()->seats()); // it stays the computer's turn
    GameModel &model = *w.model();
    // The model selects a stack of the computer's (the window refuses such a click): still no marks.
    for (SpaceIndex s = 0; s < model.board().spaceCount() && model.selectedSpace() == kNoSpace; ++s)
        if (model.position().stack(s).owner == computer)
            model.clickSpace(s);
    QVERIFY(model.selectedSpace() != kNoSpace);
    QVERIFY(!model.highlights().isEmpty());
    QVERIFY(w.scene()->highlightItems().isEmpty());
    emitEverySignal([&](const char *signal) { QVERIFY2(w.scene()->highlightItems().isEmpty(), signal); });
    // Given to a person, the seat's marks show.
    w.computerSeatControls()->seats()->setSeatLevels({});
    QCOMPARE(marksShown(), marksOf(model.highlights()));
}

void TestBoardPresenter::aHintStaysUntilThePositionOrTheSelectionChanges()
{
    MainWindow &w = *m_window;
    w.startGame(demoGame(2, 13, 20));
    GameModel &model = *w.model();
    const Action hinted = model.legalActions().front();
    const QList<SpaceHighlight> hint{SpaceHighlight{hinted.to, Highlight::Move}};
    emit w.computerSeatControls()->hintShown(hint, hinted.from);
    QCOMPARE(w.scene()->highlightItems().size(), 2); // the stack it starts from, and where it goes
    const Marks shown = marksShown();
    // Signals that change neither the position nor the selection leave it.
    emit model.actionsChanged(model.game().actionCount());
    QCOMPARE(marksShown(), shown);
    emit model.modifiedChanged(model.isModified());
    QCOMPARE(marksShown(), shown);
    emit w.replayMode()->replay()->currentChanged(w.replayMode()->replay()->current());
    QCOMPARE(marksShown(), shown);
    emit w.computerSeatControls()->seats()->seatLevelsChanged(w.computerSeatControls()->seats()->seatLevels());
    QCOMPARE(marksShown(), shown);
    // A click that selects a stack shows its marks instead.
    for (SpaceIndex s = 0; s < model.board().spaceCount() && model.selectedSpace() == kNoSpace; ++s)
        if (model.position().stack(s).owner == model.position().toMove())
            model.clickSpace(s);
    QVERIFY(model.selectedSpace() != kNoSpace);
    QCOMPARE(marksShown(), marksOf(model.highlights()));
    // A hint, then an action: the marks of the new position.
    emit w.computerSeatControls()->hintShown(hint, hinted.from);
    QVERIFY(model.play(model.selectedActions().front()));
    QCOMPARE(marksShown(), marksOf(model.highlights()));
}

void TestBoardPresenter::aReplayShowsItsMomentWhateverSignalComesLast()
{
    MainWindow &w = *m_window;
    w.startGame(demoGame(2, 7, 30));
    GameModel &model = *w.model();
    ReplayModel *replay = w.replayMode()->replay();
    const int k = model.game().actionCount() - 6;
    const Position moment = model.game().positionAt(k);
    replay->goTo(k);
    QVERIFY(replay->isActive());
    const auto check = [&](const char *signal) {
        QVERIFY2(boardShows(moment), signal);
        QVERIFY2(w.scene()->highlightItems().isEmpty(), signal);
        QVERIFY2(w.scene()->lastActionItem()->isVisible(), signal);
        auto *players = w.playersView()->players();
        QVERIFY2(players && !players->followsGame(), signal);
        auto *actions = qobject_cast<ActionListModel *>(w.movesView()->model());
        QVERIFY2(actions && actions->currentRow() == k - 1, signal);
    };
    check("goTo");
    emitEverySignal(check);
    // Back to play: the game's position, and the panels follow the game again.
    replay->leave();
    QVERIFY(boardShows(model.position()));
    QVERIFY(w.playersView()->players()->followsGame());
    QCOMPARE(qobject_cast<ActionListModel *>(w.movesView()->model())->currentRow(), model.game().actionCount() - 1);
    // A new game while replaying: the new game, in play.
    replay->goTo(k);
    w.startGame(demoGame(3, 2, 10));
    QVERIFY(!replay->isActive());
    QVERIFY(boardShows(model.position()));
    QCOMPARE(marksShown(), marksOf(model.highlights()));
}

QTEST_MAIN(TestBoardPresenter)
#include "tst_board_presenter.moc"
