// The layers hold: every `#include "folder/…"` in ui/ and engine/ follows an edge of the allowed
// table (look ← model ← {board, session} ← {editor, replay, dialogs} ← window; core ← {ai, text}
// ← files; ui may include the engine, the engine nothing of ui), and every include names its folder.
#include <QtTest>

#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

namespace {

// For each folder, the folders its files may include besides their own. A folder missing here is
// an error: a new folder takes its place in the table first.
QMap<QString, QSet<QString>> allowedTable()
{
    const QSet<QString> engine{"core", "ai", "text", "files"};
    const QSet<QString> look = engine + QSet<QString>{"look"};
    const QSet<QString> model = look + QSet<QString>{"model"};
    const QSet<QString> middle = model + QSet<QString>{"board", "session"};
    const QSet<QString> upper = middle + QSet<QString>{"editor", "replay", "dialogs"};
    return {
        {"engine/core", {}},
        {"engine/ai", {"core"}},
        {"engine/text", {"core"}},
        {"engine/files", {"core", "ai", "text"}},
        {"ui/look", engine},
        {"ui/model", look},
        {"ui/board", model},
        {"ui/session", model},
        {"ui/editor", middle},
        {"ui/replay", middle},
        {"ui/dialogs", middle},
        {"ui/window", upper},
    };
}

struct Include {
    QString file; // "ui/model/demo_game.cpp"
    int line = 0;
    QString target; // "session/player_names.h"
};

// Every quoted include of every source file under `root`/`top` (top: "ui" or "engine").
QList<Include> readIncludes(const QString &root, const QString &top)
{
    static const QRegularExpression include(QStringLiteral("^\\s*#\\s*include\\s*\"([^\"]+)\""));
    QList<Include> out;
    QDirIterator it(root + QLatin1Char('/') + top, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
            qWarning("cannot read %s", qPrintable(path));
            out.append({path.mid(root.size() + 1), 0, QStringLiteral("(unreadable)")});
            continue;
        }
        int line = 0;
        while (!f.atEnd()) {
            ++line;
            const QRegularExpressionMatch m = include.match(QString::fromUtf8(f.readLine()));
            if (m.hasMatch())
                out.append({path.mid(root.size() + 1), line, m.captured(1)});
        }
    }
    return out;
}

// What is wrong with one include, or empty: "ui/model/demo_game.cpp:6 includes session/player_names.h
// (model may include look, …)".
QString problem(const Include &inc, const QMap<QString, QSet<QString>> &table)
{
    const QString where = QStringLiteral("%1:%2 includes \"%3\"").arg(inc.file).arg(inc.line).arg(inc.target);
    const QStringList fileParts = inc.file.split(QLatin1Char('/'));
    if (fileParts.size() < 3)
        return where + QStringLiteral(": a file outside every folder of the table");
    const QString layer = fileParts[0] + QLatin1Char('/') + fileParts[1];
    const auto allowed = table.constFind(layer);
    if (allowed == table.cend())
        return where + QStringLiteral(": %1 is not in the table of layers (tests/arch/tst_layers.cpp)").arg(layer);
    const QStringList targetParts = inc.target.split(QLatin1Char('/'));
    if (targetParts.size() != 2)
        return where + QStringLiteral(": an include names its folder (\"core/game.h\")");
    const QString folder = targetParts[0];
    if (folder == fileParts[1] || allowed->contains(folder))
        return {};
    QStringList may = allowed->values();
    may.sort();
    return where + QStringLiteral(": %1 may include only %2").arg(fileParts[1],
                                                                  may.isEmpty() ? QStringLiteral("itself")
                                                                                : may.join(QStringLiteral(", ")));
}

} // namespace

class TestLayers : public QObject {
    Q_OBJECT
private slots:
    void theTableRefusesWhatItShould();
    void everyIncludeFollowsTheTable();
};

// The checker itself: a wrong edge up, a wrong edge sideways, a folder-less include and a folder
// outside the table are each reported; the edges of the table are not.
void TestLayers::theTableRefusesWhatItShould()
{
    const auto table = allowedTable();
    QVERIFY(problem({"ui/model/demo_game.cpp", 6, "session/player_names.h"}, table).contains("model may include only"));
    QVERIFY(!problem({"ui/editor/editor_window.cpp", 7, "dialogs/fit_to_screen.h"}, table).isEmpty());
    QVERIFY(!problem({"ui/replay/replay_mode.cpp", 15, "window/computer_seat_controls.h"}, table).isEmpty());
    QVERIFY(!problem({"engine/core/game.cpp", 1, "text/explain.h"}, table).isEmpty());
    QVERIFY(!problem({"engine/text/explain.cpp", 1, "model/game_model.h"}, table).isEmpty());
    QVERIFY(!problem({"ui/model/x.cpp", 1, "x.h"}, table).isEmpty());
    QVERIFY(!problem({"ui/newfolder/x.cpp", 1, "look/palette.h"}, table).isEmpty());
    QVERIFY(problem({"ui/window/main_window.cpp", 1, "replay/replay_model.h"}, table).isEmpty());
    QVERIFY(problem({"ui/board/board_scene.h", 1, "model/game_model.h"}, table).isEmpty());
    QVERIFY(problem({"ui/look/palette.h", 1, "core/board.h"}, table).isEmpty());
    QVERIFY(problem({"engine/files/game_reader.cpp", 1, "text/explain.h"}, table).isEmpty());
}

void TestLayers::everyIncludeFollowsTheTable()
{
    const auto table = allowedTable();
    QStringList problems;
    QSet<QString> layersSeen;
    int count = 0;
    for (const QString &top : {QStringLiteral("ui"), QStringLiteral("engine")}) {
        for (const Include &inc : readIncludes(QStringLiteral(EKO_SOURCE_DIR), top)) {
            ++count;
            layersSeen.insert(inc.file.section(QLatin1Char('/'), 0, 1));
            const QString p = problem(inc, table);
            if (!p.isEmpty())
                problems.append(p);
        }
    }
    // The sources were found and read: every layer of the table has includes (no check passes on nothing).
    for (auto it = table.cbegin(); it != table.cend(); ++it)
        QVERIFY2(layersSeen.contains(it.key()), qPrintable(it.key() + QStringLiteral(" has no include to check")));
    QVERIFY(count > 500);
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("\n") + problems.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestLayers)
#include "tst_layers.moc"
