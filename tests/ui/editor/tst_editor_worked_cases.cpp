// Each worked position of RULES §8 made in the scenario editor through its model (terrain painted,
// stacks, Emperors, buildings, captives and counts placed as a person would), found equal to the
// position the rules tests build by hand, and played from: the expected legal actions appear.
#include "common/positions.h"
#include "editor/scenario_model.h"

#include <QtTest>

using namespace eko;
using namespace eko::ui;
using namespace eko::testing;

namespace {

const std::vector<std::string> kOpenBoard{".......", ".......", ".......", ".......", "......."};

// The editor's side of a worked case: an exact-position scenario on an all-desert board of the same
// shape, then every site painted in and every piece placed through the model.
// Records a failed check without returning (the builder's functions return the builder).
void expect(bool ok)
{
    QTest::qVerify(ok, "edit", "an edit in the editor was refused or did nothing", __FILE__, __LINE__);
}

class EditorBuilder {
public:
    explicit EditorBuilder(const std::vector<std::string> &rows)
        : m_model(blankOf(rows))
    {
        for (int r = 0; r < static_cast<int>(rows.size()); ++r)
            for (int q = 0; q < static_cast<int>(rows[r].size()); ++q) {
                const auto board = boardFromRows({std::string(1, rows[r][q])});
                if (board->spaceCount() == 1 && board->terrain(0) != Terrain::Desert)
                    expect(m_model.paintTerrain(Hex{q, r}, board->terrain(0)));
            }
    }
    SpaceIndex at(const char *name) const { return m_model.board().spaceFromName(name); }
    EditorBuilder &place(const char *space, int owner, int size, bool emperor = false)
    {
        expect(m_model.placeStack(at(space), owner, size));
        if (emperor)
            expect(m_model.toggleEmperor(at(space)));
        return *this;
    }
    EditorBuilder &build(const char *space, int owner, BuildingType type)
    {
        expect(m_model.placeBuilding(at(space), owner, type));
        return *this;
    }
    EditorBuilder &captive(int owner, int captor)
    {
        PlayerState held = m_model.position().player(owner);
        held.emperorInReserve = false;
        expect(m_model.setPlayerState(owner, held));
        PlayerState holder = m_model.position().player(captor);
        holder.captives |= static_cast<std::uint8_t>(1u << owner);
        expect(m_model.setPlayerState(captor, holder));
        return *this;
    }
    EditorBuilder &remove(int owner, int count)
    {
        PlayerState ps = m_model.position().player(owner);
        ps.reserve -= count;
        ps.removed += count;
        expect(m_model.setPlayerState(owner, ps));
        return *this;
    }
    // The game a person starts with Play: it must start from the edited position.
    Position played()
    {
        if (m_model.errorCount() != 0)
            qWarning() << m_model.blockingReason();
        [&] { QCOMPARE(m_model.errorCount(), 0); }();
        return Game(m_model.scenario(), 7).current();
    }

private:
    static Scenario blankOf(const std::vector<std::string> &rows)
    {
        std::vector<std::string> desert = rows;
        for (std::string &row : desert)
            for (char &c : row)
                if (c != ' ' && c != 'x')
                    c = '.';
        Scenario sc = standardScenario(2);
        sc.board = boardFromRows(desert);
        return *edit::setExactSetup(sc, true).scenario;
    }
    ScenarioModel m_model;
};

} // namespace

class TestEditorWorkedCases : public QObject {
    Q_OBJECT
private slots:
    void case1_threeAttacksTwoNotThree_unlessEmperor()
    {
        EditorBuilder e(kOpenBoard);
        e.place("b2", 0, 3).place("c2", 1, 2).place("b3", 1, 3).place("e3", 1, 3, true).place("a5", 1, 1);
        PositionBuilder b(boardFromRows(kOpenBoard));
        b.place("b2", 0, 3).place("c2", 1, 2).place("b3", 1, 3).place("e3", 1, 3, true).place("a5", 1, 1);
        const Position pos = e.played();
        QVERIFY(pos == b.position());
        QVERIFY(listed(pos, "b2xc2"));
        QVERIFY(!listed(pos, "b2xb3"));
        EditorBuilder f(kOpenBoard);
        f.place("b2", 0, 3, true).place("b3", 1, 3).place("c2", 1, 3, true).place("a5", 1, 1);
        QVERIFY(listed(f.played(), "b2xb3"));
        QVERIFY(listed(f.played(), "b2xc2"));
    }

    void case2_kamikaze()
    {
        EditorBuilder e(kOpenBoard);
        e.place("b2", 0, 1).place("c2", 1, 4, true).place("g5", 1, 1).place("g1", 0, 1);
        const Position pos = e.played();
        QVERIFY(listed(pos, "b2xc2"));
        const Position after = rules::applied(pos, parse(pos, "b2xc2"));
        QVERIFY(after.stack(after.board().spaceFromName("c2")).empty());
        QCOMPARE(after.emperorCaptor(1), 0);
    }

    void case3_singleCannotAttackThree_twoCannotAttackFour()
    {
        EditorBuilder e(kOpenBoard);
        e.place("b2", 0, 1).place("c2", 1, 3).place("e2", 0, 2).place("f2", 1, 4);
        QVERIFY(!listed(e.played(), "b2xc2"));
        QVERIFY(!listed(e.played(), "e2xf2"));
    }

    void case4_regroupTwoOntoThreeIsIllegal()
    {
        EditorBuilder e(kOpenBoard);
        e.place("b2", 0, 2).place("c2", 0, 3).place("c3", 0, 2).place("g5", 1, 1);
        QVERIFY(!listed(e.played(), "b2-c2"));
        QVERIFY(listed(e.played(), "b2-c3"));
    }

    void case5_towerFromTwoWithEmperorIsIllegal()
    {
        EditorBuilder e({"...", ".r.", "..."});
        e.place("a2", 0, 2, true).place("c2", 0, 2).place("a3", 1, 1);
        PositionBuilder b(boardFromRows({"...", ".r.", "..."}));
        b.place("a2", 0, 2, true).place("c2", 0, 2).place("a3", 1, 1);
        QVERIFY(e.played() == b.position());
        QVERIFY(!listed(e.played(), "T@b2/a2"));
        QVERIFY(listed(e.played(), "V@b2/a2"));
        QVERIFY(listed(e.played(), "T@b2/c2"));
    }

    void case6_towerOnOasis_castleOnReg_illegal()
    {
        EditorBuilder e({".o.", "...", ".r."});
        e.place("b2", 0, 4).place("a3", 1, 1);
        QVERIFY(!listed(e.played(), "T@b1/b2"));
        QVERIFY(!listed(e.played(), "C@b3/b2"));
        QVERIFY(listed(e.played(), "V@b1/b2"));
        QVERIFY(listed(e.played(), "T@b3/b2"));
    }

    void case7_replacingOpponentsTower()
    {
        EditorBuilder e({"...", ".C.", "..."});
        e.place("a2", 0, 4).place("c2", 1, 1).build("b2", 1, BuildingType::Tower);
        PositionBuilder b(boardFromRows({"...", ".C.", "..."}));
        b.place("a2", 0, 4).place("c2", 1, 1).build("b2", 1, BuildingType::Tower);
        QVERIFY(e.played() == b.position());
        QVERIFY(!listed(e.played(), "V@b2/a2"));
        QVERIFY(listed(e.played(), "T@b2/a2"));
        QVERIFY(listed(e.played(), "C@b2/a2"));
    }

    void case8_noReinforcementNextToOpponentsBuilding()
    {
        // A scenario starts at an action: red moves first, then chooses where to reinforce.
        EditorBuilder e({"..o..", "o....", "....."});
        e.place("b2", 0, 1).place("e3", 0, 1).place("e1", 1, 1)
            .build("c1", 1, BuildingType::Village).build("a2", 0, BuildingType::Village);
        const Position pos = e.played();
        const Position moved = rules::applied(pos, parse(pos, "e3-d3"));
        QVERIFY(!listed(moved, "b2+1"));
        QVERIFY(listed(moved, "d3+1"));
    }

    void case9_twelveVpWithoutPalaceDoesNotWin()
    {
        EditorBuilder e({"m.m.m.o", ".......", "r.r.C.o", "......."});
        e.place("f2", 0, 4).place("d2", 0, 4).place("g4", 1, 1).place("a4", 1, 1)
            .build("a1", 0, BuildingType::Castle).build("c1", 0, BuildingType::Tower)
            .build("e1", 0, BuildingType::Tower).build("a3", 0, BuildingType::Tower)
            .build("c3", 0, BuildingType::Village).build("g3", 0, BuildingType::Village);
        const Position pos = e.played();
        QCOMPARE(pos.victoryPoints(0), 11);
        QVERIFY(listed(pos, "V@g1/f2"));
        const Position twelve = rules::applied(pos, parse(pos, "V@g1/f2"));
        QVERIFY(!twelve.gameOver());
        QVERIFY(listed(pos, "V@e3/f2"));
    }

    void case10_captureWinsBeforeExchange()
    {
        EditorBuilder e({"C.m.m.o", ".......", "r......"});
        e.place("a2", 0, 2).place("b2", 1, 1, true).place("g3", 1, 1)
            .build("a1", 0, BuildingType::Castle).build("c1", 0, BuildingType::Tower)
            .build("e1", 0, BuildingType::Tower).build("g1", 0, BuildingType::Village)
            .build("a3", 0, BuildingType::Village).captive(0, 1);
        PositionBuilder b(boardFromRows({"C.m.m.o", ".......", "r......"}));
        b.place("a2", 0, 2).place("b2", 1, 1, true).place("g3", 1, 1)
            .build("a1", 0, BuildingType::Castle).build("c1", 0, BuildingType::Tower)
            .build("e1", 0, BuildingType::Tower).build("g1", 0, BuildingType::Village)
            .build("a3", 0, BuildingType::Village).captive(0, 1);
        const Position pos = e.played();
        QVERIFY(pos == b.position());
        QVERIFY(listed(pos, "a2xb2"));
        const Position after = rules::applied(pos, parse(pos, "a2xb2"));
        QCOMPARE(after.result().winner, 0);
        QCOMPARE(after.emperorCaptor(0), 1);
    }

    void case11_forcedMarchNeedsThreeAndOnlyOnce()
    {
        EditorBuilder e(kOpenBoard);
        e.place("a1", 0, 3, true).place("g5", 1, 1).remove(0, 11);
        const Position pos = e.played();
        QCOMPARE(pos.player(0).reserve, 2);
        QVERIFY(!listed(rules::applied(pos, parse(pos, "a1-b1")), "march"));
        EditorBuilder f(kOpenBoard);
        f.place("a1", 0, 2, true).place("c1", 0, 1).place("g5", 1, 1);
        const Position first = rules::applied(f.played(), parse(f.played(), "a1-b1"));
        QVERIFY(listed(first, "march"));
        QVERIFY(!listed(rules::applied(first, Action::forcedMarch()), "march"));
    }

    void case12_noMovingThroughStacksSitesOrChasms()
    {
        EditorBuilder e({".....", "#o#..", "....."});
        e.place("a1", 0, 1).place("d2", 1, 1).place("e2", 1, 1).place("e1", 0, 2);
        QVERIFY(!listed(e.played(), "a1-a3"));
        QVERIFY(listed(e.played(), "a1-d1"));
        QVERIFY(!listed(e.played(), "a1-b2"));
    }
};

QTEST_GUILESS_MAIN(TestEditorWorkedCases)
#include "tst_editor_worked_cases.moc"
