// The player's scenarios (session/user_scenarios.h) and the New Game dialog's list of them: the
// standard boards, the scenarios saved in the player's folder and those opened recently, each named
// in the interface language, chosen with the keyboard, described, and started; Game Details names a
// game's scenario in the interface language too, and switches with it.
#include "common/answering.h"

#include "dialogs/game_details_dialog.h"
#include "dialogs/new_game_dialog.h"
#include "dialogs/standard_scenarios.h"
#include "files/scenario_file.h"
#include "session/application_info.h"
#include "session/language.h"
#include "session/user_scenarios.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace eko;
using namespace eko::ui;
using eko::testing::answerFileDialog;
using eko::testing::answerNext;

namespace {

const QString kGood = QStringLiteral(EKO_TEST_DATA "/good/");

void copyInto(const QString &from, const QString &to)
{
    QFile::remove(to);
    QVERIFY(QFile::copy(from, to));
    QFile::setPermissions(to, QFile::ReadOwner | QFile::WriteOwner);
}

QStringList names(const QList<UserScenario> &list)
{
    QStringList out;
    for (const UserScenario &sc : list)
        out << sc.name;
    return out;
}

QStringList itemTexts(QComboBox *combo)
{
    QStringList out;
    for (int i = 0; i < combo->count(); ++i)
        out << combo->itemText(i).trimmed();
    return out;
}

// Presses Down in the list (as a player does with the keyboard) until `file` is chosen.
bool chooseWithKeyboard(QComboBox *combo, const QString &file)
{
    combo->setFocus();
    for (int i = 0; i < combo->count() && combo->currentData().toString() != file; ++i)
        QTest::keyClick(combo, Qt::Key_Down);
    return combo->currentData().toString() == file;
}

} // namespace

class TestNewGameScenarios : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        setApplicationIdentity(QStringLiteral("test"));
        QCoreApplication::setApplicationName(QStringLiteral("eko-test-new-game-scenarios"));
        m_languages = new LanguageSwitcher(this);
    }

    void init()
    {
        QSettings().clear();
        QDir(userScenarioFolder()).removeRecursively();
        m_languages->apply(QStringLiteral("en"));
    }

    void folderIsCreatedOnDemand()
    {
        const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QDir(data).removeRecursively();
        const QString folder = userScenarioFolder();
        QCOMPARE(folder, QDir(data).filePath(QStringLiteral("scenarios")));
        QVERIFY(QFileInfo(folder).isDir());
        QVERIFY(QFileInfo(standardScenariosFolder()).absoluteFilePath() != QFileInfo(folder).absoluteFilePath());
        QVERIFY(userScenarios().isEmpty()); // the standard copies are not the player's
    }

    void recentFilesNewestFirst()
    {
        QTemporaryDir dir;
        QStringList files;
        for (int i = 0; i < kRecentScenarioMaximum + 2; ++i) {
            files << dir.filePath(QStringLiteral("s%1.ekoscn").arg(i));
            copyInto(kGood + "small-duel.ekoscn", files.last());
            addRecentScenarioFile(files.last());
        }
        QStringList newest = recentScenarioFiles();
        QCOMPARE(newest.size(), kRecentScenarioMaximum);
        QCOMPARE(newest.first(), files.last());
        addRecentScenarioFile(files[5]);
        QCOMPARE(recentScenarioFiles().first(), files[5]);
        QCOMPARE(recentScenarioFiles().size(), kRecentScenarioMaximum);
        QFile::remove(files[5]);
        QVERIFY(!recentScenarioFiles().contains(files[5]));
        removeRecentScenarioFile(files.last());
        QVERIFY(!recentScenarioFiles().contains(files.last()));
    }

    void savedThenRecentInTheInterfaceLanguage()
    {
        const QString folder = userScenarioFolder();
        copyInto(kGood + "translated-duel.ekoscn", QDir(folder).filePath("duel.ekoscn"));
        copyInto(kGood + "exact-position.ekoscn", QDir(folder).filePath("exact.ekoscn"));
        QFile broken(QDir(folder).filePath("broken.ekoscn"));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"format\": \"eko-scenario\"");
        broken.close();
        // A copy of a standard scenario that an older version put here is not the player's.
        copyInto(QStringLiteral(":/scenarios/standard-2p.ekoscn"), QDir(folder).filePath("standard-2p.ekoscn"));
        QTemporaryDir elsewhere;
        const QString recent = elsewhere.filePath("swap.ekoscn");
        copyInto(kGood + "emperor-swap.ekoscn", recent);
        addRecentScenarioFile(recent);
        addRecentScenarioFile(QDir(folder).filePath("duel.ekoscn")); // saved: listed once, with the saved ones

        const QList<UserScenario> en = userScenarios(QStringLiteral("en"));
        QCOMPARE(en.size(), 3);
        QCOMPARE(en[0].saved, true);
        QCOMPARE(en[1].saved, true);
        QCOMPARE(en[2].saved, false);
        QCOMPARE(en[2].fileName, recent);
        QVERIFY2(names(en).contains("Small duel"), qPrintable(names(en).join(", ")));
        const QList<UserScenario> ko = userScenarios(QStringLiteral("ko"));
        QVERIFY2(names(ko).contains(QStringLiteral("작은 결투")), qPrintable(names(ko).join(", ")));
        for (const UserScenario &sc : ko)
            if (sc.name == QStringLiteral("작은 결투")) {
                QVERIFY(sc.description.startsWith(QStringLiteral("두 플레이어")));
                QCOMPARE(sc.players, 2);
                QCOMPARE(sc.spaces, 15);
            }
        // A scenario without a name is called by its file.
        Scenario unnamed = standardScenario(3);
        unnamed.name.clear();
        QCOMPARE(scenarioDisplayName(unnamed, "/x/My board.ekoscn", "en"), QStringLiteral("My board"));
        QCOMPARE(scenarioDisplayName(standardScenario(3), "", "en"), QStringLiteral("Standard board for 3 players"));
    }

    void dialogListsStandardBoardsAndTheUsersScenarios()
    {
        const QString duel = QDir(userScenarioFolder()).filePath("duel.ekoscn");
        copyInto(kGood + "translated-duel.ekoscn", duel);
        m_languages->apply(QStringLiteral("ko"));
        NewGameDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *list = dialog.findChild<QComboBox *>(QStringLiteral("scenarioList"));
        QVERIFY(list);
        QVERIFY(!list->isEnabled()); // the standard board is chosen at first
        const QStringList texts = itemTexts(list);
        QVERIFY2(texts.filter(QStringLiteral("작은 결투")).size() == 1, qPrintable(texts.join(" | ")));
        QCOMPARE(dialog.listedScenarioFiles().size(), 4);
        QVERIFY(dialog.listedScenarioFiles().contains(QFileInfo(duel).absoluteFilePath()));

        auto *scenario = dialog.findChild<QRadioButton *>(QStringLiteral("scenarioBoard"));
        QTest::mouseClick(scenario, Qt::LeftButton, {}, QPoint(8, scenario->height() / 2));
        QVERIFY(scenario->isChecked());
        QVERIFY(list->isEnabled());
        QVERIFY(chooseWithKeyboard(list, QFileInfo(duel).absoluteFilePath()));
        QVERIFY(dialog.isValid());
        QCOMPARE(dialog.players(), 2);
        auto *info = dialog.findChild<QLabel *>(QStringLiteral("scenarioInfo"));
        QVERIFY2(info->text().contains(QStringLiteral("작은 결투")), qPrintable(info->text()));
        QVERIFY2(info->text().contains(QStringLiteral("두 황제가 수도를")), qPrintable(info->text()));

        // Back to the first standard board, with the keyboard.
        list->setFocus();
        while (list->currentIndex() > 2)
            QTest::keyClick(list, Qt::Key_Up);
        QVERIFY2(list->currentText().contains(QStringLiteral("2")), qPrintable(list->currentText()));
        QCOMPARE(dialog.players(), 2);
        QVERIFY(chooseWithKeyboard(list, dialog.listedScenarioFiles()[2]));
        QCOMPARE(dialog.players(), 4);
        QVERIFY2(!info->text().contains(QStringLiteral("Standard")), qPrintable(info->text()));

        // The Start button starts the chosen scenario.
        QVERIFY(chooseWithKeyboard(list, QFileInfo(duel).absoluteFilePath()));
        QPushButton *start = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(start && start->isEnabled());
        QTest::mouseClick(start, Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const auto game = dialog.game();
        QVERIFY(game);
        QCOMPARE(game->scenario().nameTranslations.at("ko"), std::string("작은 결투"));
        QCOMPARE(game->scenario().players, 2);
    }

    void browsedFileIsOfferedNextTime()
    {
        QTemporaryDir elsewhere;
        const QString file = elsewhere.filePath("swap.ekoscn");
        copyInto(kGood + "emperor-swap.ekoscn", file);
        {
            NewGameDialog dialog;
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            dialog.findChild<QRadioButton *>(QStringLiteral("scenarioBoard"))->click();
            answerFileDialog(file);
            QPushButton *browse = nullptr;
            for (QPushButton *b : dialog.findChildren<QPushButton *>())
                if (b->text().contains(QStringLiteral("Browse")))
                    browse = b;
            QVERIFY(browse);
            QTest::mouseClick(browse, Qt::LeftButton);
            QCOMPARE(dialog.players(), 3);
            auto *list = dialog.findChild<QComboBox *>(QStringLiteral("scenarioList"));
            QCOMPARE(list->currentData().toString(), file); // shown in the list at once
            QVERIFY(itemTexts(list).contains(QStringLiteral("Recently opened")));
        }
        NewGameDialog again;
        QVERIFY(again.listedScenarioFiles().contains(file));
    }

    void typedFileIsRememberedWhenStarted()
    {
        QTemporaryDir elsewhere;
        const QString file = elsewhere.filePath("typed.ekoscn");
        copyInto(kGood + "small-duel.ekoscn", file);
        NewGameDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.findChild<QRadioButton *>(QStringLiteral("scenarioBoard"))->click();
        auto *field = dialog.findChild<QLineEdit *>(QStringLiteral("scenarioFile"));
        field->setFocus();
        QTest::keyClicks(field, file);
        QTest::keyClick(field, Qt::Key_Tab); // leaving the field reads the file
        QVERIFY(dialog.isValid());
        QVERIFY(recentScenarioFiles().isEmpty()); // not before the game starts
        QTest::mouseClick(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.players(), 2);
        QCOMPARE(recentScenarioFiles(), QStringList{file});
        // The standard boards are always in the list: choosing one adds nothing.
        NewGameDialog again;
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        again.findChild<QRadioButton *>(QStringLiteral("scenarioBoard"))->click();
        QVERIFY(chooseWithKeyboard(again.findChild<QComboBox *>(QStringLiteral("scenarioList")),
                                   again.listedScenarioFiles().first()));
        QTest::mouseClick(again.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(again.result(), int(QDialog::Accepted));
        QCOMPARE(recentScenarioFiles(), QStringList{file});
    }

    void gameDetailsNameTheScenarioInTheInterfaceLanguage()
    {
        Scenario sc = standardScenario(2);
        sc.name = "Oasis duel";
        sc.nameTranslations = {{"ko", "오아시스 결투"}, {"pt", "Duelo do oásis"}};
        GameDetailsDialog dialog(Game(sc, 5), QString(), files::GameFileInfo{});
        QCOMPARE(dialog.text(GameDetailsDialog::Field::Scenario), QStringLiteral("Oasis duel"));
        m_languages->apply(QStringLiteral("ko"));
        QTRY_COMPARE(dialog.text(GameDetailsDialog::Field::Scenario), QStringLiteral("오아시스 결투"));
        m_languages->apply(QStringLiteral("pt"));
        QTRY_COMPARE(dialog.text(GameDetailsDialog::Field::Scenario), QStringLiteral("Duelo do oásis"));
        m_languages->apply(QStringLiteral("zh_CN"));
        QTRY_VERIFY(dialog.label(GameDetailsDialog::Field::Scenario).contains(QStringLiteral("场景")));
        QCOMPARE(dialog.text(GameDetailsDialog::Field::Scenario), QStringLiteral("Oasis duel"));
    }

private:
    LanguageSwitcher *m_languages = nullptr;
};

QTEST_MAIN(TestNewGameScenarios)
#include "tst_new_game_scenarios.moc"
