// Getting about a long record in the real window: a click in the slider's groove goes to the action
// under the pointer; K, C, P and M go to the next attack, construction, palace change and Emperor
// captured or exchanged (Shift: the previous one), listed in Help ▸ Keyboard; autoplay goes up to
// 32 actions a second.
#include "dialogs/keyboard_window.h"
#include "model/game_model.h"
#include "replay/replay_autoplay.h"
#include "replay/replay_model.h"
#include "session/preferences.h"
#include "window/main_window.h"
#include "window/replay_mode.h"

#include <QAction>
#include <QComboBox>
#include <QMenuBar>
#include <QSlider>
#include <QTest>
#include <QTreeWidget>
#include <functional>

using namespace eko;
using namespace eko::ui;

namespace {

// The positions right after each action for which `is` holds, in order: where jumps must land.
std::vector<int> landings(const Game &game, const std::function<bool(int)> &is)
{
    std::vector<int> at;
    for (int k = 0; k < game.actionCount(); ++k)
        if (is(k))
            at.push_back(k + 1);
    return at;
}

} // namespace

class TestReplayNavigation : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup() { m_window.reset(); }
    void aClickInTheGrooveGoesThere();
    void keysJumpFromEventToEvent_data();
    void keysJumpFromEventToEvent();
    void helpKeyboardListsTheJumps();
    void autoplayGoesFasterThanFourASecond();

private:
    ReplayModel *replay() const { return m_window->replayMode()->replay(); }
    std::unique_ptr<MainWindow> m_window;
};

void TestReplayNavigation::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->setQuiet(true);
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    // A finished game opens in replay at its last action.
    QVERIFY(m_window->openFile(QStringLiteral(EKO_TEST_DATA "/good/finished-game.eko")));
    QTRY_VERIFY(replay()->isActive());
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestReplayNavigation::aClickInTheGrooveGoesThere()
{
    auto *slider = m_window->findChild<QSlider *>(QStringLiteral("replaySlider"));
    QVERIFY(slider);
    QTRY_VERIFY(slider->isVisible() && slider->width() > 100);
    const int n = slider->maximum();
    QCOMPARE(slider->value(), n);
    for (const double at : {0.25, 0.75, 0.5}) {
        QTest::mouseClick(slider, Qt::LeftButton, {}, QPoint(qRound(slider->width() * at), slider->height() / 2));
        // There, not a page of 10 actions towards it (the handle's own width aside).
        QVERIFY2(std::abs(replay()->current() - at * n) <= 0.08 * n,
                 qPrintable(QStringLiteral("clicked at %1 of %2, went to %3").arg(at).arg(n).arg(replay()->current())));
        QCOMPARE(slider->value(), replay()->current());
    }
}

void TestReplayNavigation::keysJumpFromEventToEvent_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<QString>("kind");
    QTest::newRow("attack") << int(Qt::Key_K) << QStringLiteral("attack");
    QTest::newRow("construction") << int(Qt::Key_C) << QStringLiteral("construction");
    QTest::newRow("palace") << int(Qt::Key_P) << QStringLiteral("palace");
    QTest::newRow("emperor") << int(Qt::Key_M) << QStringLiteral("emperor");
}

void TestReplayNavigation::keysJumpFromEventToEvent()
{
    QFETCH(int, key);
    QFETCH(QString, kind);
    const Game &game = m_window->model()->game();
    const std::function<bool(int)> is = [&game, kind](int k) {
        const Position &before = game.positionAt(k);
        const Position &after = game.positionAt(k + 1);
        if (kind == QLatin1String("attack"))
            return game.actions()[k].kind == ActionKind::Attack;
        if (kind == QLatin1String("construction"))
            return game.actions()[k].kind == ActionKind::Construct;
        for (PlayerIndex p = 0; p < before.playerCount(); ++p) {
            if (kind == QLatin1String("palace") && before.hasPalace(p) != after.hasPalace(p))
                return true;
            if (kind == QLatin1String("emperor") && before.player(p).captives != after.player(p).captives)
                return true;
        }
        return false;
    };
    const std::vector<int> expected = landings(game, is);
    QVERIFY2(!expected.empty(), "the finished game has such moments");
    replay()->goTo(0);
    // Forwards through every one of them, then no further.
    for (const int at : expected) {
        QTest::keyClick(m_window.get(), static_cast<Qt::Key>(key));
        QCOMPARE(replay()->current(), at);
    }
    QTest::keyClick(m_window.get(), static_cast<Qt::Key>(key));
    QCOMPARE(replay()->current(), expected.back());
    // Backwards with Shift, from the end.
    replay()->goTo(replay()->actionCount());
    for (auto it = expected.rbegin(); it != expected.rend(); ++it) {
        if (*it == replay()->actionCount())
            continue; // the last position itself is no "previous" one
        QTest::keyClick(m_window.get(), static_cast<Qt::Key>(key), Qt::ShiftModifier);
        QCOMPARE(replay()->current(), *it);
    }
    // Not while playing: the key does nothing then.
    replay()->leave();
    const int count = m_window->model()->game().actionCount();
    QTest::keyClick(m_window.get(), static_cast<Qt::Key>(key));
    QVERIFY(!replay()->isActive());
    QCOMPARE(m_window->model()->game().actionCount(), count);
}

void TestReplayNavigation::helpKeyboardListsTheJumps()
{
    KeyboardWindow *keys = KeyboardWindow::showFor(m_window.get(), m_window->menuBar());
    auto *list = keys->findChild<QTreeWidget *>(QStringLiteral("keyboardList"));
    QStringList listed;
    for (QTreeWidgetItemIterator it(list); *it; ++it)
        listed << (*it)->data(0, Qt::UserRole).toString() + QLatin1Char('=') + (*it)->text(0);
    for (const QString &expected :
         {QStringLiteral("actionReplayNextAttack=K"), QStringLiteral("actionReplayPreviousAttack=Shift+K"),
          QStringLiteral("actionReplayNextConstruction=C"), QStringLiteral("actionReplayPreviousConstruction=Shift+C"),
          QStringLiteral("actionReplayNextPalace=P"), QStringLiteral("actionReplayPreviousPalace=Shift+P"),
          QStringLiteral("actionReplayNextEmperor=M"), QStringLiteral("actionReplayPreviousEmperor=Shift+M")})
        QVERIFY2(listed.contains(expected), qPrintable(expected + QStringLiteral(" in ") + listed.join(QLatin1Char(' '))));
    keys->close();
}

void TestReplayNavigation::autoplayGoesFasterThanFourASecond()
{
    auto *speeds = m_window->findChild<QComboBox *>(QStringLiteral("replaySpeedBox"));
    QVERIFY(speeds);
    const int fastest = speeds->count() - 1;
    QVERIFY(speeds->itemData(fastest).toDouble() >= 32.0);
    speeds->setCurrentIndex(fastest);
    emit speeds->activated(fastest);
    ReplayAutoplay *autoplay = m_window->findChild<ReplayAutoplay *>();
    QVERIFY(autoplay);
    QCOMPARE(autoplay->speed(), 32.0);
    QVERIFY(autoplay->interval() <= 32);
    QCOMPARE(preferences::replaySpeed(), 32.0); // kept for the next replay
    preferences::setReplaySpeed(1.0);
}

QTEST_MAIN(TestReplayNavigation)
#include "tst_replay_navigation.moc"
