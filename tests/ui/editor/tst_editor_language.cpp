// The scenario editor switches language live, like the rest of the program: its menus, tools,
// panels and problems read in each of the four languages as soon as the language changes, the
// scenario and its undo history stay as they were, and back in English every text is as before.
// The window's title names an unsaved scenario as players of the language see it.
#include "editor/editor_window.h"
#include "editor/problems_panel.h"
#include "editor/scenario_model.h"
#include "core/standard_boards.h"
#include "session/language.h"

#include <QAbstractButton>
#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QUndoStack>
#include <QtTest>

using namespace eko;
using namespace eko::ui;

namespace {

// Every text a person reads in the editor: menus and their actions, tool bar buttons, labels,
// and the problems listed.
QStringList shownTexts(const EditorWindow &editor)
{
    QStringList texts;
    for (const QAction *menu : editor.menuBar()->actions()) {
        texts << menu->text();
        if (menu->menu())
            for (const QAction *action : menu->menu()->actions())
                if (!action->isSeparator() && !action->menu())
                    texts << action->text();
    }
    for (const QAbstractButton *button : editor.findChildren<QAbstractButton *>())
        if (button->isVisible())
            texts << button->text();
    for (const QLabel *label : editor.findChildren<QLabel *>())
        if (label->isVisible())
            texts << label->text();
    const QListWidget *problems = editor.problemsPanel()->list();
    for (int row = 0; row < problems->count(); ++row)
        texts << problems->item(row)->text();
    return texts;
}

void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::processEvents();
        QTest::qWait(10);
    }
}

} // namespace

class TestEditorLanguage : public QObject {
    Q_OBJECT
private slots:
    void editorFollowsEveryLanguage();
    void titleNamesTheScenarioInTheLanguage();
};

void TestEditorLanguage::editorFollowsEveryLanguage()
{
    LanguageSwitcher languages;
    QVERIFY(languages.apply(QStringLiteral("en")));
    EditorWindow editor;
    editor.setInteractive(false);
    editor.resize(1400, 900);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    // A file with a rule problem opens for repair: the problems panel has a sentence to translate.
    QVERIFY(editor.openFile(QStringLiteral(EKO_TEST_DATA "/bad/stack-of-five.ekoscn")));
    QVERIFY(editor.model()->errorCount() > 0);
    // One edit, so that the undo history has something to keep.
    const Hex corner = editor.model()->board().hex(0);
    QVERIFY(editor.model()->paintTerrain(corner, Terrain::Reg) || editor.model()->paintTerrain(corner, Terrain::Desert));
    settle();
    const Scenario scenario = editor.model()->scenario();
    const int undoIndex = editor.model()->undoStack()->index();
    const QStringList english = shownTexts(editor);
    QVERIFY(english.size() > 20);

    for (const QString &code : {QStringLiteral("ko"), QStringLiteral("pt"), QStringLiteral("zh_CN")}) {
        QVERIFY(languages.apply(code));
        settle();
        const QStringList texts = shownTexts(editor);
        QCOMPARE(texts.size(), english.size());
        // The menus, every action in them and every problem read in the new language.
        int changed = 0;
        for (int k = 0; k < texts.size(); ++k)
            changed += texts[k] != english[k];
        QVERIFY2(changed >= english.size() * 2 / 3,
                 qPrintable(QStringLiteral("%1: only %2 of %3 texts changed").arg(code).arg(changed).arg(texts.size())));
        for (const QAction *menu : editor.menuBar()->actions())
            QVERIFY2(!english.contains(menu->text()), qPrintable(code + QLatin1String(": ") + menu->text()));
        const QListWidget *problems = editor.problemsPanel()->list();
        for (int row = 0; row < problems->count(); ++row)
            QVERIFY2(!english.contains(problems->item(row)->text()), qPrintable(problems->item(row)->text()));
        // Nothing of the scenario or its history changed.
        QVERIFY(editor.model()->scenario().position == scenario.position);
        QVERIFY(editor.model()->scenario().settings == scenario.settings);
        QCOMPARE(editor.model()->undoStack()->index(), undoIndex);
    }
    QVERIFY(languages.apply(QStringLiteral("en")));
    settle();
    QCOMPARE(shownTexts(editor), english);
}

void TestEditorLanguage::titleNamesTheScenarioInTheLanguage()
{
    LanguageSwitcher languages;
    QVERIFY(languages.apply(QStringLiteral("en")));
    EditorWindow editor;
    editor.setInteractive(false);
    QVERIFY(editor.newScenario(standardScenario(2)));
    QVERIFY(editor.model()->setTexts(QString(), QStringLiteral("Desert Road"), QString()));
    QVERIFY(editor.model()->setTexts(QStringLiteral("ko"), QStringLiteral("사막의 길"), QString()));
    settle();
    QVERIFY2(editor.windowTitle().startsWith(QStringLiteral("Desert Road")), qPrintable(editor.windowTitle()));
    QVERIFY(languages.apply(QStringLiteral("ko")));
    settle();
    QVERIFY2(editor.windowTitle().startsWith(QStringLiteral("사막의 길")), qPrintable(editor.windowTitle()));
    QVERIFY(languages.apply(QStringLiteral("zh_CN"))); // no Chinese name: the default one
    settle();
    QVERIFY2(editor.windowTitle().startsWith(QStringLiteral("Desert Road")), qPrintable(editor.windowTitle()));
    QVERIFY(languages.apply(QStringLiteral("en")));
}

QTEST_MAIN(TestEditorLanguage)
#include "tst_editor_language.moc"
