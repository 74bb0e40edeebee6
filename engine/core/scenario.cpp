// A scenario's problems (what the loader refuses), its starting position, and the standard ones.
#include "core/scenario.h"

#include "core/random.h"
#include "core/rejection.h"
#include "core/rules.h"
#include "core/standard_boards.h"

#include <algorithm>

namespace eko {

namespace {

using C = ScenarioProblemCode;

void settingsProblems(const Scenario &sc, std::vector<ScenarioProblem> &out)
{
    const RulesSettings &s = sc.settings;
    auto need = [&out](bool ok, C code, int n1 = 0) {
        if (!ok)
            out.push_back(ScenarioProblem{code, kNoSpace, -1, n1});
    };
    need(sc.players >= kMinPlayers && sc.players <= kMaxPlayers, C::PlayerCount, sc.players);
    // The ranges of core/rules_settings.h; the reinforcement minimum also at most the maximum.
    auto inRange = [&s](int RulesSettings::*field) {
        const RulesSettingLimits &limits = rulesSettingLimits(field);
        return s.*field >= limits.minimum && s.*field <= limits.maximum;
    };
    need(inRange(&RulesSettings::discsPerPlayer), C::DiscsPerPlayer);
    need(inRange(&RulesSettings::stackLimit), C::StackLimit);
    need(s.reinforcementMin >= rulesSettingLimits(&RulesSettings::reinforcementMin).minimum
             && s.reinforcementMin <= s.reinforcementMax,
         C::ReinforcementOrder);
    need(s.reinforcementMax <= rulesSettingLimits(&RulesSettings::reinforcementMax).maximum, C::ReinforcementMax);
    need(inRange(&RulesSettings::forcedMarchCost), C::ForcedMarchCost);
    need(inRange(&RulesSettings::victoryPoints), C::VictoryPoints);
    need(inRange(&RulesSettings::drawRounds), C::DrawRounds);
    for (int t = 0; t < kBuildingTypeCount; ++t)
        need(s.buildingSupply[t] >= buildingSupplyLimits(t).minimum && s.buildingSupply[t] <= buildingSupplyLimits(t).maximum,
             C::BuildingSupply, t);
}

void positionProblems(const Scenario &sc, const Position &pos, std::vector<ScenarioProblem> &out)
{
    const Board &board = pos.board();
    const RulesSettings &rs = sc.settings;
    std::array<std::array<int, kBuildingTypeCount>, kMaxPlayers> built{};
    std::array<int, kMaxPlayers> emperors{};
    auto atSpace = [&out](C code, SpaceIndex s, int n1 = 0, int n2 = 0) {
        out.push_back(ScenarioProblem{code, s, -1, n1, n2});
    };
    for (SpaceIndex s = 0; s < board.spaceCount(); ++s) {
        const Stack &st = pos.stack(s);
        if (!st.empty()) {
            if (st.owner < 0 || st.owner >= sc.players)
                atSpace(C::StackOwner, s);
            else {
                if (board.terrain(s) != Terrain::Desert)
                    atSpace(C::StackTerrain, s, static_cast<int>(board.terrain(s)));
                if (st.size > rs.stackLimit)
                    atSpace(C::StackTooTall, s, st.size, rs.stackLimit);
                if (st.emperor)
                    ++emperors[st.owner];
            }
        }
        const Building &b = pos.building(s);
        if (!b.empty()) {
            if (b.owner < 0 || b.owner >= sc.players)
                atSpace(C::BuildingOwner, s);
            else {
                if (!terrainAllows(board.terrain(s), b.type))
                    atSpace(C::BuildingTerrain, s, static_cast<int>(b.type), static_cast<int>(board.terrain(s)));
                ++built[b.owner][static_cast<int>(b.type)];
            }
        }
    }
    for (int p = 0; p < sc.players; ++p) {
        const PlayerState &ps = pos.player(p);
        auto about = [&out, p](C code, int n1 = 0, int n2 = 0, int n3 = 0) {
            out.push_back(ScenarioProblem{code, kNoSpace, p, n1, n2, n3});
        };
        emperors[p] += (ps.emperorInReserve ? 1 : 0) + pos.discsHeldCaptive(p);
        if (emperors[p] != 1)
            about(C::EmperorCount, emperors[p]);
        if (ps.captives & (1u << p))
            about(C::OwnEmperorCaptive);
        if (ps.captives >> sc.players)
            about(C::CaptiveOfAbsentPlayer);
        if (ps.reserve < 0 || ps.removed < 0)
            about(C::NegativeCount);
        const int total = pos.discTotal(p);
        if (total != rs.discsPerPlayer)
            about(C::DiscTotal, total, rs.discsPerPlayer);
        for (int t = 0; t < kBuildingTypeCount; ++t)
            if (ps.supply[t] < 0 || ps.supply[t] + built[p][t] != rs.buildingSupply[t])
                about(C::SupplyTotal, t, ps.supply[t] + built[p][t], rs.buildingSupply[t]);
        // Positions play could never reach (RULES §3): a game already won, an exchange not made.
        if (pos.meetsPointsVictory(p))
            about(C::StartsWon, pos.victoryPoints(p), rs.victoryPoints);
        for (int q = p + 1; q < sc.players; ++q)
            if ((ps.captives & (1u << q)) && (pos.player(q).captives & (1u << p)))
                about(C::CaptivesNotExchanged, q);
    }
    if (pos.phase() == Phase::GameOver)
        out.push_back(ScenarioProblem{C::StartsGameOver});
    if (pos.toMove() < 0 || pos.toMove() >= sc.players)
        out.push_back(ScenarioProblem{C::ToMoveNotInGame});
    else if (pos.phase() != Phase::EmperorSwap && pos.isOut(pos.toMove()))
        out.push_back(ScenarioProblem{C::ToMoveIsOut});
    if (pos.playersIn() < 2 && pos.phase() != Phase::GameOver)
        out.push_back(ScenarioProblem{C::TooFewPlayersIn});
    // The turn (RULES §3, §6.3): the swap's order, and a draw count not yet reached.
    const int n = sc.players;
    if (pos.phase() == Phase::EmperorSwap) {
        if (pos.swapsDone() >= n)
            out.push_back(ScenarioProblem{C::SwapsDone, kNoSpace, -1, pos.swapsDone(), n});
        else if (pos.firstPlayer() >= 0 && pos.firstPlayer() < n && pos.swapsDone() >= 0 && pos.toMove() >= 0
                 && pos.toMove() < n) {
            const PlayerIndex swapping = rules::swappingPlayer(pos.firstPlayer(), pos.swapsDone(), n);
            if (swapping != pos.toMove())
                out.push_back(ScenarioProblem{C::SwapOutOfTurn, kNoSpace, pos.toMove(), pos.swapsDone(),
                                              pos.firstPlayer(), swapping});
        }
    }
    if (pos.quietTurns() >= rules::quietTurnsToDraw(pos))
        out.push_back(ScenarioProblem{C::QuietTurns, kNoSpace, -1, pos.quietTurns(), rules::quietTurnsToDraw(pos)});
}

} // namespace

std::vector<ScenarioProblem> scenarioProblems(const Scenario &sc)
{
    std::vector<ScenarioProblem> out;
    settingsProblems(sc, out);
    if (!sc.board || sc.board->spaceCount() == 0) {
        out.push_back(ScenarioProblem{C::NoSpaces});
        return out;
    }
    if (!out.empty())
        return out;
    if (sc.position) {
        if (sc.position->playerCount() != sc.players)
            out.push_back(ScenarioProblem{C::PositionPlayerCount});
        else
            positionProblems(sc, *sc.position, out);
    } else {
        const int deserts = sc.board->count(Terrain::Desert);
        if (sc.players * sc.settings.discsPerPlayer > deserts)
            out.push_back(ScenarioProblem{C::DiscsDoNotFit, kNoSpace, -1, sc.players * sc.settings.discsPerPlayer, deserts});
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
