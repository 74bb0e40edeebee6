// Tests of the standard boards (RULES §2, §7): tiles, terrain counts, symmetry, deserts and sites, setup.
#include "core/scenario.h"
#include "core/standard_boards.h"

#include <QtTest>

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace eko;

namespace {

// RULES §7.
struct Expected {
    int players, tiles, spaces, desert, capitals, otherSites, chasms;
};
const Expected kExpected[] = {
    {2, 7, 49, 32, 1, 14, 2},
    {3, 10, 70, 48, 2, 16, 4},
    {4, 13, 91, 64, 3, 18, 6},
};

const Expected &expectedFor(int players)
{
    return kExpected[players - 2];
}

bool isSite(Terrain t)
{
    return t == Terrain::Oasis || t == Terrain::Reg || t == Terrain::Mesa || t == Terrain::Capital;
}

// Covers the uncovered spaces with disjoint flowers (a centre and its six neighbours), depth first.
// The first uncovered space in board order must be in some flower centred on it or a neighbour.
bool coverWithFlowers(const Board &board, std::vector<bool> &covered, std::vector<Hex> &centres)
{
    const auto first = std::find(covered.begin(), covered.end(), false);
    if (first == covered.end())
        return true;
    const Hex start = board.hex(static_cast<SpaceIndex>(first - covered.begin()));
    std::vector<Hex> candidates{start};
    for (Hex d : kDirections)
        candidates.push_back(start + d);
    for (Hex centre : candidates) {
        std::vector<SpaceIndex> flower{board.indexOf(centre)};
        for (Hex d : kDirections)
            flower.push_back(board.indexOf(centre + d));
        const bool free = std::all_of(flower.begin(), flower.end(),
                                      [&](SpaceIndex s) { return s != kNoSpace && !covered[s]; });
        if (!free)
            continue;
        for (SpaceIndex s : flower)
            covered[s] = true;
        centres.push_back(centre);
        if (coverWithFlowers(board, covered, centres))
            return true;
        centres.pop_back();
        for (SpaceIndex s : flower)
            covered[s] = false;
    }
    return false;
}

// Twice the centroid of the board's spaces (a turn's centre when the board is symmetric).
std::pair<int, int> doubledCentroid(const Board &board, bool *exact)
{
    long sumQ = 0, sumR = 0;
    for (const Space &s : board.spaces()) {
        sumQ += s.hex.q;
        sumR += s.hex.r;
    }
    const long n = board.spaceCount();
    *exact = (2 * sumQ) % n == 0 && (2 * sumR) % n == 0;
    return {static_cast<int>(2 * sumQ / n), static_cast<int>(2 * sumR / n)};
}

// The spaces whose image under `turn` is missing or has another terrain, by name.
template<typename Turn>
QStringList spacesNotPreserved(const Board &board, Turn turn)
{
    QStringList wrong;
    for (SpaceIndex s = 0; s < board.spaceCount(); ++s) {
        const SpaceIndex image = board.indexOf(turn(board.hex(s)));
        if (image == kNoSpace || board.terrain(image) != board.terrain(s))
            wrong << QString::fromStdString(board.spaceName(s));
    }
    return wrong;
}

} // namespace

class TestStandardBoards : public QObject {
    Q_OBJECT

private:
    void playerCounts()
    {
        QTest::addColumn<int>("players");
        QTest::newRow("2 players") << 2;
        QTest::newRow("3 players") << 3;
        QTest::newRow("4 players") << 4;
    }

private slots:
    void spacesAreExactlyTheTilesOfRules_data() { playerCounts(); }
    void spacesAreExactlyTheTilesOfRules()
    {
        QFETCH(int, players);
        const Board board = standardBoard(players);
        QCOMPARE(board.spaceCount(), expectedFor(players).spaces);
        std::vector<bool> covered(board.spaceCount(), false);
        std::vector<Hex> centres;
        QVERIFY2(coverWithFlowers(board, covered, centres), "the spaces are not a union of disjoint 7-space tiles");
        QCOMPARE(static_cast<int>(centres.size()), expectedFor(players).tiles);
        // The tiles form one connected shape: tiles touch when their centres are a tile step apart.
        std::vector<Hex> reached{centres.front()};
        for (size_t k = 0; k < reached.size(); ++k)
            for (Hex c : centres)
                if (hexDistance(c, reached[k]) == 3 && std::find(reached.begin(), reached.end(), c) == reached.end())
                    reached.push_back(c);
        QCOMPARE(reached.size(), centres.size());
    }

    void terrainCountsMatchRules_data() { playerCounts(); }
    void terrainCountsMatchRules()
    {
        QFETCH(int, players);
        const Board board = standardBoard(players);
        const Expected &want = expectedFor(players);
        QCOMPARE(board.count(Terrain::Desert), want.desert);
        QCOMPARE(board.count(Terrain::Desert), 16 * players);
        QCOMPARE(board.count(Terrain::Capital), want.capitals);
        QCOMPARE(board.count(Terrain::Capital), players - 1);
        QCOMPARE(board.count(Terrain::Oasis) + board.count(Terrain::Reg) + board.count(Terrain::Mesa), want.otherSites);
        QCOMPARE(board.count(Terrain::Chasm), want.chasms);
    }

    void everyKindOfSiteIsWellRepresented_data() { playerCounts(); }
    void everyKindOfSiteIsWellRepresented()
    {
        QFETCH(int, players);
        const Board board = standardBoard(players);
        for (Terrain t : {Terrain::Oasis, Terrain::Reg, Terrain::Mesa})
            QVERIFY2(board.count(t) >= 4, std::string(terrainId(t)).c_str());
        // Castles need a mesa or a capital: at least two per player.
        QVERIFY(board.count(Terrain::Mesa) + board.count(Terrain::Capital) >= 2 * players);
    }

    void coordinatesAreDistinct_data() { playerCounts(); }
    void coordinatesAreDistinct()
    {
        QFETCH(int, players);
        const Board board = standardBoard(players);
        std::set<std::pair<int, int>> seen;
        for (const Space &s : board.spaces())
            QVERIFY(seen.insert({s.hex.q, s.hex.r}).second);
        for (SpaceIndex s = 0; s < board.spaceCount(); ++s)
            QCOMPARE(board.indexOf(board.hex(s)), s);
    }

    void spaceOrderIsDeterministic_data() { playerCounts(); }
    void spaceOrderIsDeterministic()
    {
        QFETCH(int, players);
        const Board a = standardBoard(players);
        const Board b = standardBoard(players);
        QVERIFY(a == b);
        // Spaces are listed row by row, left to right.
        for (SpaceIndex s = 1; s < a.spaceCount(); ++s) {
            const Hex p = a.hex(s - 1), h = a.hex(s);
            QVERIFY(p.r < h.r || (p.r == h.r && p.q < h.q));
        }
    }

    void allDesertIsConnected_data() { playerCounts(); }
    void allDesertIsConnected()
    {
        QFETCH(int, players);
        const Board board = standardBoard(players);
        std::vector<SpaceIndex> reached;
        std::vector<bool> seen(board.spaceCount(), false);
        for (SpaceIndex s = 0; s < board.spaceCount() && reached.empty(); ++s)
            if (board.terrain(s) == Terrain::Desert) {
                reached.push_back(s);
                seen[s] = true;
            }
        for (size_t k = 0; k < reached.size(); ++k)
            for (SpaceIndex n : board.neighbours(reached[k]))
                if (!seen[n] && board.terrain(n) == Terrain::Desert) {
                    seen[n] = true;
                    reached.push_back(n);
                }
        QCOMPARE(static_cast<int>(reached.size()), board.count(Terrain::Desert));
    }

    void everySiteTouchesTwoDeserts_data() { playerCounts(); }
    void everySiteTouchesTwoDeserts()
    {
        QFETCH(int, players);
        const Board board = standardBoard(players);
        for (SpaceIndex s = 0; s < board.spaceCount(); ++s) {
            if (!isSite(board.terrain(s)))
                continue;
            const auto &n = board.neighbours(s);
            const auto deserts = std::count_if(n.begin(), n.end(),
                                               [&](SpaceIndex m) { return board.terrain(m) == Terrain::Desert; });
            QVERIFY2(deserts >= 2, board.spaceName(s).c_str());
        }
    }

    void noSiteTouchesAnotherSite_data() { playerCounts(); }
    void noSiteTouchesAnotherSite()
    {
        QFETCH(int, players);
        const Board board = standardBoard(players);
        for (SpaceIndex s = 0; s < board.spaceCount(); ++s)
            for (SpaceIndex n : board.neighbours(s))
                QVERIFY2(!(isSite(board.terrain(s)) && isSite(board.terrain(n))), board.spaceName(s).c_str());
    }

    void capitalsAreInlandAndApart_data() { playerCounts(); }
    void capitalsAreInlandAndApart()
    {
        QFETCH(int, players);
        const Board board = standardBoard(players);
        std::vector<SpaceIndex> capitals;
        for (SpaceIndex s = 0; s < board.spaceCount(); ++s)
            if (board.terrain(s) == Terrain::Capital)
                capitals.push_back(s);
        for (SpaceIndex c : capitals) {
            QVERIFY2(board.neighbours(c).size() == 6, "a capital is on the outer rim");
            for (SpaceIndex d : capitals)
                QVERIFY(c == d || !board.adjacent(c, d));
        }
    }

    void twoPlayerBoardIsHalfTurnSymmetricAboutItsCapital()
    {
        const Board board = standardBoard(2);
        bool exact = false;
        const auto [q2, r2] = doubledCentroid(board, &exact);
        QVERIFY(exact && q2 % 2 == 0 && r2 % 2 == 0);
        const SpaceIndex centre = board.indexOf({q2 / 2, r2 / 2});
        QVERIFY(centre != kNoSpace);
        QCOMPARE(board.terrain(centre), Terrain::Capital);
        const QStringList wrong = spacesNotPreserved(board, [q2 = q2, r2 = r2](Hex h) { return Hex{q2 - h.q, r2 - h.r}; });
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(' ')));
    }

    void threePlayerBoardIsHalfTurnSymmetricAboutATileEdge()
    {
        const Board board = standardBoard(3);
        bool exact = false;
        const auto [q2, r2] = doubledCentroid(board, &exact);
        QVERIFY(exact);
        // The centre is the midpoint of two neighbouring tile centres, so no space maps to itself.
        std::vector<bool> covered(board.spaceCount(), false);
        std::vector<Hex> centres;
        QVERIFY(coverWithFlowers(board, covered, centres));
        bool midpointOfTiles = false;
        for (Hex a : centres)
            for (Hex b : centres)
                midpointOfTiles = midpointOfTiles || (hexDistance(a, b) == 3 && a.q + b.q == q2 && a.r + b.r == r2);
        QVERIFY(midpointOfTiles);
        const QStringList wrong = spacesNotPreserved(board, [q2 = q2, r2 = r2](Hex h) { return Hex{q2 - h.q, r2 - h.r}; });
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(' ')));
    }

    void fourPlayerBoardIsThirdTurnSymmetricAboutADesertCentre()
    {
        const Board board = standardBoard(4);
        bool exact = false;
        const auto [q2, r2] = doubledCentroid(board, &exact);
        QVERIFY(exact && q2 % 2 == 0 && r2 % 2 == 0);
        const Hex c{q2 / 2, r2 / 2};
        QVERIFY(board.indexOf(c) != kNoSpace);
        QCOMPARE(board.terrain(board.indexOf(c)), Terrain::Desert);
        const QStringList wrong = spacesNotPreserved(board, [c](Hex h) { return c + rotate60(rotate60(h - c)); });
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(' ')));
    }

    void randomSetupFillsEveryDesertSpace_data() { playerCounts(); }
    void randomSetupFillsEveryDesertSpace()
    {
        QFETCH(int, players);
        const Scenario scenario = standardScenario(players);
        QVERIFY(scenarioProblems(scenario).empty());
        for (std::uint64_t seed : {1ull, 2ull, 0xe4011ull}) {
            const Position pos = startingPosition(scenario, seed);
            const Board &board = pos.board();
            for (SpaceIndex s = 0; s < board.spaceCount(); ++s) {
                const bool desert = board.terrain(s) == Terrain::Desert;
                QVERIFY2(pos.stack(s).empty() != desert, board.spaceName(s).c_str());
                if (desert)
                    QCOMPARE(static_cast<int>(pos.stack(s).size), 1);
            }
            for (int p = 0; p < players; ++p)
                QCOMPARE(pos.discsOnBoard(p), 16);
        }
    }

    void otherPlayerCountsHaveNoBoard()
    {
        for (int players : {-1, 0, 1, 5, 100}) {
            QCOMPARE(standardBoard(players).spaceCount(), 0);
            QVERIFY(!scenarioProblems(standardScenario(players)).empty());
        }
    }
};

QTEST_APPLESS_MAIN(TestStandardBoards)
#include "tst_standard_boards.moc"
