// The first save on a fresh account proposes a folder that exists (the documents folder when there
// is one, else the home folder), and a save that fails says why in one sentence, in the game window
// and in the editor alike: the file and the folder that does not exist, never the system's words twice.
#include "common/answering.h"
#include "editor/editor_window.h"
#include "files/game_file.h"
#include "files/scenario_file.h"
#include "model/game_model.h"
#include "window/game_document.h"
#include "window/main_window.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace eko;
using namespace eko::ui;

namespace {

// Answers the next message box with OK, keeping its text and its informative text.
void readMessageBox(QString *text, QString *informative)
{
    testing::answerNext([text, informative](QWidget *widget) {
        auto *box = qobject_cast<QMessageBox *>(widget);
        if (!box)
            return false;
        *text = box->text();
        *informative = box->informativeText() + box->detailedText();
        box->accept();
        return true;
    });
}

// Whether `text` is one sentence: one full stop, at its end.
bool oneSentence(const QString &text)
{
    return text.endsWith(QLatin1Char('.')) && text.count(QStringLiteral(". ")) == 0 && !text.contains(QLatin1Char('\n'));
}

} // namespace

class TestFirstSave : public QObject {
    Q_OBJECT

private slots:
    void firstSaveProposesAFolderThatExists();
    void gameSaveErrorIsOneSentence();
    void editorSaveErrorIsOneSentence();
};

void TestFirstSave::firstSaveProposesAFolderThatExists()
{
    // A fresh account (the test's own new home): no documents folder yet.
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QVERIFY(!QFileInfo::exists(documents));
    MainWindow w;
    w.startGame(Game(standardScenario(2), 3));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.model()->play(Action::noSwap()));
    QString proposedFolder;
    QString proposed;
    testing::answerNext([&](QWidget *widget) {
        auto *dialog = qobject_cast<QFileDialog *>(widget);
        if (!dialog)
            return false;
        if (proposed.isEmpty()) {
            proposedFolder = dialog->directory().absolutePath();
            proposed = dialog->selectedFiles().value(0);
        }
        testing::chooseFile(dialog, proposed); // Save as proposed
        return true;
    });
    QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier);
    QVERIFY2(QFileInfo(proposedFolder).isDir(), qPrintable(proposedFolder));
    QCOMPARE(QFileInfo(proposed).absolutePath(), QDir::homePath());
    QVERIFY2(QFileInfo::exists(proposed), qPrintable(proposed));
    QCOMPARE(w.document()->fileName(), QFileInfo(proposed).absoluteFilePath());
    QVERIFY(!w.model()->isModified());

    // Once there is a documents folder, the first save of another account proposes it.
    QVERIFY(QDir().mkpath(documents));
    MainWindow fresh;
    fresh.startGame(Game(standardScenario(2), 4));
    fresh.show();
    QVERIFY(QTest::qWaitForWindowExposed(&fresh));
    QSettings().remove(QStringLiteral("files/lastFolder"));
    proposed.clear();
    testing::answerNext([&](QWidget *widget) {
        auto *dialog = qobject_cast<QFileDialog *>(widget);
        if (!dialog)
            return false;
        proposed = dialog->selectedFiles().value(0);
        dialog->reject();
        return true;
    });
    QTest::keyClick(&fresh, Qt::Key_S, Qt::ControlModifier);
    QCOMPARE(QFileInfo(proposed).absolutePath(), QFileInfo(documents).absoluteFilePath());
    QVERIFY(QDir(documents).removeRecursively());
}

void TestFirstSave::gameSaveErrorIsOneSentence()
{
    // A game opened from a folder that has gone since: Save cannot write it there.
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("gone"));
    QVERIFY(QDir().mkpath(folder));
    const QString file = QDir(folder).filePath(QStringLiteral("game.eko"));
    QVERIFY(files::saveGame(Game(standardScenario(2), 5), file, nullptr));
    MainWindow w;
    QVERIFY(w.openFile(file));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.model()->play(Action::noSwap()));
    QVERIFY(QDir(folder).removeRecursively());
    QString text, informative;
    readMessageBox(&text, &informative);
    QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(!text.isEmpty());
    QCOMPARE(text, QStringLiteral("Cannot save “game.eko”: the folder “%1” does not exist.")
                       .arg(QDir::toNativeSeparators(QFileInfo(folder).absoluteFilePath())));
    QVERIFY(oneSentence(text));
    QVERIFY2(informative.isEmpty(), qPrintable(informative)); // said once
    QVERIFY(w.model()->isModified());                         // nothing lost: still to be saved
}

void TestFirstSave::editorSaveErrorIsOneSentence()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("gone"));
    QVERIFY(QDir().mkpath(folder));
    const QString file = QDir(folder).filePath(QStringLiteral("duel.ekoscn"));
    QString error;
    QVERIFY2(files::saveScenario(standardScenario(2), file, &error), qPrintable(error));
    EditorWindow editor;
    editor.resize(1200, 800);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QVERIFY(editor.openFile(file));
    QVERIFY(QDir(folder).removeRecursively());
    QString text, informative;
    readMessageBox(&text, &informative);
    QTest::keyClick(&editor, Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(!text.isEmpty());
    QCOMPARE(text, QStringLiteral("Cannot save “duel.ekoscn”: the folder “%1” does not exist.")
                       .arg(QDir::toNativeSeparators(QFileInfo(folder).absoluteFilePath())));
    QVERIFY2(informative.isEmpty(), qPrintable(informative));
}

QTEST_MAIN(TestFirstSave)
#include "tst_first_save.moc"
