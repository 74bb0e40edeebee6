// A long random sequence of the edits the scenario editor allows (board, pieces, counts, players,
// turn, rules settings, undo and redo). After each one the editor's verdict must match the file
// loader's (eko-cli check's path): every state it lets you save is written and read back equal,
// and every state it refuses the loader refuses too.
#include "core/random.h"
#include "editor/scenario_model.h"
#include "files/any_file.h"
#include "files/scenario_file.h"

#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace eko;
using namespace eko::ui;

class TestEditorRandomEdits : public QObject {
    Q_OBJECT
private:
    // One random edit; the model refuses or ignores what it must.
    static void randomEdit(ScenarioModel &m, Random &random)
    {
        auto pick = [&random](int n) { return static_cast<int>(random.below(static_cast<std::uint64_t>(n))); };
        const Board &board = m.board();
        const int spaces = board.spaceCount();
        const SpaceIndex s = spaces ? pick(spaces) : kNoSpace;
        const int players = m.scenario().players;
        // A hex on or next to the board.
        auto someHex = [&]() {
            if (!spaces)
                return Hex{0, 0};
            return board.hex(pick(spaces)) + kDirections[static_cast<size_t>(pick(6))];
        };
        switch (pick(20)) {
        case 0:
        case 1: m.paintTerrain(someHex(), static_cast<Terrain>(pick(kTerrainCount))); break;
        case 2: m.addSpace(someHex(), pick(3) ? Terrain::Desert : static_cast<Terrain>(pick(kTerrainCount))); break;
        case 3: if (spaces > 4) m.removeSpace(board.hex(s)); break;
        case 4:
        case 5:
        case 6: m.placeStack(s, pick(players), 1 + pick(m.scenario().settings.stackLimit)); break;
        case 7: m.toggleEmperor(s); break;
        case 8: m.moveStack(s, spaces ? pick(spaces) : kNoSpace); break;
        case 9: m.removeStack(s); break;
        case 10:
        case 11: m.placeBuilding(s, pick(players), static_cast<BuildingType>(pick(kBuildingTypeCount))); break;
        case 12: m.removeBuilding(s); break;
        case 13: m.setPlayers(2 + pick(3)); break;
        case 14: m.setExactSetup(pick(5) != 0); break;
        case 15: {
            edit::Turn turn = edit::turnOf(m.scenario());
            turn.phase = pick(4) ? Phase::FirstAction : Phase::EmperorSwap;
            turn.toMove = pick(players);
            turn.firstPlayer = pick(players);
            turn.swapsDone = pick(players);
            turn.quietTurns = pick(3) ? 0 : pick(150);
            m.setTurn(turn);
            break;
        }
        case 16: {
            RulesSettings rs = m.scenario().settings;
            switch (pick(6)) {
            case 0: rs.discsPerPlayer = 1 + pick(20); break;
            case 1: rs.stackLimit = 2 + pick(4); break;
            case 2: rs.reinforcementMin = 1 + pick(3); break;
            case 3: rs.buildingSupply[static_cast<size_t>(pick(3))] = pick(6); break;
            case 4: rs.victoryPoints = 1 + pick(15); break;
            default: rs.drawRounds = 1 + pick(60); break;
            }
            m.setSettings(rs);
            break;
        }
        case 17:
            if (m.exactSetup() && pick(3) == 0) {
                PlayerState ps = m.position().player(0 + pick(players));
                switch (pick(4)) {
                case 0: ps.reserve = std::max(0, ps.reserve + pick(3) - 1); break;
                case 1: ps.removed = std::max(0, ps.removed + pick(3) - 1); break;
                case 2: ps.emperorInReserve = !ps.emperorInReserve; break;
                default: ps.captives = static_cast<std::uint8_t>(pick(1 << players)); break;
                }
                m.setPlayerState(pick(players), ps);
            }
            break;
        case 18: m.undoStack()->undo(); break;
        default: m.undoStack()->redo(); break;
        }
    }

private slots:
    void everySavableStateLoads()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("state.ekoscn"));
        int saved = 0, refused = 0;
        for (int run = 0; run < 3; ++run) {
            Random random(1000 + run);
            Scenario start = standardScenario(2 + run);
            if (run != 1)
                start = *edit::setExactSetup(start, true).scenario;
            ScenarioModel m(start);
            for (int k = 0; k < 700; ++k) {
                // A person repairs as they go: with errors shown, often the next step is Undo.
                if (m.errorCount() > 0 && random.below(2) == 0)
                    m.undoStack()->undo();
                else
                    randomEdit(m, random);
                const bool editorSaves = m.errorCount() == 0;
                files::FileProblems problems;
                const bool loads = files::scenarioFromJson(files::scenarioToJson(m.scenario()), problems).has_value();
                QVERIFY2(editorSaves == loads,
                         qPrintable(QStringLiteral("run %1, edit %2: the editor says %3, the loader %4")
                                        .arg(run)
                                        .arg(k)
                                        .arg(editorSaves ? QStringLiteral("savable") : m.blockingReason(),
                                             loads ? QStringLiteral("loads") : problems.front().toString())));
                if (!editorSaves) {
                    ++refused;
                    continue;
                }
                // Through the file too (atomic write, eko-cli check's reader) for every fourth one:
                // each write waits for the disk.
                if (++saved % 4 != 0)
                    continue;
                QString error;
                QVERIFY2(files::saveScenario(m.scenario(), file, &error), qPrintable(error));
                files::FileProblems checkProblems;
                const files::AnyFile checked = files::loadAnyFile(file, checkProblems);
                QVERIFY2(checked.scenario, qPrintable(checkProblems.isEmpty() ? QString() : checkProblems.front().toString()));
                QVERIFY(edit::sameScenario(*checked.scenario, m.scenario()));
            }
        }
        qInfo("%d states savable and read back, %d refused by both", saved, refused);
        QVERIFY(saved > 100);
        QVERIFY(refused > 100);
    }
};

QTEST_GUILESS_MAIN(TestEditorRandomEdits)
#include "tst_editor_random_edits.moc"
