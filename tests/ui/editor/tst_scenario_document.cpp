// The scenario as a document: modified follows the undo stack (away from its clean state, and back),
// Save writes the whole file atomically and clears modified, a save that fails keeps the changes to
// be saved and says why in one sentence, and a file that cannot be opened leaves the scenario shown
// as it was (its file, its changes, its undo history). Errors refuse Save with the Play message's
// shape (tests/ui/editor/tst_editor_window.cpp drives that through the window).
#include "common/answering.h"
#include "common/positions.h"
#include "editor/scenario_document.h"
#include "editor/scenario_model.h"
#include "files/file_problem.h"
#include "files/scenario_file.h"
#include "look/problem_message.h"

#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QWidget>
#include <QtTest>

using namespace eko;
using namespace eko::ui;
using namespace eko::testing;

namespace {

// A scenario without errors, on a small board: one stack each.
Scenario playable()
{
    Scenario sc = standardScenario(2);
    sc.board = boardFromRows({".......", ".......", "......."});
    ScenarioModel model(*edit::setExactSetup(sc, true).scenario);
    model.placeStack(model.board().spaceFromName("a1"), 0, 1);
    model.placeStack(model.board().spaceFromName("g3"), 1, 1);
    return model.scenario();
}

// The same with Red's stack only: an error (a player with nothing on the board).
Scenario withAnError()
{
    Scenario sc = standardScenario(2);
    sc.board = boardFromRows({".......", ".......", "......."});
    ScenarioModel model(*edit::setExactSetup(sc, true).scenario);
    model.placeStack(model.board().spaceFromName("a1"), 0, 1);
    return model.scenario();
}

// The message box shown next: its object name, text and the problems it lists; answered with OK.
struct Message {
    QString objectName, text, problems;
};
void readMessage(Message *message)
{
    answerNext([message](QWidget *widget) {
        auto *box = qobject_cast<QMessageBox *>(widget);
        if (!box)
            return false;
        *message = {box->objectName(), box->text(), box->informativeText() + box->detailedText()};
        box->accept();
        return true;
    });
}

bool oneSentence(const QString &text)
{
    return text.endsWith(QLatin1Char('.')) && !text.contains(QStringLiteral(". ")) && !text.contains(QLatin1Char('\n'));
}

} // namespace

class TestScenarioDocument : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString path(const char *name) const { return m_dir.filePath(QLatin1String(name)); }

private slots:
    void modifiedFollowsTheUndoStack();
    void saveWritesTheFileAtomicallyAndClearsModified();
    void aFailedSaveKeepsModifiedAndSaysWhyInOneSentence();
    void openingABadFileKeepsWhatWasOpen();
    void errorsRefuseSaveWithTheirReason();
};

void TestScenarioDocument::modifiedFollowsTheUndoStack()
{
    QWidget window;
    ScenarioModel model(playable());
    ScenarioDocument document(&model, &window);
    QSignalSpy modified(&document, &ScenarioDocument::modifiedChanged);
    QCOMPARE(model.errorCount(), 0);
    QVERIFY(!document.isModified());
    QVERIFY(model.paintTerrain(Hex{1, 0}, Terrain::Oasis));
    QVERIFY(document.isModified());
    QCOMPARE(modified.count(), 1);
    model.undoStack()->undo(); // back to the clean state: nothing to save
    QVERIFY(!document.isModified());
    model.undoStack()->redo();
    QVERIFY(document.isModified());
    document.setSaveAsName([this] { return path("undo.ekoscn"); });
    QVERIFY(document.save());
    QVERIFY(!document.isModified());
    model.undoStack()->undo(); // before the saved point: modified again
    QVERIFY(document.isModified());
    model.undoStack()->redo();
    QVERIFY(!document.isModified());
    QCOMPARE(modified.count(), 6);
}

void TestScenarioDocument::saveWritesTheFileAtomicallyAndClearsModified()
{
    QWidget window;
    ScenarioModel model(playable());
    ScenarioDocument document(&model, &window);
    QDir folder(path("atomic"));
    QVERIFY(QDir().mkpath(folder.path()));
    const QString file = folder.filePath(QStringLiteral("duel.ekoscn"));
    {
        QFile old(file); // an older file of the same name: replaced whole
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write(QByteArray(100000, 'x'));
    }
    QVERIFY(model.paintTerrain(Hex{1, 0}, Terrain::Oasis));
    QSignalSpy notices(&document, &ScenarioDocument::notice);
    document.setSaveAsName([file] { return file; });
    QVERIFY(document.saveAs());
    QVERIFY(!document.isModified());
    QCOMPARE(document.fileName(), QFileInfo(file).absoluteFilePath());
    QCOMPARE(document.displayName(), QStringLiteral("duel.ekoscn"));
    // Only the file, no temporary file beside it; it holds the scenario shown, and nothing else.
    QCOMPARE(folder.entryList(QDir::Files | QDir::Hidden), QStringList({QStringLiteral("duel.ekoscn")}));
    files::FileProblems problems;
    const std::optional<Scenario> saved = files::loadScenario(file, problems);
    QVERIFY2(saved, qPrintable(files::toStringList(problems).join(QLatin1Char('\n'))));
    QVERIFY(edit::sameScenario(*saved, model.scenario()));
    QCOMPARE(notices.count(), 1);
    QCOMPARE(notices.at(0).at(0).toString(), QStringLiteral("Saved duel.ekoscn."));
}

void TestScenarioDocument::aFailedSaveKeepsModifiedAndSaysWhyInOneSentence()
{
    QWidget window;
    ScenarioModel model(playable());
    ScenarioDocument document(&model, &window);
    const QString gone = path("gone");
    const QString file = QDir(gone).filePath(QStringLiteral("lost.ekoscn"));
    QVERIFY(model.paintTerrain(Hex{1, 0}, Terrain::Oasis));
    Message message;
    readMessage(&message);
    QVERIFY(!document.saveTo(file));
    QCOMPARE(message.objectName, QStringLiteral("saveErrorBox"));
    QCOMPARE(message.text, QStringLiteral("Cannot save “lost.ekoscn”: the folder “%1” does not exist.")
                               .arg(QDir::toNativeSeparators(QFileInfo(gone).absoluteFilePath())));
    QVERIFY2(oneSentence(message.text), qPrintable(message.text));
    QVERIFY2(message.problems.isEmpty(), qPrintable(message.problems)); // said once
    QVERIFY(document.isModified()); // nothing lost: still to be saved
    QVERIFY(document.fileName().isEmpty());
    QVERIFY(!QFileInfo::exists(gone));
}

void TestScenarioDocument::openingABadFileKeepsWhatWasOpen()
{
    QWidget window;
    ScenarioModel model(standardScenario(2));
    ScenarioDocument document(&model, &window);
    const QString good = path("good.ekoscn");
    QString error;
    QVERIFY2(files::saveScenario(playable(), good, &error), qPrintable(error));
    QVERIFY(document.open(good));
    QVERIFY(model.paintTerrain(Hex{1, 0}, Terrain::Oasis));
    const Scenario edited = model.scenario();

    const QString bad = path("bad.ekoscn");
    {
        QFile out(bad);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("{ \"format\": \"eko-scenario\", \"version\": 1, \"players\": 9 }");
    }
    files::FileProblems problems; // what the editor's reader finds (it opens drafts with rule problems)
    QFile in(bad);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QVERIFY(!files::scenarioDraftFromJson(in.readAll(), problems));
    QVERIFY(!problems.isEmpty());
    Message message;
    readMessage(&message);
    QVERIFY(!document.open(bad));
    QCOMPARE(message.objectName, QStringLiteral("openErrorBox"));
    QVERIFY2(message.text.contains(QStringLiteral("bad.ekoscn")), qPrintable(message.text));
    for (const QString &line : files::toStringList(problems).mid(0, kProblemsShown))
        QVERIFY2(message.problems.contains(line), qPrintable(line + QStringLiteral(" not in ") + message.problems));
    // The scenario shown stays: its file, its changes and its undo history.
    QCOMPARE(document.fileName(), QFileInfo(good).absoluteFilePath());
    QVERIFY(edit::sameScenario(model.scenario(), edited));
    QVERIFY(document.isModified());
    QCOMPARE(model.undoStack()->count(), 1);
    // A file that does not exist: the same.
    readMessage(&message);
    QVERIFY(!document.open(path("missing.ekoscn")));
    QCOMPARE(message.objectName, QStringLiteral("openErrorBox"));
    QCOMPARE(document.fileName(), QFileInfo(good).absoluteFilePath());
    QCOMPARE(model.undoStack()->count(), 1);
}

void TestScenarioDocument::errorsRefuseSaveWithTheirReason()
{
    QWidget window;
    ScenarioModel model(withAnError());
    ScenarioDocument document(&model, &window);
    const QString why = model.blockingReason();
    QVERIFY(!why.isEmpty());
    const QString file = path("never.ekoscn");
    int asked = 0;
    document.setSaveAsName([&asked, file] { ++asked; return file; });
    QSignalSpy notices(&document, &ScenarioDocument::notice);
    Message message;
    readMessage(&message);
    QVERIFY(!document.saveAs());
    QCOMPARE(asked, 0); // no name asked for a file that could not be written
    QCOMPARE(message.objectName, QStringLiteral("scenarioErrorsBox"));
    QCOMPARE(message.text, QStringLiteral("The scenario cannot be saved yet: %1").arg(why));
    QCOMPARE(notices.count(), 1);
    QCOMPARE(notices.at(0).at(0).toString(), QStringLiteral("Not saved: %1").arg(why));
    QVERIFY(!QFileInfo::exists(file));
}

QTEST_MAIN(TestScenarioDocument)
#include "tst_scenario_document.moc"
