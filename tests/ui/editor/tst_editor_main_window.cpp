// The scenario editor from the main window: Game ▸ Edit This Position as Scenario leaves the game
// untouched, "Play this scenario" starts a hot-seat game from the edited position, and opening then
// saving a scenario without edits gives the same bytes for every scenario file the program ships
// and every good test file.
#include "editor/editor_actions.h"
#include "editor/editor_window.h"
#include "editor/scenario_document.h"
#include "editor/scenario_model.h"
#include "model/game_model.h"
#include "session/application_info.h"
#include "session/autosave.h"
#include "window/main_window.h"

#include <QAction>
#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace eko;
using namespace eko::ui;

class TestEditorMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        setApplicationIdentity(QStringLiteral("test"));
        QCoreApplication::setApplicationName(QStringLiteral("eko-test-editor-main-window"));
        QSettings().clear();
        Autosave::remove();
    }
    void cleanupTestCase() { Autosave::remove(); }

    void editThisPosition_thenPlayIt()
    {
        MainWindow window;
        window.setQuiet(true);
        window.show();
        window.startDefaultGame();
        GameModel *game = window.model();
        QVERIFY(game->hasGame());
        const Position before = game->position();
        const int actionsBefore = game->game().actionCount();
        QAction *edit = window.findChild<QAction *>(QStringLiteral("actionEditPosition"));
        QVERIFY(edit && edit->isEnabled());
        edit->trigger();
        EditorActions *actions = window.editorActions();
        QVERIFY(actions->hasEditor());
        EditorWindow *editor = actions->editor();
        editor->setInteractive(false);
        QVERIFY(editor->isVisible());
        QVERIFY(editor->model()->exactSetup());
        QVERIFY(editor->model()->position() == before);
        // Edits in the editor leave the game alone.
        const Board &board = editor->model()->board();
        SpaceIndex stack = kNoSpace;
        for (SpaceIndex s = 0; s < board.spaceCount() && stack == kNoSpace; ++s)
            if (!editor->model()->position().stack(s).empty())
                stack = s;
        QVERIFY(stack != kNoSpace);
        QVERIFY(editor->model()->removeStack(stack));
        QVERIFY(game->position() == before);
        QCOMPARE(game->game().actionCount(), actionsBefore);
        // Play: a new game in the main window from the edited position.
        QCOMPARE(editor->model()->errorCount(), 0);
        QVERIFY(editor->play());
        QCOMPARE(game->game().actionCount(), 0);
        QVERIFY(game->position() == editor->model()->position());
        QVERIFY(game->game().scenario().position.has_value());
        editor->close();
    }

    void openThenSave_givesTheSameBytes_data()
    {
        QTest::addColumn<QString>("file");
        QStringList files;
        for (const QString &folder : {QStringLiteral(EKO_SOURCE_DIR "/resources/scenarios"),
                                      QStringLiteral(EKO_TEST_DATA "/good")})
            for (const QFileInfo &info : QDir(folder).entryInfoList({QStringLiteral("*.ekoscn")}, QDir::Files))
                QTest::newRow(qPrintable(info.fileName())) << info.absoluteFilePath();
    }
    void openThenSave_givesTheSameBytes()
    {
        QFETCH(QString, file);
        QTemporaryDir dir;
        EditorWindow editor;
        editor.setInteractive(false);
        QVERIFY(editor.openFile(file));
        QVERIFY(!editor.isWindowModified());
        const QString copy = dir.filePath(QStringLiteral("copy.ekoscn"));
        QVERIFY(editor.document()->saveTo(copy));
        QFile a(file), b(copy);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll());
    }
};

QTEST_MAIN(TestEditorMainWindow)
#include "tst_editor_main_window.moc"
