// The random board generator (core/random_board.h) over many seeds for 2, 3 and 4 players, plain and
// symmetric: the counts of RULES §7 on whole 7-space tiles, the desert connected, every site next to
// at least two desert spaces, capitals and chasms off the rim, the symmetry, and the same board for the
// same seed.
#include "core/random_board.h"
#include "core/scenario_warning.h"

#include <QtTest>

#include <map>

using namespace eko;

namespace {

constexpr int kSeeds = 150;

struct Want {
    int spaces, desert, capitals, otherSites, chasms;
};

Want wanted(int players)
{
    switch (players) {
    case 2: return {49, 32, 1, 14, 2};
    case 3: return {70, 48, 2, 16, 4};
    default: return {91, 64, 3, 18, 6};
    }
}

bool rim(const Board &b, SpaceIndex s) { return b.neighbours(s).size() < 6; }

// The tile centres lie on the lattice spanned by (2, 1) and (-1, 3), through (0, 0).
bool tileCentre(Hex h) { return (3 * h.q + h.r) % 7 == 0 && (2 * h.r - h.q) % 7 == 0; }

int desertRegions(const Board &b)
{
    std::vector<int> seen(static_cast<size_t>(b.spaceCount()), 0);
    int regions = 0;
    for (SpaceIndex s = 0; s < b.spaceCount(); ++s) {
        if (seen[s] || b.terrain(s) != Terrain::Desert)
            continue;
        ++regions;
        std::vector<SpaceIndex> todo{s};
        seen[s] = 1;
        while (!todo.empty()) {
            const SpaceIndex at = todo.back();
            todo.pop_back();
            for (SpaceIndex n : b.neighbours(at))
                if (!seen[n] && b.terrain(n) == Terrain::Desert) {
                    seen[n] = 1;
                    todo.push_back(n);
                }
        }
    }
    return regions;
}

// The board as text (coordinates and terrain of every space), to count different boards.
std::string key(const Board &b)
{
    std::string k;
    for (const Space &s : b.spaces())
        k += std::to_string(s.hex.q) + "," + std::to_string(s.hex.r) + "," + std::to_string(int(s.terrain)) + ";";
    return k;
}

Hex turned(Hex h, int steps)
{
    for (int i = 0; i < steps; ++i)
        h = rotate60(h);
    return h;
}

// Checks one board against every rule of random_board.h; an empty text when it keeps them all.
QString broken(const Board &b, int players, bool symmetric)
{
    const Want want = wanted(players);
    QStringList out;
    if (b.spaceCount() != want.spaces)
        out << QStringLiteral("%1 spaces").arg(b.spaceCount());
    const int capitals = b.count(Terrain::Capital);
    const int others = b.count(Terrain::Oasis) + b.count(Terrain::Reg) + b.count(Terrain::Mesa);
    if (b.count(Terrain::Desert) != want.desert || capitals != want.capitals || others != want.otherSites
        || b.count(Terrain::Chasm) != want.chasms)
        out << QStringLiteral("counts %1 desert, %2 capitals, %3 other sites, %4 chasms")
                   .arg(b.count(Terrain::Desert))
                   .arg(capitals)
                   .arg(others)
                   .arg(b.count(Terrain::Chasm));
    if (b.count(Terrain::Oasis) == 0 || b.count(Terrain::Reg) == 0 || b.count(Terrain::Mesa) == 0)
        out << QStringLiteral("a kind of site is missing");
    // Whole tiles: every space's tile (the lattice point next to it) is on the board with its six neighbours.
    for (SpaceIndex s = 0; s < b.spaceCount(); ++s) {
        std::vector<Hex> centres;
        const Hex h = b.hex(s);
        if (tileCentre(h))
            centres.push_back(h);
        for (Hex d : kDirections)
            if (tileCentre(h + d))
                centres.push_back(h + d);
        if (centres.size() != 1) {
            out << QStringLiteral("space %1 is in %2 tiles").arg(QString::fromStdString(b.spaceName(s))).arg(centres.size());
            continue;
        }
        for (Hex d : kDirections)
            if (b.indexOf(centres[0] + d) == kNoSpace)
                out << QStringLiteral("the tile of %1 is not whole").arg(QString::fromStdString(b.spaceName(s)));
    }
    if (b.indexOf(Hex{0, 0}) == kNoSpace)
        out << QStringLiteral("no tile on (0, 0)");
    if (desertRegions(b) != 1)
        out << QStringLiteral("%1 desert regions").arg(desertRegions(b));
    for (SpaceIndex site : b.sites()) {
        int deserts = 0;
        for (SpaceIndex n : b.neighbours(site))
            deserts += b.terrain(n) == Terrain::Desert ? 1 : 0;
        if (deserts < 2)
            out << QStringLiteral("site %1 touches %2 desert").arg(QString::fromStdString(b.spaceName(site))).arg(deserts);
    }
    for (SpaceIndex s = 0; s < b.spaceCount(); ++s) {
        const Terrain t = b.terrain(s);
        if ((t == Terrain::Capital || t == Terrain::Chasm) && rim(b, s))
            out << QStringLiteral("%1 on the rim").arg(QString::fromStdString(b.spaceName(s)));
        if (t == Terrain::Chasm)
            for (SpaceIndex n : b.neighbours(s))
                if (b.terrain(n) == Terrain::Chasm)
                    out << QStringLiteral("chasms side by side");
        if (t == Terrain::Capital)
            for (SpaceIndex c = s + 1; c < b.spaceCount(); ++c)
                if (b.terrain(c) == Terrain::Capital && hexDistance(b.hex(s), b.hex(c)) < 4)
                    out << QStringLiteral("capitals too close");
    }
    if (symmetric) {
        const int steps = randomBoardRotation(players);
        int capitalsToMesa = 0;
        for (SpaceIndex s = 0; s < b.spaceCount(); ++s) {
            const SpaceIndex t = b.indexOf(turned(b.hex(s), steps));
            if (t == kNoSpace) {
                out << QStringLiteral("%1 turns off the board").arg(QString::fromStdString(b.spaceName(s)));
                continue;
            }
            if (b.terrain(t) == b.terrain(s))
                continue;
            // The one exception: 3 players, two capitals and a mesa on one circle of three.
            const bool capitalCircle = players == 3 && (b.terrain(s) == Terrain::Capital || b.terrain(s) == Terrain::Mesa)
                                       && (b.terrain(t) == Terrain::Capital || b.terrain(t) == Terrain::Mesa);
            if (capitalCircle)
                ++capitalsToMesa;
            else
                out << QStringLiteral("%1 turns onto other terrain").arg(QString::fromStdString(b.spaceName(s)));
        }
        if (capitalsToMesa != (players == 3 ? 2 : 0))
            out << QStringLiteral("%1 capitals turn onto a mesa or back").arg(capitalsToMesa);
    }
    Scenario sc;
    sc.players = players;
    sc.board = std::make_shared<const Board>(b);
    if (!scenarioProblems(sc).empty())
        out << QStringLiteral("the scenario has problems");
    if (!scenarioWarnings(sc).empty())
        out << QStringLiteral("the scenario has warnings");
    return out.join(QStringLiteral("; "));
}

} // namespace

class TestRandomBoard : public QObject {
    Q_OBJECT
private slots:
    void everyRuleOverManySeeds_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("symmetric");
        for (int players = 2; players <= 4; ++players) {
            QTest::addRow("%d players", players) << players << false;
            QTest::addRow("%d players, symmetric", players) << players << true;
        }
    }

    void everyRuleOverManySeeds()
    {
        QFETCH(int, players);
        QFETCH(bool, symmetric);
        std::map<std::string, int> seen;
        for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
            const Board b = randomBoard({players, seed * 7919 + 1, symmetric});
            const QString problems = broken(b, players, symmetric);
            QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("seed %1: ").arg(seed * 7919 + 1) + problems));
            ++seen[key(b)];
        }
        // Different seeds give different boards (nearly always).
        QVERIFY2(seen.size() > kSeeds * 9 / 10, qPrintable(QString::number(seen.size())));
    }

    void sameSeedSameBoard()
    {
        for (int players = 2; players <= 4; ++players)
            for (bool symmetric : {false, true})
                for (std::uint64_t seed : {std::uint64_t{0}, std::uint64_t{42}, ~std::uint64_t{0}}) {
                    const Board a = randomBoard({players, seed, symmetric});
                    const Board b = randomBoard({players, seed, symmetric});
                    QVERIFY(a == b);
                    QCOMPARE(key(a), key(b));
                }
        // A fixed board for a fixed seed, on every machine: its first row and the sum of its terrain.
        const Board b = randomBoard({3, 42, false});
        int sum = 0;
        for (SpaceIndex s = 0; s < b.spaceCount(); ++s)
            sum += (s + 1) * static_cast<int>(b.terrain(s));
        QCOMPARE(b.spaceCount(), 70);
        QCOMPARE(sum, 2290);
    }

    void symmetricAndPlainDiffer()
    {
        QVERIFY(!(randomBoard({4, 5, false}) == randomBoard({4, 5, true})));
    }

    void scenarioOfTheBoard()
    {
        const Scenario sc = randomBoardScenario({3, 42, true});
        QCOMPARE(sc.players, 3);
        QCOMPARE(sc.name, std::string("Symmetric random 3-player board, seed 42"));
        QVERIFY(!sc.position);
        QVERIFY(sc.settings == RulesSettings{});
        QVERIFY(*sc.board == randomBoard({3, 42, true}));
        QVERIFY(scenarioProblems(sc).empty());
        QVERIFY(scenarioWarnings(sc).empty());
        QCOMPARE(randomBoardScenario({2, 7, false}).name, std::string("Random 2-player board, seed 7"));
    }

    void badPlayerCountRefused()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, randomBoard({5, 1, false}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, randomBoard({1, 1, true}));
    }
};

QTEST_GUILESS_MAIN(TestRandomBoard)
#include "tst_random_board.moc"
