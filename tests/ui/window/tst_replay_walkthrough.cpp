// The replay issue's "Done when", as a person does it through the real widgets: open a saved game
// in Korean, let it play by itself, stop at the attack that captured an Emperor, read the sentence,
// switch to Portuguese in Preferences, continue from there as a new game and play one action.
#include "common/answering.h"
#include "board/board_view.h"
#include "core/action.h"
#include "core/game.h"
#include "model/game_model.h"
#include "replay/replay_autoplay.h"
#include "window/replay_mode.h"
#include "replay/replay_model.h"
#include "replay/sentence_pane.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "session/language.h"
#include "text/action_sentence.h"
#include "window/game_document.h"
#include "window/main_window.h"

#include <QDockWidget>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

#include <memory>

using namespace eko;
using namespace eko::ui;

namespace {

const QString kGameFile = QStringLiteral(EKO_TEST_DATA "/good/finished-game.eko");

// The first action (1-based count) after which some Emperor is newly held captive and the game goes on.
int firstEmperorCapture(const Game &game)
{
    for (int k = 0; k < game.actionCount(); ++k) {
        const Position &before = game.positionAt(k);
        const Position &after = game.positionAt(k + 1);
        for (PlayerIndex p = 0; p < after.playerCount(); ++p)
            if (before.emperorCaptor(p) == kNoPlayer && after.emperorCaptor(p) != kNoPlayer && !after.gameOver())
                return k + 1;
    }
    return -1;
}

bool hasHangul(const QString &text)
{
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.unicode() >= 0xAC00 && c.unicode() <= 0xD7A3; });
}

QByteArray fileBytes(const QString &name)
{
    QFile file(name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestReplayWalkthrough : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void koreanReplayToPortugueseNewGame();

private:
    LanguageSwitcher m_languages;
};

void TestReplayWalkthrough::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-replay-walkthrough"));
    QSettings().clear();
    Autosave::remove();
}

void TestReplayWalkthrough::cleanup()
{
    Autosave::remove();
    m_languages.apply(QStringLiteral("en"));
}

void TestReplayWalkthrough::koreanReplayToPortugueseNewGame()
{
    const QByteArray bytes = fileBytes(kGameFile);
    QVERIFY(!bytes.isEmpty());
    MainWindow w(&m_languages);
    QVERIFY(m_languages.apply(QStringLiteral("ko"))); // as `eko --lang ko` does
    w.setQuiet(true);
    w.resize(1024, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QApplication::setActiveWindow(&w);
    QVERIFY(QTest::qWaitForWindowActive(&w));

    // Opened, a finished game shows in replay at its last action.
    QVERIFY(w.openFile(kGameFile));
    ReplayMode *controls = w.replayMode();
    ReplayModel *replay = controls->replay();
    QVERIFY(replay->isActive());
    const Game game = w.model()->game();
    QCOMPARE(replay->current(), game.actionCount());
    const int capture = firstEmperorCapture(game);
    QVERIFY2(capture > 0, "the test game has an Emperor captured before its end");

    // Every control of the bar is on screen, none in an overflow menu.
    for (const char *name : {"replayToolBar", "replayMoreToolBar"}) {
        auto *bar = w.findChild<QToolBar *>(QLatin1String(name));
        QVERIFY(bar && bar->isVisible());
        for (QAction *a : bar->actions()) {
            QWidget *widget = bar->widgetForAction(a);
            if (widget && a->isVisible())
                QVERIFY2(widget->isVisible(), qPrintable(QStringLiteral("%1 in %2").arg(a->objectName(), QLatin1String(name))));
        }
    }
    // The Play panel steps aside while replaying.
    QVERIFY(!w.playDock()->isVisible());

    // Home, the fastest speed, then Space: the game plays itself; Space again at the capture.
    w.boardView()->setFocus();
    QTest::keyClick(w.boardView(), Qt::Key_Home);
    QCOMPARE(replay->current(), 0);
    auto *speed = w.findChild<QComboBox *>(QStringLiteral("replaySpeedBox"));
    QVERIFY(speed && speed->isVisible());
    speed->setFocus();
    for (int i = speed->currentIndex(); i + 1 < speed->count(); ++i)
        QTest::keyClick(speed, Qt::Key_Down);
    QCOMPARE(speed->currentIndex(), speed->count() - 1);
    // Near the capture with the action box (typed, then Enter), so that the test stays short.
    auto *box = w.findChild<QSpinBox *>(QStringLiteral("replayActionBox"));
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QString::number(std::max(0, capture - 3)));
    QTest::keyClick(box, Qt::Key_Return);
    QCOMPARE(replay->current(), std::max(0, capture - 3));
    w.boardView()->setFocus();
    QMetaObject::Connection stop = connect(replay, &ReplayModel::currentChanged, this, [&] {
        if (replay->current() == capture)
            QTest::keyClick(w.boardView(), Qt::Key_Space);
    });
    QTest::keyClick(w.boardView(), Qt::Key_Space);
    QVERIFY(controls->autoplay()->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!controls->autoplay()->isRunning(), 10000);
    disconnect(stop);
    QCOMPARE(replay->current(), capture);

    // The sentence says it, in Korean.
    const QString korean = controls->actionPane()->sentence();
    QVERIFY2(korean.contains(text::actionSentence(game, capture - 1)), qPrintable(korean));
    QVERIFY2(hasHangul(korean) && korean.contains(QStringLiteral("황제")), qPrintable(korean));

    // Preferences: Portuguese, chosen in the dialog's language box; the position stays.
    bool chosen = false;
    testing::answerNext([&](QWidget *widget) {
        auto *dialog = qobject_cast<QDialog *>(widget);
        if (!dialog)
            return false;
        auto *language = dialog->findChild<QComboBox *>(QStringLiteral("language"));
        if (language) {
            language->setFocus();
            while (language->currentData().toString() != QLatin1String("pt") && language->currentIndex() + 1 < language->count())
                QTest::keyClick(language, Qt::Key_Down);
            while (language->currentData().toString() != QLatin1String("pt") && language->currentIndex() > 0)
                QTest::keyClick(language, Qt::Key_Up);
            chosen = language->currentData().toString() == QLatin1String("pt");
        }
        dialog->accept();
        return true;
    });
    w.findChild<QAction *>(QStringLiteral("actionPreferences"))->trigger();
    QVERIFY(chosen);
    QCOMPARE(m_languages.current(), QStringLiteral("pt"));
    QCOMPARE(replay->current(), capture);
    QTRY_VERIFY2(controls->actionPane()->sentence().contains(QStringLiteral("Imperador")),
                 qPrintable(controls->actionPane()->sentence()));
    QVERIFY(controls->actionPane()->sentence().contains(text::actionSentence(game, capture - 1)));

    // Continue from Here, clicked on the bar: a new untitled game with the actions up to the capture.
    auto *more = w.findChild<QToolBar *>(QStringLiteral("replayMoreToolBar"));
    QWidget *button = more->widgetForAction(controls->continueAction());
    QVERIFY(button && button->isVisible() && button->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(!replay->isActive());
    QTRY_VERIFY(w.playDock()->isVisible()); // back as the user had it
    QCOMPARE(w.model()->game().actionCount(), capture);
    QVERIFY(w.document()->fileName().isEmpty());

    // One action typed in the action field.
    auto *field = w.findChild<QLineEdit *>(QStringLiteral("actionField"));
    QVERIFY(field && field->isEnabled());
    const Action next = w.model()->legalActions().front();
    field->setFocus();
    QTest::keyClicks(field, QString::fromStdString(toNotation(next, w.model()->game().current().board())));
    QTest::keyClick(field, Qt::Key_Return);
    QTRY_COMPARE(w.model()->game().actionCount(), capture + 1);
    QVERIFY(w.model()->game().actions().back() == next);
    QCOMPARE(fileBytes(kGameFile), bytes); // the game replayed is untouched
}

QTEST_MAIN(TestReplayWalkthrough)
#include "tst_replay_walkthrough.moc"
