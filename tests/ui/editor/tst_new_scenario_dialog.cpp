// Scenario ▸ New Scenario… opens with the choices made last time (players, what to start from, symmetric,
// the blank board's size, placing the discs by hand), kept in the preferences of this test's own home;
// Cancel remembers nothing. The seed of a random board is new every time.
#include "common/answering.h"
#include "editor/editor_window.h"
#include "editor/scenario_model.h"
#include "session/application_info.h"
#include "session/preferences.h"

#include <QAction>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QtTest>

using namespace eko;
using namespace eko::ui;
using namespace eko::testing;

namespace {

template <typename W> W *in(QWidget *dialog, const char *name)
{
    auto *w = dialog->findChild<W *>(QLatin1String(name));
    if (!w)
        qFatal("no %s in the dialog", name);
    return w;
}

void clickButton(QWidget *dialog, QDialogButtonBox::StandardButton which)
{
    QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(which), Qt::LeftButton);
}

struct Seen {
    int players = 0;
    bool random = false, blank = false, symmetric = false, exact = false;
    int rings = 0;
    int seed = 0;
};

Seen seen(QWidget *dialog)
{
    return Seen{in<QSpinBox>(dialog, "players")->value(),      in<QRadioButton>(dialog, "startRandom")->isChecked(),
                in<QRadioButton>(dialog, "startBlank")->isChecked(), in<QCheckBox>(dialog, "symmetric")->isChecked(),
                in<QCheckBox>(dialog, "exact")->isChecked(),     in<QSpinBox>(dialog, "rings")->value(),
                in<QSpinBox>(dialog, "seed")->value()};
}

bool isNewScenarioDialog(QWidget *w) { return w->objectName() == QStringLiteral("newScenarioDialog"); }

} // namespace

class TestNewScenarioDialog : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<EditorWindow> m_window;
    void newScenario() { m_window->findChild<QAction *>(QStringLiteral("actionNewScenario"))->trigger(); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        setApplicationIdentity(QStringLiteral("test"));
        QCoreApplication::setApplicationName(QStringLiteral("eko-test-new-scenario-dialog"));
        QSettings().clear();
    }
    void init()
    {
        m_window = std::make_unique<EditorWindow>();
        m_window->setInteractive(false);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup() { m_window.reset(); }

    void opensWithTheLastChoices()
    {
        // At first: 2 players, the standard board, the discs placed at random.
        Seen first;
        answerNext([&first](QWidget *w) {
            if (!isNewScenarioDialog(w))
                return false;
            first = seen(w);
            // 3 players, a blank board of 2 rings, the discs by hand; then the random board, symmetric.
            QTest::keyClick(in<QSpinBox>(w, "players"), Qt::Key_Up);
            QTest::mouseClick(in<QRadioButton>(w, "startBlank"), Qt::LeftButton);
            auto *rings = in<QSpinBox>(w, "rings");
            rings->setFocus();
            QTest::keyClick(rings, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(rings, QStringLiteral("2"));
            QTest::mouseClick(in<QCheckBox>(w, "exact"), Qt::LeftButton);
            clickButton(w, QDialogButtonBox::Ok);
            return true;
        });
        newScenario();
        QCOMPARE(first.players, 2);
        QVERIFY(!first.random && !first.blank && !first.exact);
        QCOMPARE(m_window->model()->scenario().players, 3);
        QCOMPARE(m_window->model()->board().spaceCount(), 19);
        QVERIFY(m_window->model()->exactSetup());

        // Next time: as chosen. Cancel remembers nothing of what was changed.
        Seen second;
        answerNext([&second](QWidget *w) {
            if (!isNewScenarioDialog(w))
                return false;
            second = seen(w);
            QTest::mouseClick(in<QRadioButton>(w, "startRandom"), Qt::LeftButton);
            clickButton(w, QDialogButtonBox::Cancel);
            return true;
        });
        newScenario();
        QCOMPARE(second.players, 3);
        QVERIFY(second.blank && !second.random);
        QCOMPARE(second.rings, 2);
        QVERIFY(second.exact);

        Seen third;
        answerNext([&third](QWidget *w) {
            if (!isNewScenarioDialog(w))
                return false;
            third = seen(w);
            QTest::mouseClick(in<QRadioButton>(w, "startRandom"), Qt::LeftButton);
            QTest::mouseClick(in<QCheckBox>(w, "symmetric"), Qt::LeftButton);
            clickButton(w, QDialogButtonBox::Ok);
            return true;
        });
        newScenario();
        QVERIFY(third.blank);
        QCOMPARE(third.players, 3);

        // Kept in the preferences: a new editor window (the next start) opens the same.
        m_window = std::make_unique<EditorWindow>();
        m_window->setInteractive(false);
        m_window->show();
        Seen fourth;
        answerNext([&fourth](QWidget *w) {
            if (!isNewScenarioDialog(w))
                return false;
            fourth = seen(w);
            clickButton(w, QDialogButtonBox::Cancel);
            return true;
        });
        newScenario();
        QCOMPARE(fourth.players, 3);
        QVERIFY(fourth.random && fourth.symmetric && fourth.exact);
        QCOMPARE(fourth.rings, 2);
        QVERIFY(preferences::newScenarioChoices().start == preferences::NewScenarioChoices::RandomBoard);
    }
};

QTEST_MAIN(TestNewScenarioDialog)
#include "tst_new_scenario_dialog.moc"
