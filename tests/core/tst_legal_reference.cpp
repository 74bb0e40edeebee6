// The fast legal-action generator (bit sets of spaces) lists exactly the actions of the plain
// reference generator (a breadth-first search per stack), and the counts and sets a position keeps
// up to date agree with counting from scratch: in positions of random games for 2–4 players, in
// scrambled positions with unusual settings, and on a board too large for bit sets. The random pick
// that counts instead of listing (rules::randomLegalAction) draws the very action the list gives.
#include "core/legal_reference.h"
#include "core/random.h"
#include "core/rules.h"
#include "core/scenario.h"
#include "core/standard_boards.h"
#include "common/positions.h"

#include <QtTest>
#include <algorithm>
#include <tuple>

using namespace eko;

namespace {

std::vector<Action> sorted(std::vector<Action> v)
{
    auto key = [](const Action &a) { return std::tuple(int(a.kind), a.from, a.to, int(a.building), a.count); };
    std::sort(v.begin(), v.end(), [&](const Action &a, const Action &b) { return key(a) < key(b); });
    return v;
}

QString describeDifference(const Position &pos, const std::vector<Action> &fast, const std::vector<Action> &ref)
{
    QStringList missing, extra;
    for (const Action &a : ref)
        if (std::find(fast.begin(), fast.end(), a) == fast.end())
            missing << QString::fromStdString(toNotation(a, pos.board()));
    for (const Action &a : fast)
        if (std::find(ref.begin(), ref.end(), a) == ref.end())
            extra << QString::fromStdString(toNotation(a, pos.board()));
    return QStringLiteral("phase %1: missing [%2], extra [%3], %4 vs %5 actions")
        .arg(int(pos.phase()))
        .arg(missing.join(' '), extra.join(' '))
        .arg(fast.size())
        .arg(ref.size());
}

// Empty when the two generators agree and the kept counts are right, else what differs.
QString compare(const Position &pos)
{
    std::vector<Action> fast, ref;
    rules::legalActions(pos, fast);
    rules::reference::legalActions(pos, ref);
    for (std::uint64_t seed : {1, 2, 3}) {
        Random drawFromList(seed), drawByCount(seed);
        const std::optional<Action> picked = rules::randomLegalAction(pos, drawByCount);
        const std::optional<Action> listed =
            fast.empty() ? std::nullopt : std::optional(fast[drawFromList.below(fast.size())]);
        if (picked != listed || drawFromList.next() != drawByCount.next())
            return QStringLiteral("phase %1: the random pick differs from the list's (%2 actions)")
                .arg(int(pos.phase()))
                .arg(fast.size());
    }
    fast = sorted(fast);
    ref = sorted(ref);
    if (fast != ref)
        return describeDifference(pos, fast, ref);
    for (PlayerIndex p = 0; p < pos.playerCount(); ++p) {
        int discs = 0, points = 0, palaces = 0;
        SpaceIndex emperor = kNoSpace;
        for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s) {
            if (pos.stack(s).owner == p) {
                discs += pos.stack(s).size;
                if (pos.stack(s).emperor)
                    emperor = s;
            }
            if (pos.building(s).owner == p) {
                points += buildingValue(pos.building(s).type);
                palaces += pos.board().terrain(s) == Terrain::Capital ? 1 : 0;
            }
        }
        if (discs != pos.discsOnBoard(p) || points != pos.buildingPoints(p) || palaces != pos.palaceCount(p)
            || emperor != pos.emperorSpace(p))
            return QStringLiteral("player %1: kept counts differ from a fresh count").arg(p);
    }
    if (pos.board().fitsSpaceSet())
        for (int n = 1; n <= Position::kSizeSets; ++n) {
            SpaceSet fresh;
            for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s)
                if (!pos.stack(s).empty() && pos.stack(s).size == n)
                    fresh.insert(s);
            if (fresh != pos.stacksOfSize(n))
                return QStringLiteral("the kept set of stacks of %1 discs differs from a fresh one").arg(n);
        }
    return {};
}

// A position no game need reach: random stacks (sizes up to the stack limit, an Emperor each at
// most), random buildings, supplies and reserves, and a random phase, with the given stack limit.
Position scrambled(std::shared_ptr<const Board> board, int players, int stackLimit, Random &random)
{
    RulesSettings settings;
    settings.stackLimit = stackLimit;
    Position pos(board, settings, players);
    std::vector<bool> emperorPlaced(players, false);
    for (SpaceIndex s = 0; s < board->spaceCount(); ++s) {
        const Terrain t = board->terrain(s);
        if (t == Terrain::Desert && random.below(100) < 55) {
            const int owner = static_cast<int>(random.below(players));
            const bool emperor = !emperorPlaced[owner] && random.below(4) == 0;
            emperorPlaced[owner] = emperorPlaced[owner] || emperor;
            pos.setStack(s, Stack{static_cast<std::int8_t>(owner), static_cast<std::uint8_t>(1 + random.below(stackLimit)),
                                  emperor});
        } else if (isConstructionSite(t) && random.below(3) == 0) {
            BuildingType b = kBuildingTypes[random.below(3)];
            if (terrainAllows(t, b))
                pos.setBuilding(s, Building{static_cast<std::int8_t>(random.below(players)), b});
        }
    }
    for (PlayerIndex p = 0; p < players; ++p) {
        PlayerState &ps = pos.playerState(p);
        ps.reserve = static_cast<int>(random.below(6));
        ps.emperorInReserve = !emperorPlaced[p] && random.below(2) == 0;
        for (int &n : ps.supply)
            n = static_cast<int>(random.below(3));
    }
    static constexpr Phase phases[] = {Phase::EmperorSwap, Phase::FirstAction, Phase::SecondAction, Phase::AfterAction,
                                       Phase::Reinforcement};
    pos.setPhase(phases[random.below(5)]);
    pos.setToMove(static_cast<int>(random.below(players)));
    return pos;
}

// A hexagon of the given radius: 3r(r+1)+1 spaces, mostly desert with a few sites and chasms.
std::shared_ptr<const Board> hexagonBoard(int radius, Random &random)
{
    std::vector<Space> spaces;
    for (int q = -radius; q <= radius; ++q)
        for (int r = std::max(-radius, -q - radius); r <= std::min(radius, -q + radius); ++r) {
            const std::uint64_t roll = random.below(20);
            const Terrain t = roll < 14 ? Terrain::Desert
                : roll < 15         ? Terrain::Chasm
                : roll < 16         ? Terrain::Oasis
                : roll < 17         ? Terrain::Reg
                : roll < 18         ? Terrain::Mesa
                                    : Terrain::Capital;
            spaces.push_back({{q, r}, t});
        }
    return std::make_shared<const Board>(std::move(spaces));
}

} // namespace

class TestLegalReference : public QObject {
    Q_OBJECT
private slots:
    void randomGames_data();
    void randomGames();
    void scrambledPositions();
    void boardTooLargeForBitSets();
};

void TestLegalReference::randomGames_data()
{
    QTest::addColumn<int>("players");
    QTest::newRow("2 players") << 2;
    QTest::newRow("3 players") << 3;
    QTest::newRow("4 players") << 4;
}

void TestLegalReference::randomGames()
{
    QFETCH(int, players);
    const Scenario scenario = standardScenario(players);
    std::vector<Action> legal;
    int positions = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        Position pos = startingPosition(scenario, seed);
        Random random(seed * 7919);
        while (!pos.gameOver()) {
            const QString difference = compare(pos);
            QVERIFY2(difference.isEmpty(), qPrintable(difference));
            ++positions;
            rules::legalActions(pos, legal);
            rules::apply(pos, legal[random.below(legal.size())]);
        }
    }
    qInfo("%d positions compared", positions);
}

void TestLegalReference::scrambledPositions()
{
    Random random(2024);
    int positions = 0;
    for (int players = 2; players <= 4; ++players) {
        const auto board = std::make_shared<const Board>(standardBoard(players));
        for (int k = 0; k < 3000; ++k) {
            const int limit = 1 + static_cast<int>(random.below(6));
            const Position pos = scrambled(board, players, limit, random);
            const QString difference = compare(pos);
            QVERIFY2(difference.isEmpty(), qPrintable(QStringLiteral("%1 players, limit %2: ").arg(players).arg(limit) + difference));
            ++positions;
        }
    }
    qInfo("%d scrambled positions compared", positions);
}

void TestLegalReference::boardTooLargeForBitSets()
{
    Random random(77);
    const auto big = hexagonBoard(8, random); // 217 spaces
    QVERIFY(!big->fitsSpaceSet());
    const auto mid = hexagonBoard(6, random); // 127 spaces: both words of the bit set
    QVERIFY(mid->fitsSpaceSet());
    for (const auto &board : {big, mid})
        for (int k = 0; k < 300; ++k) {
            const Position pos = scrambled(board, 2 + static_cast<int>(random.below(3)), 4, random);
            const QString difference = compare(pos);
            QVERIFY2(difference.isEmpty(), qPrintable(difference));
        }
}

QTEST_APPLESS_MAIN(TestLegalReference)
#include "tst_legal_reference.moc"
