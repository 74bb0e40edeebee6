#include "scenario.h"

#include "random.h"
#include "rejection.h"
#include "standard_boards.h"

#include <algorithm>

namespace eko {

namespace {

void settingsProblems(const Scenario &sc, std::vector<std::string> &out)
{
    const RulesSettings &s = sc.settings;
    auto need = [&out](bool ok, const std::string &what) {
        if (!ok)
            out.push_back(what);
    };
    need(sc.players >= kMinPlayers && sc.players <= kMaxPlayers, "players must be 2, 3 or 4, not "
                                                                     + std::to_string(sc.players));
    need(s.discsPerPlayer >= 1 && s.discsPerPlayer <= 1000, "discs per player must be from 1 to 1000");
    need(s.stackLimit >= 2 && s.stackLimit <= 100, "the stack limit must be from 2 to 100");
    need(s.reinforcementMin >= 1 && s.reinforcementMin <= s.reinforcementMax,
         "reinforcement needs 1 <= minimum <= maximum");
    need(s.reinforcementMax <= 100, "the reinforcement maximum must be at most 100");
    need(s.forcedMarchCost >= 0 && s.forcedMarchCost <= 1000, "the forced march cost must be from 0 to 1000");
    need(s.victoryPoints >= 1 && s.victoryPoints <= 10000, "the VP to win must be from 1 to 10000");
    need(s.drawRounds >= 1 && s.drawRounds <= 100000, "the rounds without progress before a draw must be from 1 to 100000");
    for (int t = 0; t < kBuildingTypeCount; ++t)
        need(s.buildingSupply[t] >= 0 && s.buildingSupply[t] <= 1000,
             std::string("the ") + std::string(buildingId(static_cast<BuildingType>(t))) + " supply must be from 0 to 1000");
}

void positionProblems(const Scenario &sc, const Position &pos, std::vector<std::string> &out)
{
    const Board &board = pos.board();
    const RulesSettings &rs = sc.settings;
    std::array<std::array<int, kBuildingTypeCount>, kMaxPlayers> built{};
    std::array<int, kMaxPlayers> emperors{};
    for (SpaceIndex s = 0; s < board.spaceCount(); ++s) {
        const std::string name = board.spaceName(s);
        const Stack &st = pos.stack(s);
        if (!st.empty()) {
            if (st.owner < 0 || st.owner >= sc.players)
                out.push_back("the stack on " + name + " belongs to no player of this game");
            else {
                if (board.terrain(s) != Terrain::Desert)
                    out.push_back("the stack on " + name + " stands on " + std::string(terrainId(board.terrain(s)))
                                  + "; stacks stand only on desert");
                if (st.size > rs.stackLimit)
                    out.push_back("the stack on " + name + " has " + std::to_string(st.size)
                                  + " discs; the stack limit is " + std::to_string(rs.stackLimit));
                if (st.emperor)
                    ++emperors[st.owner];
            }
        }
        const Building &b = pos.building(s);
        if (!b.empty()) {
            if (b.owner < 0 || b.owner >= sc.players)
                out.push_back("the building on " + name + " belongs to no player of this game");
            else {
                if (!terrainAllows(board.terrain(s), b.type))
                    out.push_back("a " + std::string(buildingId(b.type)) + " may not stand on "
                                  + std::string(terrainId(board.terrain(s))) + " (" + name + ")");
                ++built[b.owner][static_cast<int>(b.type)];
            }
        }
    }
    for (int p = 0; p < sc.players; ++p) {
        const PlayerState &ps = pos.player(p);
        const std::string who = std::string(playerColourName(p));
        emperors[p] += (ps.emperorInReserve ? 1 : 0) + pos.discsHeldCaptive(p);
        if (emperors[p] != 1)
            out.push_back(who + " has " + std::to_string(emperors[p]) + " Emperors; every player has exactly one");
        if (ps.captives & (1u << p))
            out.push_back(who + " holds their own Emperor captive");
        if (ps.captives >> sc.players)
            out.push_back(who + " holds the Emperor of a player who is not in this game");
        if (ps.reserve < 0 || ps.removed < 0)
            out.push_back(who + " has a negative reserve or removed count");
        const int total = pos.discsOnBoard(p) + ps.reserve + (ps.emperorInReserve ? 1 : 0) + pos.discsHeldCaptive(p)
            + ps.removed;
        if (total != rs.discsPerPlayer)
            out.push_back(who + " has " + std::to_string(total) + " discs in all; the settings give "
                          + std::to_string(rs.discsPerPlayer));
        for (int t = 0; t < kBuildingTypeCount; ++t)
            if (ps.supply[t] < 0 || ps.supply[t] + built[p][t] != rs.buildingSupply[t])
                out.push_back(who + "'s " + std::string(buildingId(static_cast<BuildingType>(t)))
                              + "s in supply and on the board add up to "
                              + std::to_string(ps.supply[t] + built[p][t]) + "; the settings give "
                              + std::to_string(rs.buildingSupply[t]));
    }
    if (pos.phase() == Phase::GameOver)
        out.push_back("a scenario cannot start with the game over");
    if (pos.toMove() < 0 || pos.toMove() >= sc.players)
        out.push_back("the player to move is not in this game");
    else if (pos.phase() != Phase::EmperorSwap && pos.isOut(pos.toMove()))
        out.push_back("the player to move has no disc on the board");
    if (pos.playersIn() < 2 && pos.phase() != Phase::GameOver)
        out.push_back("at least two players need discs on the board");
}

} // namespace

std::vector<std::string> scenarioProblems(const Scenario &sc)
{
    std::vector<std::string> out;
    settingsProblems(sc, out);
    if (!sc.board || sc.board->spaceCount() == 0) {
        out.push_back("the board has no spaces");
        return out;
    }
    if (!out.empty())
        return out;
    if (sc.position) {
        if (sc.position->playerCount() != sc.players)
            out.push_back("the position is for another number of players");
        else
            positionProblems(sc, *sc.position, out);
    } else {
        const int deserts = sc.board->count(Terrain::Desert);
        if (sc.players * sc.settings.discsPerPlayer > deserts)
            out.push_back(std::to_string(sc.players * sc.settings.discsPerPlayer)
                          + " discs do not fit on " + std::to_string(deserts) + " desert spaces");
    }
    return out;
}

Position startingPosition(const Scenario &sc, std::uint64_t seed)
{
    if (sc.position)
        return *sc.position;
    Position pos(sc.board, sc.settings, sc.players);
    Random random(seed);
    std::vector<SpaceIndex> deserts;
    for (SpaceIndex s = 0; s < sc.board->spaceCount(); ++s)
        if (sc.board->terrain(s) == Terrain::Desert)
            deserts.push_back(s);
    for (size_t i = deserts.size(); i > 1; --i)
        std::swap(deserts[i - 1], deserts[random.below(i)]);
    size_t next = 0;
    for (int p = 0; p < sc.players; ++p)
        for (int d = 0; d < sc.settings.discsPerPlayer; ++d)
            pos.setStack(deserts[next++], Stack{static_cast<std::int8_t>(p), 1, d == 0});
    const PlayerIndex first = static_cast<PlayerIndex>(random.below(sc.players));
    pos.setFirstPlayer(first);
    pos.setToMove(first);
    pos.setPhase(Phase::EmperorSwap);
    return pos;
}

Scenario standardScenario(int players)
{
    Scenario sc;
    sc.name = "Standard " + std::to_string(players) + "-player board";
    sc.players = players;
    sc.board = std::make_shared<const Board>(standardBoard(players));
    return sc;
}

} // namespace eko
