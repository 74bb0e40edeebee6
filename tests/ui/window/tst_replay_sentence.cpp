// Replay at 1024×700 through the real window, in Korean and the other languages: stepping through
// the actions with the keys never changes the board view's size (the status line says only which
// action it is), and the pane under the action list shows each sentence whole, wrapped onto the
// lines it needs, with nothing cut short or hidden.
#include "board/board_view.h"
#include "common/random_games.h"
#include "core/game.h"
#include "model/game_model.h"
#include "replay/replay_model.h"
#include "replay/sentence_pane.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "session/language.h"
#include "text/action_sentence.h"
#include "window/main_window.h"
#include "window/replay_mode.h"
#include "window/status_line.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

using namespace eko;
using namespace eko::ui;

class TestReplaySentence : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void steppingKeepsTheBoardsSizeAndShowsTheWholeSentence_data();
    void steppingKeepsTheBoardsSizeAndShowsTheWholeSentence();

private:
    LanguageSwitcher m_languages;
};

void TestReplaySentence::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-replay-sentence"));
    QSettings().clear();
    Autosave::remove();
}

void TestReplaySentence::cleanup()
{
    Autosave::remove();
    m_languages.apply(QStringLiteral("en"));
}

void TestReplaySentence::steppingKeepsTheBoardsSizeAndShowsTheWholeSentence_data()
{
    QTest::addColumn<QString>("language");
    for (const char *code : {"ko", "zh_CN", "pt", "en"})
        QTest::newRow(code) << QString::fromLatin1(code);
}

void TestReplaySentence::steppingKeepsTheBoardsSizeAndShowsTheWholeSentence()
{
    QFETCH(QString, language);
    QVERIFY(m_languages.apply(language));
    MainWindow w(&m_languages);
    w.setQuiet(true);
    w.resize(1024, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QApplication::setActiveWindow(&w);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    // Four players: attacks that capture Emperors and send discs back, constructions, VP.
    w.startGame(testing::randomGame(standardScenario(4), 7, 160));
    const Game &game = w.model()->game();
    w.boardView()->setFocus();
    ReplayModel *replay = w.replayMode()->replay();
    if (!replay->isActive()) // a finished game is already replayed
        QTest::keyClick(w.boardView(), Qt::Key_R, Qt::ControlModifier);
    QVERIFY(replay->isActive());
    QTest::keyClick(w.boardView(), Qt::Key_Home);
    QCoreApplication::processEvents();
    QCOMPARE(replay->current(), 0);

    const SentencePane *pane = w.replayMode()->actionPane();
    const QSize board = w.boardView()->size();
    const int status = w.statusLine()->height();
    int tallest = 0;
    for (int k = 1; k <= game.actionCount(); ++k) {
        QTest::keyClick(w.boardView(), Qt::Key_Right);
        QCoreApplication::processEvents(); // the layouts settle
        QCOMPARE(replay->current(), k);
        const QString at = QStringLiteral("%1, action %2").arg(language).arg(k);
        QVERIFY2(w.boardView()->size() == board,
                 qPrintable(QStringLiteral("%1: the board is %2×%3, not %4×%5 (status line %6 px high, was %7)")
                                .arg(at).arg(w.boardView()->width()).arg(w.boardView()->height())
                                .arg(board.width()).arg(board.height()).arg(w.statusLine()->height()).arg(status)));
        // The whole sentence is the pane's text, in lines that fit its height, all of it on screen.
        const QString sentence = text::actionSentence(game, k - 1);
        QVERIFY2(pane->isVisible(), qPrintable(at));
        QVERIFY2(pane->text().contains(sentence), qPrintable(at + QStringLiteral(": ") + pane->text()));
        QVERIFY2(!pane->text().contains(QChar(0x2026)), qPrintable(at + QStringLiteral(": ") + pane->text()));
        QVERIFY2(pane->height() >= pane->heightForWidth(pane->width()),
                 qPrintable(QStringLiteral("%1: %2 px needed, %3 given").arg(at).arg(pane->heightForWidth(pane->width()))
                                .arg(pane->height())));
        QVERIFY2(pane->visibleRegion().boundingRect() == pane->rect(), qPrintable(at));
        tallest = std::max(tallest, pane->heightForWidth(pane->width()));
    }
    // A click on the board is refused, on two lines in Portuguese at this width: the board keeps its size.
    const QPoint centre = w.boardView()->viewport()->rect().center();
    QTest::mouseClick(w.boardView()->viewport(), Qt::LeftButton, {}, centre);
    QCoreApplication::processEvents();
    QVERIFY(w.statusLine()->showingRejection());
    const auto *refusal = w.statusLine()->findChild<QLabel *>(QStringLiteral("statusText"));
    QVERIFY(refusal);
    if (language == QLatin1String("pt")) // the case this guards: a refusal longer than a line
        QVERIFY2(refusal->heightForWidth(refusal->width()) > refusal->fontMetrics().lineSpacing() * 3 / 2,
                 qPrintable(refusal->text()));
    QCOMPARE(w.boardView()->size(), board);

    // Long sentences were met: some took more lines than the pane's least height holds.
    const int least = pane->fontMetrics().lineSpacing() * SentencePane::kLeastLines + 2 * pane->margin();
    QVERIFY2(tallest > least + pane->fontMetrics().lineSpacing() / 2,
             qPrintable(QStringLiteral("tallest sentence %1 px, two lines %2 px").arg(tallest).arg(least)));
}

QTEST_MAIN(TestReplaySentence)
#include "tst_replay_sentence.moc"
