// The rules of RULES.md §3–§6: legal actions, why an action is refused, and what an action does;
// one banner per section (docs/WHERE.md maps each section to its functions and tests).
#include "core/rules.h"

#include "core/desert_region.h"
#include "core/legal_reference.h"

#include <algorithm>
#include <bit>

namespace eko::rules {

namespace {

// ===== RULES §4.1 Move: paths through empty desert, regroups, attacks, the kamikaze =====
// Scratch space for the search of reachable spaces, reused between calls on one thread.
struct Scratch {
    std::vector<unsigned> mark;
    std::vector<SpaceIndex> queue;
    unsigned generation = 0;

    void start(int spaces)
    {
        if (static_cast<int>(mark.size()) < spaces) {
            mark.assign(spaces, 0);
            queue.resize(spaces);
            generation = 0;
        }
        if (++generation == 0) {
            std::fill(mark.begin(), mark.end(), 0);
            generation = 1;
        }
    }
};

thread_local Scratch t_scratch;

// Visits every empty desert space a stack on `origin` can travel to (onEmpty) and every
// stack its last step can enter (onStack), each once.
template <typename OnEmpty, typename OnStack>
void explore(const Position &pos, SpaceIndex origin, OnEmpty onEmpty, OnStack onStack)
{
    const Board &board = pos.board();
    Scratch &sc = t_scratch;
    sc.start(board.spaceCount());
    const unsigned g = sc.generation;
    int head = 0, tail = 0;
    sc.mark[origin] = g;
    sc.queue[tail++] = origin;
    while (head < tail) {
        const SpaceIndex s = sc.queue[head++];
        for (SpaceIndex n : board.neighbours(s)) {
            if (sc.mark[n] == g)
                continue;
            if (!pos.stack(n).empty()) {
                sc.mark[n] = g;
                onStack(n);
            } else if (board.terrain(n) == Terrain::Desert) {
                sc.mark[n] = g;
                sc.queue[tail++] = n;
                onEmpty(n);
            }
        }
    }
}

bool reachable(const Position &pos, SpaceIndex from, SpaceIndex to)
{
    bool found = false;
    explore(pos, from, [&](SpaceIndex s) { found |= s == to; }, [&](SpaceIndex s) { found |= s == to; });
    return found;
}

bool attackAllowed(const Stack &attacker, const Stack &target, int stackLimit)
{
    return target.size < attacker.size || (attacker.emperor && target.size == attacker.size)
        || (attacker.size == 1 && target.size == stackLimit);
}

bool actionPhase(Phase p) { return p == Phase::FirstAction || p == Phase::SecondAction; }

int reserveTotal(const PlayerState &ps) { return ps.reserve + (ps.emperorInReserve ? 1 : 0); }

// The opponent's building next to a space, kNoSpace if none.
SpaceIndex opponentBuildingNextTo(const Position &pos, SpaceIndex s, PlayerIndex me)
{
    for (SpaceIndex n : pos.board().neighbours(s)) {
        const Building &b = pos.building(n);
        if (!b.empty() && b.owner != me)
            return n;
    }
    return kNoSpace;
}

// ===== RULES §4.3 Forced march =====
bool marchPossible(const Position &pos)
{
    return pos.player(pos.toMove()).reserve >= pos.settings().forcedMarchCost;
}

// ===== RULES §4.4 Reinforcement =====
// Stacks of the player to move next to an opponent's building: reinforcement may not go there.
SpaceSet nextToOpponentBuildings(const Position &pos, PlayerIndex me)
{
    SpaceSet near;
    for (PlayerIndex p = 0; p < pos.playerCount(); ++p)
        if (p != me)
            pos.buildingSet(p).forEach([&](SpaceIndex b) { near |= pos.board().neighbourSet(b); });
    return near;
}

template <typename Emit>
void forEachReinforcement(const Position &pos, Emit emit)
{
    const PlayerIndex me = pos.toMove();
    const RulesSettings &rs = pos.settings();
    const int most = std::min(rs.reinforcementMax, reserveTotal(pos.player(me)));
    if (most < rs.reinforcementMin)
        return;
    auto at = [&](SpaceIndex s) {
        const Stack &st = pos.stack(s);
        for (int n = rs.reinforcementMin; n <= most && st.size + n <= rs.stackLimit; ++n)
            emit(Action::reinforce(s, n));
    };
    if (pos.board().fitsSpaceSet()) {
        (pos.stackSet(me) - nextToOpponentBuildings(pos, me)).forEach(at);
        return;
    }
    for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s)
        if (pos.stack(s).owner == me && opponentBuildingNextTo(pos, s, me) == kNoSpace)
            at(s);
}

bool reinforcementPossible(const Position &pos)
{
    const PlayerIndex me = pos.toMove();
    const RulesSettings &rs = pos.settings();
    if (pos.board().fitsSpaceSet() && rs.stackLimit <= Position::kSizeSets) {
        // With sets, as every action asks: a stack with room for the fewest discs allowed, and no
        // opponent's building next to it (the buildings, fewer, looked at last).
        if (std::min(rs.reinforcementMax, reserveTotal(pos.player(me))) < rs.reinforcementMin)
            return false;
        SpaceSet room;
        for (int n = 1; n + rs.reinforcementMin <= rs.stackLimit; ++n)
            room |= pos.stacksOfSize(n);
        room &= pos.stackSet(me);
        return !room.empty() && !(room - nextToOpponentBuildings(pos, me)).empty();
    }
    bool any = false;
    forEachReinforcement(pos, [&](const Action &) { any = true; });
    return any;
}

// ===== RULES §4.2 Construct: which sites, which buildings, who pays =====
// The constructions of the player to move (boards that fit SpaceSet), payer by payer in space order:
// onSlot(payer, rank, types) for each of the six slots of Board::siteRanksNextTo(payer), `types`
// holding bit t for each building type t the payer may build on the site of that rank in
// board.sites() (none on the padding). The types allowed on each site are worked out first, once;
// then a payer's sites are a loop of six without a branch (a loop over the sites themselves
// mispredicts its end at every payer).
template <typename OnSlot>
void forEachConstructionSlot(const Position &pos, OnSlot onSlot)
{
    const Board &board = pos.board();
    const PlayerIndex me = pos.toMove();
    const PlayerState &ps = pos.player(me);
    unsigned inSupply = 0;
    for (int type = 0; type < kBuildingTypeCount; ++type)
        if (ps.supply[type] > 0)
            inSupply |= 1u << type;
    if (inSupply == 0)
        return;
    // By a site's rank in board.sites(); the slot after the last site is the padding's. What the
    // terrain allows and the supply holds, then less on the sites with a building (few).
    std::array<std::uint8_t, SpaceSet::kCapacity + 1> siteTypes;
    const std::vector<std::uint8_t> &allowed = board.siteTypesAllowed();
    for (size_t rank = 0; rank < allowed.size(); ++rank)
        siteTypes[rank] = static_cast<std::uint8_t>(allowed[rank] & inSupply);
    siteTypes[allowed.size()] = 0;
    SpaceSet built;
    for (PlayerIndex p = 0; p < pos.playerCount(); ++p)
        built |= pos.buildingSet(p);
    built.forEach([&](SpaceIndex site) {
        const Building &existing = pos.building(site);
        // Value = type + 1: ours needs a higher value, theirs at least the same.
        const int lowestType = static_cast<int>(existing.type) + (existing.owner == me ? 1 : 0);
        siteTypes[static_cast<size_t>(board.siteRank(site))] &= static_cast<std::uint8_t>(~0u << lowestType);
    });
    // Payers: the stacks next to a site, but a lone Emperor (it has no disc to give).
    const SpaceSet payers = (pos.stackSet(me) & board.nextToSiteSet()) - (pos.emperorSet() & pos.stacksOfSize(1));
    payers.forEach([&](SpaceIndex payer) {
        const Stack &st = pos.stack(payer);
        const int sacrificable = st.size - (st.emperor ? 1 : 0);
        // Types this payer can afford: cost = type + 1 <= sacrificable.
        const unsigned affordable = (1u << std::min(sacrificable, kBuildingTypeCount)) - 1u;
        for (const std::uint8_t rank : board.siteRanksNextTo(payer))
            onSlot(payer, rank, siteTypes[rank] & affordable);
    });
}

// The constructions of the player to move (boards that fit SpaceSet), in generation order: payer by
// payer, site by site, the cheapest building first.
template <typename Emit>
void forEachConstructionWithSets(const Position &pos, Emit emit)
{
    const std::vector<SpaceIndex> &sites = pos.board().sites();
    forEachConstructionSlot(pos, [&](SpaceIndex payer, std::uint8_t rank, unsigned types) {
        for (; types; types &= types - 1)
            emit(Action::construct(static_cast<BuildingType>(std::countr_zero(types)), sites[rank], payer));
    });
}

// How many constructions forEachConstructionWithSets() gives, counted without making them.
int constructionCount(const Position &pos)
{
    static_assert(kBuildingTypeCount <= 3);
    static constexpr std::array<std::uint8_t, 8> kBits{0, 1, 1, 2, 1, 2, 2, 3};
    int count = 0;
    forEachConstructionSlot(pos, [&count](SpaceIndex, std::uint8_t, unsigned types) { count += kBits[types]; });
    return count;
}

// ===== RULES §4.1 Move (continued): where every stack can go, with sets of spaces =====
// Of the stacks `enter` that the stack `mine` can reach with its last step: the ones it may enter
// (regroups and attacks), and the attacks among them; one stack at a time, for stack limits that
// the sets of stacks by size do not cover.
void enterableOneByOne(const Position &pos, const Stack &mine, const SpaceSet &enter, SpaceSet &targets,
                       SpaceSet &attacks)
{
    const int limit = pos.settings().stackLimit;
    enter.forEach([&](SpaceIndex to) {
        const Stack &other = pos.stack(to);
        if (other.owner == mine.owner) {
            if (mine.size + other.size <= limit)
                targets.insert(to);
        } else if (attackAllowed(mine, other, limit)) {
            targets.insert(to);
            attacks.insert(to);
        }
    });
}

// What one stack of the player to move can do: travel to the empty desert spaces `reach` (`travels`
// of them), and enter the stacks `targets` (regroups and attacks), the attacks among them being
// `attacks`. Its actions in generation order: a move to each space of `reach`, then one to each of
// `targets`, in space order.
struct StackReach {
    SpaceIndex from = kNoSpace;
    SpaceSet reach, targets, attacks;
    int travels = 0; // reach.size(), added up region by region
    bool any() const { return travels > 0 || !targets.empty(); }
    Action action(SpaceIndex to) const
    {
        Action a = Action::move(from, to);
        if (attacks.contains(to))
            a.kind = ActionKind::Attack;
        return a;
    }
};

// Where the stacks of the player to move can go, with bit sets of spaces (boards that fit them).
// The empty desert spaces fall into regions connected through empty desert; a stack can travel to
// every space of every region next to it, and its last step can enter any stack next to its own
// space or to one of those regions. A region is labelled the first time a stack next to it asks,
// and only once. Which stacks a stack may enter follows from its size and Emperor alone, as a set
// worked out once per generation (the stacks of each size are sets the position keeps): a few
// operations on sets instead of a branch per stack it could enter, which the processor cannot
// predict. Stack limits above Position::kSizeSets take the way of one stack at a time.
class ReachFinder {
public:
    explicit ReachFinder(const Position &pos)
        : m_pos(pos)
        , m_board(pos.board())
        , m_occupied(pos.stackSet())
        , m_emptyDesert(m_board.desertSet() - m_occupied)
        , m_own(pos.stackSet(pos.toMove()))
        , m_unlabelled(m_emptyDesert)
        , m_limit(pos.settings().stackLimit)
        , m_bySize(m_limit <= Position::kSizeSets)
    {
        if (!m_bySize)
            return;
        // Only the entries 1 to the stack limit are written, and only they are read (a stack holds
        // 1 to stackLimit discs).
        SpaceSet fewer; // the stacks of fewer than n discs
        for (int n = 1; n <= m_limit; ++n) {
            const SpaceSet &ofSize = pos.stacksOfSize(n);
            // Attacked by n discs: smaller stacks; a lone disc also takes a full stack (kamikaze);
            // with the Emperor, a stack of the same size too.
            const SpaceSet weaker = n == 1 ? pos.stacksOfSize(m_limit) : fewer;
            t_weaker[static_cast<size_t>(n)][0] = weaker;
            t_weaker[static_cast<size_t>(n)][1] = weaker | ofSize;
            // The stacks of fewer than n discs, at most n - 1, have room for limit - n + 1 more.
            t_roomFor[static_cast<size_t>(m_limit - n + 1)] = fewer;
            fewer |= ofSize;
        }
    }

    const SpaceSet &own() const { return m_own; }

    // The reach of the stack on `from` (one of the player to move); `reach` itself only when asked
    // (its count `travels` always).
    template <bool WithReach>
    StackReach of(SpaceIndex from)
    {
        StackReach r;
        r.from = from;
        const SpaceSet &around = m_board.neighbourSet(from);
        SpaceSet enter = around & m_occupied;
        SpaceSet seeds = around & m_emptyDesert;
        // One region per step: the region of the lowest seed, labelled now if no earlier stack did.
        while (!seeds.empty()) {
            const size_t k = regionOf(seeds.first());
            seeds -= m_regions[k];
            if constexpr (WithReach)
                r.reach |= m_regions[k];
            r.travels += m_sizes[k];
            enter |= m_borders[k];
        }
        enter.erase(from);
        if (enter.empty())
            return r;
        const Stack &mine = m_pos.stack(from);
        if (m_bySize && mine.size <= m_limit) {
            r.attacks = (enter - m_own) & t_weaker[mine.size][mine.emperor ? 1 : 0];
            r.targets = (enter & m_own & t_roomFor[mine.size]) | r.attacks;
        } else {
            enterableOneByOne(m_pos, mine, enter, r.targets, r.attacks);
        }
        return r;
    }

private:
    // The index of the region holding `seed` (an empty desert space), labelled if it was not.
    size_t regionOf(SpaceIndex seed)
    {
        if (m_unlabelled.contains(seed)) {
            const DesertRegion region = desertRegion(m_board, m_emptyDesert, seed);
            m_unlabelled -= region.spaces;
            const size_t k = static_cast<size_t>(m_regionCount++);
            m_regions[k] = region.spaces;
            m_borders[k] = region.touched & m_occupied;
            m_sizes[k] = region.spaces.size();
            return k;
        }
        size_t k = 0; // the first region found is usually the largest: few tests
        while (!m_regions[k].contains(seed))
            ++k;
        return k;
    }

    const Position &m_pos;
    const Board &m_board;
    const SpaceSet m_occupied, m_emptyDesert, m_own;
    SpaceSet m_unlabelled;
    const int m_limit;
    const bool m_bySize;
    // [size][Emperor]: the stacks a stack of that size (with or without its Emperor) may attack;
    // [size]: the stacks small enough to take it in a regroup. Kept on the thread like the regions
    // below: as members they were cleared at every generation, a tenth of a random action's time.
    static thread_local inline std::array<std::array<SpaceSet, 2>, Position::kSizeSets + 1> t_weaker;
    static thread_local inline std::array<SpaceSet, Position::kSizeSets + 1> t_roomFor;
    // Region k: its spaces, its size, and the stacks next to it (kept between generations on this
    // thread: no clearing, no allocation).
    static thread_local inline std::array<SpaceSet, SpaceSet::kCapacity> m_regions;
    static thread_local inline std::array<SpaceSet, SpaceSet::kCapacity> m_borders;
    static thread_local inline std::array<int, SpaceSet::kCapacity> m_sizes;
    int m_regionCount = 0;
};

// The moves and attacks of the player to move, stack by stack in space order (stacks with nothing
// to do are skipped).
template <typename OnStack>
void forEachStackReach(const Position &pos, OnStack onStack)
{
    ReachFinder finder(pos);
    finder.own().forEach([&](SpaceIndex from) {
        const StackReach r = finder.of<true>(from);
        if (r.any())
            onStack(r);
    });
}

// The moves, attacks and constructions of the player to move (boards that fit SpaceSet), in
// generation order.
template <typename Emit>
void forEachActionWithSets(const Position &pos, Emit emit)
{
    forEachStackReach(pos, [&](const StackReach &r) {
        // Every action of the stack is the same but for its destination (and kind).
        Action a = Action::move(r.from, r.from);
        r.reach.forEach([&](SpaceIndex to) {
            a.to = Action::space(to);
            emit(a);
        });
        // In space order, regroups and attacks mixed (a choice of kind, not a branch).
        r.targets.forEach([&](SpaceIndex to) {
            a.to = Action::space(to);
            a.kind = r.attacks.contains(to) ? ActionKind::Attack : ActionKind::Move;
            emit(a);
        });
    });
    forEachConstructionWithSets(pos, emit);
}

thread_local std::vector<Action> t_referenceScratch;

// ===== RULES §4.5 Passing: only without a move, attack or construction =====
// The player to move has a move, attack or construction.
bool anyAction(const Position &pos)
{
    const Board &board = pos.board();
    if (!board.fitsSpaceSet()) {
        reference::legalActions(pos, t_referenceScratch);
        return !(t_referenceScratch.size() == 1 && t_referenceScratch.front().kind == ActionKind::Pass);
    }
    // Cheap first: a stack next to an empty desert space can always move.
    SpaceSet around;
    pos.stackSet(pos.toMove()).forEach([&](SpaceIndex s) { around |= board.neighbourSet(s); });
    if (around.intersects(board.desertSet() - pos.stackSet()))
        return true;
    bool any = false;
    forEachActionWithSets(pos, [&](const Action &) { any = true; });
    return any;
}

// ===== RULES §4.1, §4.2, §4.4: why an action is refused (the checks) =====

std::optional<Rejection> checkStackOwner(const Position &pos, SpaceIndex s)
{
    const Stack &st = pos.stack(s);
    if (st.empty())
        return Rejection{RejectionCode::NoStack, s};
    if (st.owner != pos.toMove())
        return Rejection{RejectionCode::NotYourStack, s, kNoSpace, st.owner};
    return std::nullopt;
}

std::optional<Rejection> checkMoveOrAttack(const Position &pos, const Action &a)
{
    if (auto r = checkStackOwner(pos, a.from))
        return r;
    if (a.from == a.to)
        return Rejection{RejectionCode::SameSpace, a.from};
    const Terrain t = pos.board().terrain(a.to);
    if (t != Terrain::Desert)
        return Rejection{RejectionCode::DestinationNotDesert, a.from, a.to, static_cast<int>(t)};
    const Stack &mine = pos.stack(a.from);
    const Stack &target = pos.stack(a.to);
    const int limit = pos.settings().stackLimit;
    if (a.kind == ActionKind::Attack) {
        if (target.empty())
            return Rejection{RejectionCode::AttackEmptySpace, a.from, a.to};
        if (target.owner == mine.owner)
            return Rejection{RejectionCode::AttackOwnStack, a.from, a.to};
    }
    if (!reachable(pos, a.from, a.to))
        return Rejection{RejectionCode::NoPath, a.from, a.to};
    if (a.kind == ActionKind::Attack) {
        if (!attackAllowed(mine, target, limit))
            return Rejection{RejectionCode::AttackTooStrong, a.from, a.to, mine.size, target.size, mine.emperor ? 1 : 0};
    } else if (!target.empty()) {
        // check() made '-' onto an enemy stack the attack it names, so this is a regroup.
        if (mine.size + target.size > limit)
            return Rejection{RejectionCode::RegroupTooLarge, a.from, a.to, mine.size, target.size, limit};
    }
    return std::nullopt;
}

std::optional<Rejection> checkConstruct(const Position &pos, const Action &a)
{
    const Board &board = pos.board();
    const PlayerIndex me = pos.toMove();
    const Terrain t = board.terrain(a.to);
    const int type = static_cast<int>(a.building);
    if (!isConstructionSite(t))
        return Rejection{RejectionCode::NotASite, a.from, a.to, static_cast<int>(t)};
    if (!terrainAllows(t, a.building))
        return Rejection{RejectionCode::TerrainForbids, a.from, a.to, static_cast<int>(t), type};
    const Building &existing = pos.building(a.to);
    if (!existing.empty()) {
        const int old = buildingValue(existing.type);
        if (existing.owner == me && buildingValue(a.building) <= old)
            return Rejection{RejectionCode::UpgradeNotHigher, a.from, a.to, static_cast<int>(existing.type), type};
        if (existing.owner != me && buildingValue(a.building) < old)
            return Rejection{RejectionCode::ReplaceTooLow, a.from, a.to, static_cast<int>(existing.type), type,
                             existing.owner};
    }
    if (pos.player(me).supply[type] <= 0)
        return Rejection{RejectionCode::NoneInSupply, a.from, a.to, 0, type};
    if (auto r = checkStackOwner(pos, a.from))
        return r;
    if (!board.adjacent(a.from, a.to))
        return Rejection{RejectionCode::PayerNotAdjacent, a.from, a.to};
    const Stack &payer = pos.stack(a.from);
    const int sacrificable = payer.size - (payer.emperor ? 1 : 0);
    if (sacrificable < buildingCost(a.building))
        return Rejection{RejectionCode::NotEnoughDiscs, a.from, a.to, sacrificable, type};
    return std::nullopt;
}

std::optional<Rejection> checkReinforce(const Position &pos, const Action &a)
{
    const RulesSettings &rs = pos.settings();
    const PlayerState &ps = pos.player(pos.toMove());
    if (a.count < rs.reinforcementMin || a.count > rs.reinforcementMax)
        return Rejection{RejectionCode::ReinforceCount, kNoSpace, a.to, a.count, rs.reinforcementMin,
                         rs.reinforcementMax};
    if (a.count > reserveTotal(ps))
        return Rejection{RejectionCode::ReserveTooSmall, kNoSpace, kNoSpace, a.count, reserveTotal(ps)};
    if (auto r = checkStackOwner(pos, a.to))
        return r;
    const SpaceIndex near = opponentBuildingNextTo(pos, a.to, pos.toMove());
    if (near != kNoSpace)
        return Rejection{RejectionCode::ReinforceNearEnemyBuilding, a.to, near};
    const Stack &st = pos.stack(a.to);
    if (st.size + a.count > rs.stackLimit)
        return Rejection{RejectionCode::ReinforceOverLimit, a.to, kNoSpace, st.size, a.count, rs.stackLimit};
    return std::nullopt;
}

// ===== The effects of actions =====

void toReserve(Position &pos, PlayerIndex owner, int discs)
{
    pos.playerState(owner).reserve += discs;
}

// ===== RULES §4.1 and §5: an attack's effects, the Emperor taken captive =====
// The defender's discs leave the board: ordinary ones to its reserve, its Emperor captive.
void defeat(Position &pos, SpaceIndex s, PlayerIndex captor)
{
    const Stack st = pos.stack(s);
    toReserve(pos, st.owner, st.size - (st.emperor ? 1 : 0));
    if (st.emperor)
        pos.playerState(captor).captives |= static_cast<std::uint8_t>(1u << st.owner);
    pos.setStack(s, Stack{});
}

void applyAttack(Position &pos, const Action &a)
{
    const Stack mine = pos.stack(a.from);
    const PlayerIndex me = mine.owner;
    const bool kamikaze = isKamikaze(pos, a);
    defeat(pos, a.to, me);
    pos.setStack(a.from, Stack{});
    if (kamikaze) {
        if (mine.emperor)
            pos.playerState(me).emperorInReserve = true;
        else
            toReserve(pos, me, 1);
    } else {
        pos.setStack(a.to, mine);
    }
}

// ===== RULES §4.2 Construct: the building, the sacrifice, the supply =====
void applyConstruct(Position &pos, const Action &a)
{
    const PlayerIndex me = pos.toMove();
    Stack payer = pos.stack(a.from);
    const int cost = buildingCost(a.building);
    payer.size = static_cast<std::uint8_t>(payer.size - cost);
    pos.setStack(a.from, payer);
    toReserve(pos, me, cost);
    const Building old = pos.building(a.to);
    if (!old.empty())
        ++pos.playerState(old.owner).supply[static_cast<int>(old.type)];
    --pos.playerState(me).supply[static_cast<int>(a.building)];
    pos.setBuilding(a.to, Building{static_cast<std::int8_t>(me), a.building});
}

// ===== RULES §6 End of the game =====
// Victory and draw checks after an action; true when the game ended.
bool gameEnded(Position &pos)
{
    const int n = pos.playerCount();
    for (int k = 0; k < n; ++k) {
        const PlayerIndex p = (pos.toMove() + k) % n;
        if (pos.hasPalace(p) && pos.meetsPointsVictory(p)) { // the palace first: cheaper, and rarely there
            pos.setResult({ResultKind::PointsVictory, p});
            return true;
        }
    }
    const int in = pos.playersIn();
    if (in == 1) {
        for (int p = 0; p < n; ++p)
            if (!pos.isOut(p))
                pos.setResult({ResultKind::EliminationVictory, p});
        return true;
    }
    if (in == 0) {
        pos.setResult({ResultKind::DrawNoDiscs, kNoPlayer});
        return true;
    }
    return false;
}

// ===== RULES §5 Emperors: the exchange =====
// Two players holding each other's Emperor get them back.
void exchangeEmperors(Position &pos)
{
    const int n = pos.playerCount();
    unsigned held = 0; // every captive Emperor, a bit per player held
    for (int p = 0; p < n; ++p)
        held |= pos.player(p).captives;
    if ((held & (held - 1)) == 0)
        return; // an exchange needs two Emperors held: no bit or one (most positions)
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b) {
            PlayerState &pa = pos.playerState(a);
            PlayerState &pb = pos.playerState(b);
            if ((pa.captives & (1u << b)) && (pb.captives & (1u << a))) {
                pa.captives = static_cast<std::uint8_t>(pa.captives & ~(1u << b));
                pb.captives = static_cast<std::uint8_t>(pb.captives & ~(1u << a));
                pa.emperorInReserve = true;
                pb.emperorInReserve = true;
            }
        }
}

// ===== RULES §4 A turn: its phases, the no-progress count (§6), the next player =====
void endTurn(Position &pos)
{
    const int quiet = pos.turnHadProgress() ? 0 : pos.quietTurns() + 1;
    pos.setQuietTurns(quiet);
    pos.setTurnHadProgress(false);
    pos.setMarchUsed(false);
    if (quiet >= quietTurnsToDraw(pos)) {
        pos.setResult({ResultKind::DrawNoProgress, kNoPlayer});
        pos.setPhase(Phase::GameOver);
        return;
    }
    const int n = pos.playerCount();
    PlayerIndex next = pos.toMove();
    do
        next = (next + 1) % n;
    while (pos.isOut(next) && next != pos.toMove());
    pos.setToMove(next);
    pos.setPhase(Phase::FirstAction);
}

void toReinforcement(Position &pos)
{
    pos.setPhase(Phase::Reinforcement);
    if (!reinforcementPossible(pos))
        endTurn(pos);
}

// After a move, attack or construction.
void afterAction(Position &pos, Phase actionPhase)
{
    if (gameEnded(pos)) {
        pos.setPhase(Phase::GameOver);
        return;
    }
    exchangeEmperors(pos);
    if (pos.isOut(pos.toMove()))
        endTurn(pos);
    else if (actionPhase == Phase::FirstAction && marchPossible(pos))
        pos.setPhase(Phase::AfterAction);
    else
        toReinforcement(pos);
}

} // namespace

bool isKamikaze(const Position &pos, const Action &a)
{
    const Stack &mine = pos.stack(a.from);
    const Stack &target = pos.stack(a.to);
    const int limit = pos.settings().stackLimit;
    return mine.size == 1 && target.size == limit && limit > 1;
}

// ===== RULES §3 and §4: the whole list of legal actions, phase by phase (§3: the swap) =====
void legalActions(const Position &pos, std::vector<Action> &out)
{
    const PlayerIndex me = pos.toMove();
    const Phase phase = pos.phase();
    if (phase != Phase::FirstAction && phase != Phase::SecondAction)
        out.clear(); // the action phases overwrite it
    switch (phase) {
    case Phase::GameOver: return;
    case Phase::EmperorSwap: {
        out.push_back(Action::noSwap());
        const SpaceIndex emperor = pos.emperorSpace(me);
        if (emperor == kNoSpace)
            return;
        for (SpaceIndex s = 0; s < pos.board().spaceCount(); ++s)
            if (s != emperor && pos.stack(s).owner == me)
                out.push_back(Action::swap(emperor, s));
        return;
    }
    case Phase::FirstAction:
    case Phase::SecondAction: {
        if (!pos.board().fitsSpaceSet()) {
            out.clear();
            reference::legalActions(pos, out);
            return;
        }
        // Written through a pointer into a buffer large enough for any list, then copied at once.
        const int bound = pos.stackCount(me) * pos.board().spaceCount()
            + static_cast<int>(pos.board().sites().size()) * kBuildingTypeCount * 6;
        static thread_local std::vector<Action> buffer;
        if (static_cast<int>(buffer.size()) < bound)
            buffer.resize(static_cast<size_t>(bound));
        Action *end = buffer.data();
        forEachActionWithSets(pos, [&end](const Action &a) { *end++ = a; });
        // Copied at once (a memmove): out keeps its old size, so only the part beyond it is initialised
        // first (assign() or insert() into a cleared vector would copy action by action).
        const size_t count = static_cast<size_t>(end - buffer.data());
        out.resize(count);
        std::copy(buffer.data(), end, out.data());
        if (out.empty())
            out.push_back(Action::pass());
        return;
    }
    case Phase::AfterAction:
        out.push_back(Action::forcedMarch());
        forEachReinforcement(pos, [&out](const Action &a) { out.push_back(a); });
        if (out.size() == 1)
            out.push_back(Action::end());
        return;
    case Phase::Reinforcement:
        forEachReinforcement(pos, [&out](const Action &a) { out.push_back(a); });
        return;
    }
}

std::optional<Action> randomLegalAction(const Position &pos, Random &random)
{
    if (!actionPhase(pos.phase()) || !pos.board().fitsSpaceSet()) {
        thread_local std::vector<Action> legal;
        legalActions(pos, legal);
        if (legal.empty())
            return std::nullopt;
        return legal[static_cast<size_t>(random.below(legal.size()))];
    }
    // The stacks' moves and attacks are counted, not listed; the one drawn is then found in its
    // stack's sets. The constructions, which come after them as in legalActions(), are counted too
    // and listed only when one of them is drawn (about one draw in eight in random games).
    struct Counted {
        SpaceIndex from;
        int travels, enters;
    };
    static thread_local std::array<Counted, SpaceSet::kCapacity> stacks;
    ReachFinder finder(pos);
    int stackCount = 0;
    std::uint64_t count = 0;
    finder.own().forEach([&](SpaceIndex from) {
        const StackReach r = finder.of<false>(from);
        const int enters = r.targets.size();
        stacks[static_cast<size_t>(stackCount++)] = {from, r.travels, enters};
        count += static_cast<std::uint64_t>(r.travels + enters);
    });
    const auto constructions = static_cast<std::uint64_t>(constructionCount(pos));
    if (count + constructions == 0) {
        random.below(1); // the list would be the pass alone: drawn from like any list
        return Action::pass();
    }
    std::uint64_t k = random.below(count + constructions);
    if (k >= count) {
        std::uint64_t n = k - count;
        Action drawn;
        forEachConstructionWithSets(pos, [&](const Action &a) {
            if (n-- == 0)
                drawn = a;
        });
        return drawn;
    }
    for (int i = 0;; ++i) {
        const Counted &c = stacks[static_cast<size_t>(i)];
        const auto actions = static_cast<std::uint64_t>(c.travels + c.enters);
        if (k >= actions) {
            k -= actions;
            continue;
        }
        const StackReach r = finder.of<true>(c.from); // its regions are labelled already
        const int n = static_cast<int>(k);
        return r.action(n < c.travels ? r.reach.nth(n) : r.targets.nth(n - c.travels));
    }
}

std::vector<Action> legalActions(const Position &pos)
{
    std::vector<Action> out;
    legalActions(pos, out);
    return out;
}

Action canonical(const Position &pos, Action a)
{
    if (a.kind == ActionKind::Move && a.from >= 0 && a.to >= 0 && a.from < pos.board().spaceCount()
        && a.to < pos.board().spaceCount()) {
        const Stack &target = pos.stack(a.to);
        if (!target.empty() && target.owner != pos.stack(a.from).owner && pos.stack(a.from).owner == pos.toMove())
            a.kind = ActionKind::Attack;
    }
    return a;
}

namespace {
bool spacesOnBoard(const Position &pos, const Action &a)
{
    const int n = pos.board().spaceCount();
    auto ok = [n](SpaceIndex s) { return s >= 0 && s < n; };
    switch (a.kind) {
    case ActionKind::Swap:
    case ActionKind::Move:
    case ActionKind::Attack:
    case ActionKind::Construct: return ok(a.from) && ok(a.to);
    case ActionKind::Reinforce: return ok(a.to);
    default: return true;
    }
}
} // namespace

std::optional<Rejection> check(const Position &pos, const Action &action)
{
    const Phase phase = pos.phase();
    if (!spacesOnBoard(pos, action))
        return Rejection{RejectionCode::NoSuchSpace};
    const Action a = canonical(pos, action);
    if (phase == Phase::GameOver)
        return Rejection{RejectionCode::GameOver};
    const bool swapAction = a.kind == ActionKind::Swap || a.kind == ActionKind::NoSwap;
    if (phase == Phase::EmperorSwap && !swapAction)
        return Rejection{RejectionCode::SwapPhase};
    if (phase != Phase::EmperorSwap && swapAction)
        return Rejection{RejectionCode::NotSwapPhase};
    switch (a.kind) {
    case ActionKind::NoSwap: return std::nullopt;
    case ActionKind::Swap: {
        const Stack &e = pos.stack(a.from);
        if (e.owner != pos.toMove() || !e.emperor)
            return Rejection{RejectionCode::NotYourEmperor, a.from};
        if (a.to == a.from || pos.stack(a.to).owner != pos.toMove())
            return Rejection{RejectionCode::SwapTargetNotYours, a.from, a.to};
        return std::nullopt;
    }
    case ActionKind::Move:
    case ActionKind::Attack:
    case ActionKind::Construct:
        if (!actionPhase(phase))
            return Rejection{RejectionCode::NotActionPhase};
        return a.kind == ActionKind::Construct ? checkConstruct(pos, a) : checkMoveOrAttack(pos, a);
    case ActionKind::Pass:
        if (!actionPhase(phase))
            return Rejection{RejectionCode::NotActionPhase};
        if (anyAction(pos))
            return Rejection{RejectionCode::PassNotAllowed};
        return std::nullopt;
    case ActionKind::ForcedMarch:
        if (pos.marchUsed())
            return Rejection{RejectionCode::MarchAlreadyUsed};
        if (phase == Phase::AfterAction)
            return std::nullopt;
        if (phase == Phase::Reinforcement && !marchPossible(pos))
            return Rejection{RejectionCode::MarchReserveTooSmall, kNoSpace, kNoSpace,
                             pos.player(pos.toMove()).reserve, pos.settings().forcedMarchCost};
        return Rejection{RejectionCode::MarchNotNow};
    case ActionKind::Reinforce:
        if (phase != Phase::AfterAction && phase != Phase::Reinforcement)
            return Rejection{RejectionCode::ReinforceNotNow};
        return checkReinforce(pos, a);
    case ActionKind::End:
        if (phase != Phase::AfterAction)
            return Rejection{RejectionCode::EndNotNow};
        if (reinforcementPossible(pos))
            return Rejection{RejectionCode::ReinforcementPossible};
        return std::nullopt;
    }
    return Rejection{RejectionCode::GameOver};
}

Position atTurnStart(Position pos)
{
    if (pos.phase() != Phase::EmperorSwap) {
        pos.setPhase(Phase::FirstAction);
        pos.setMarchUsed(false);
        pos.setTurnHadProgress(false);
        pos.setResult(Result{});
    }
    return pos;
}

// ===== RULES §3 and §4: applying an action (the swap, §4.1 to §4.4) =====
void apply(Position &pos, const Action &action)
{
    const Phase phase = pos.phase();
    const Action a = canonical(pos, action);
    switch (a.kind) {
    case ActionKind::Swap:
    case ActionKind::NoSwap: {
        if (a.kind == ActionKind::Swap) {
            Stack e = pos.stack(a.from);
            Stack d = pos.stack(a.to);
            e.emperor = false;
            d.emperor = true;
            pos.setStack(a.from, e);
            pos.setStack(a.to, d);
        }
        const int done = pos.swapsDone() + 1;
        pos.setSwapsDone(done);
        if (done >= pos.playerCount()) {
            pos.setToMove(pos.firstPlayer());
            pos.setPhase(Phase::FirstAction);
        } else {
            pos.setToMove(swappingPlayer(pos.firstPlayer(), done, pos.playerCount()));
        }
        return;
    }
    case ActionKind::Move: {
        const Stack mine = pos.stack(a.from);
        Stack target = pos.stack(a.to);
        if (!target.empty()) {
            target.size = static_cast<std::uint8_t>(target.size + mine.size);
            target.emperor = target.emperor || mine.emperor;
        } else {
            target = mine;
        }
        pos.setStack(a.from, Stack{});
        pos.setStack(a.to, target);
        afterAction(pos, phase);
        return;
    }
    case ActionKind::Attack:
        applyAttack(pos, a);
        pos.setTurnHadProgress(true);
        afterAction(pos, phase);
        return;
    case ActionKind::Construct:
        applyConstruct(pos, a);
        pos.setTurnHadProgress(true);
        afterAction(pos, phase);
        return;
    case ActionKind::Pass: toReinforcement(pos); return;
    case ActionKind::ForcedMarch: {
        PlayerState &ps = pos.playerState(pos.toMove());
        ps.reserve -= pos.settings().forcedMarchCost;
        ps.removed += pos.settings().forcedMarchCost;
        pos.setTurnHadProgress(true);
        pos.setMarchUsed(true);
        pos.setPhase(Phase::SecondAction);
        return;
    }
    case ActionKind::Reinforce: {
        PlayerState &ps = pos.playerState(pos.toMove());
        Stack st = pos.stack(a.to);
        int ordinary = a.count;
        if (ps.emperorInReserve) {
            ps.emperorInReserve = false;
            st.emperor = true;
            --ordinary;
        }
        ps.reserve -= ordinary;
        st.size = static_cast<std::uint8_t>(st.size + a.count);
        pos.setStack(a.to, st);
        endTurn(pos);
        return;
    }
    case ActionKind::End: endTurn(pos); return;
    }
}

Position applied(const Position &pos, const Action &a)
{
    Position next = pos;
    apply(next, a);
    return next;
}

} // namespace eko::rules

// ----- Queries for an interface that shows one stack at a time -----

namespace eko::rules {

void legalActionsFrom(const Position &pos, SpaceIndex from, std::vector<Action> &out)
{
    out.clear();
    const Board &board = pos.board();
    if (from < 0 || from >= board.spaceCount())
        return;
    const PlayerIndex me = pos.toMove();
    const Stack &mine = pos.stack(from);
    if (mine.owner != me)
        return;
    if (pos.phase() == Phase::EmperorSwap) {
        if (!mine.emperor)
            return;
        for (SpaceIndex s = 0; s < board.spaceCount(); ++s)
            if (s != from && pos.stack(s).owner == me)
                out.push_back(Action::swap(from, s));
        return;
    }
    if (!actionPhase(pos.phase()))
        return;
    const int limit = pos.settings().stackLimit;
    explore(
        pos, from, [&](SpaceIndex to) { out.push_back(Action::move(from, to)); },
        [&](SpaceIndex to) {
            const Stack &other = pos.stack(to);
            if (other.owner == me) {
                if (mine.size + other.size <= limit)
                    out.push_back(Action::move(from, to));
            } else if (attackAllowed(mine, other, limit)) {
                out.push_back(Action::attack(from, to));
            }
        });
    for (SpaceIndex site : board.neighbours(from)) {
        if (!isConstructionSite(board.terrain(site)))
            continue;
        for (BuildingType b : kBuildingTypes) {
            const Action a = Action::construct(b, site, from);
            if (!check(pos, a))
                out.push_back(a);
        }
    }
}

void legalConstructionsOn(const Position &pos, SpaceIndex site, std::vector<Action> &out)
{
    out.clear();
    const Board &board = pos.board();
    if (site < 0 || site >= board.spaceCount() || !actionPhase(pos.phase())
        || !isConstructionSite(board.terrain(site)))
        return;
    for (BuildingType b : kBuildingTypes)
        for (SpaceIndex payer : board.neighbours(site)) {
            const Action a = Action::construct(b, site, payer);
            if (pos.stack(payer).owner == pos.toMove() && !check(pos, a))
                out.push_back(a);
        }
}

void legalReinforcementsOf(const Position &pos, SpaceIndex space, std::vector<Action> &out)
{
    out.clear();
    if (space < 0 || space >= pos.board().spaceCount()
        || (pos.phase() != Phase::AfterAction && pos.phase() != Phase::Reinforcement))
        return;
    const RulesSettings &rs = pos.settings();
    for (int n = rs.reinforcementMin; n <= rs.reinforcementMax; ++n) {
        const Action a = Action::reinforce(space, n);
        if (check(pos, a))
            break; // a larger count is refused for the same reason or a stricter one
        out.push_back(a);
    }
}

void legalActionsWithoutSpace(const Position &pos, std::vector<Action> &out)
{
    out.clear();
    switch (pos.phase()) {
    case Phase::GameOver:
    case Phase::Reinforcement: return;
    case Phase::EmperorSwap: out.push_back(Action::noSwap()); return;
    case Phase::FirstAction:
    case Phase::SecondAction:
        if (!anyAction(pos))
            out.push_back(Action::pass());
        return;
    case Phase::AfterAction:
        out.push_back(Action::forcedMarch());
        if (!reinforcementPossible(pos))
            out.push_back(Action::end());
        return;
    }
}

void reinforceableStacks(const Position &pos, std::vector<SpaceIndex> &out)
{
    out.clear();
    if (pos.phase() != Phase::AfterAction && pos.phase() != Phase::Reinforcement)
        return;
    forEachReinforcement(pos, [&out](const Action &a) {
        if (out.empty() || out.back() != a.to)
            out.push_back(a.to);
    });
}

int mostReinforcement(const Position &pos)
{
    int most = 0;
    if (pos.phase() == Phase::AfterAction || pos.phase() == Phase::Reinforcement)
        forEachReinforcement(pos, [&most](const Action &a) { most = std::max(most, static_cast<int>(a.count)); });
    return most;
}

bool anyLegalAction(const Position &pos)
{
    switch (pos.phase()) {
    case Phase::GameOver: return false;
    case Phase::Reinforcement: return reinforcementPossible(pos);
    default: return true; // decline the swap; an action or pass; the forced march
    }
}

} // namespace eko::rules
