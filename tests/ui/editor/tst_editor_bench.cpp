// Benchmarks of the scenario editor: one edit (a terrain painted) with the engine's problems found
// anew and the board scene and panels updated, on the 4-player standard board and on a 2,000-space
// board (targets: under 2 ms and under 20 ms); the model alone on the big board. The file loader's
// own check runs once the edits pause (ScenarioModel), not per edit. Measures and prints only.
#include "editor/editor_window.h"
#include "editor/new_scenario_dialog.h"
#include "editor/scenario_model.h"

#include <QtTest>

using namespace eko;
using namespace eko::ui;

namespace {

// The scenario with its discs dealt as at the start of a game, as an exact position.
Scenario dealt(Scenario sc)
{
    sc.position = startingPosition(sc, 5);
    sc.position->setPhase(Phase::FirstAction);
    return sc;
}

void paintBackAndForth(EditorWindow &window, Hex hex)
{
    ScenarioModel *m = window.model();
    QVERIFY(m->errorCount() == 0);
    bool mesa = false;
    QBENCHMARK {
        mesa = !mesa;
        m->paintTerrain(hex, mesa ? Terrain::Mesa : Terrain::Reg);
    }
}

} // namespace

class BenchEditor : public QObject {
    Q_OBJECT
private slots:
    void oneEdit_standardBoard4()
    {
        EditorWindow window;
        window.setInteractive(false);
        window.resize(1400, 900);
        window.show();
        window.newScenario(dealt(standardScenario(4)));
        const Board &board = window.model()->board();
        QVERIFY(!board.sites().empty());
        paintBackAndForth(window, board.hex(board.sites().front()));
    }

    void modelOnly_board2000()
    {
        // The model alone (the edit and the problems, no window): where the time goes.
        Board big = blankBoard(26);
        std::vector<Space> spaces(big.spaces().begin(), big.spaces().begin() + 2000);
        for (size_t k = 0; k < spaces.size(); k += 9)
            spaces[k].terrain = Terrain::Reg;
        Scenario sc = standardScenario(4);
        sc.board = std::make_shared<const Board>(std::move(spaces));
        ScenarioModel m(dealt(sc));
        const Hex hex = m.board().hex(m.board().sites()[100]);
        bool mesa = false;
        QBENCHMARK {
            mesa = !mesa;
            m.paintTerrain(hex, mesa ? Terrain::Mesa : Terrain::Reg);
        }
    }

    void oneEdit_board2000()
    {
        Board big = blankBoard(26);
        std::vector<Space> spaces(big.spaces().begin(), big.spaces().begin() + 2000);
        for (size_t k = 0; k < spaces.size(); k += 9)
            spaces[k].terrain = Terrain::Reg;
        Scenario sc = standardScenario(4);
        sc.board = std::make_shared<const Board>(std::move(spaces));
        EditorWindow window;
        window.setInteractive(false);
        window.resize(1400, 900);
        window.show();
        window.newScenario(dealt(sc));
        QCOMPARE(window.model()->board().spaceCount(), 2000);
        paintBackAndForth(window, window.model()->board().hex(window.model()->board().sites()[100]));
    }
};

QTEST_MAIN(BenchEditor)
#include "tst_editor_bench.moc"
