// A position: everything on and beside the board at one moment of a game.
#pragma once

#include "core/board.h"
#include "core/rules_settings.h"

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace eko {

using PlayerIndex = int;          // seat: 0 red, 1 blue, 2 yellow, 3 green
inline constexpr PlayerIndex kNoPlayer = -1;

struct Stack {
    std::int8_t owner = kNoPlayer;  // kNoPlayer: the space holds no stack
    std::uint8_t size = 0;          // discs, Emperor included
    bool emperor = false;           // the owner's Emperor is in this stack
    bool empty() const { return owner == kNoPlayer; }
    friend bool operator==(const Stack &, const Stack &) = default;
};

struct Building {
    std::int8_t owner = kNoPlayer;  // kNoPlayer: no building
    BuildingType type = BuildingType::Village;
    bool empty() const { return owner == kNoPlayer; }
    friend bool operator==(const Building &, const Building &) = default;
};

struct PlayerState {
    int reserve = 0;                // discs in reserve, Emperor excluded
    bool emperorInReserve = false;
    std::array<int, kBuildingTypeCount> supply{};
    std::uint8_t captives = 0;      // bit p set: holds player p's Emperor
    int removed = 0;                // discs removed from the game by forced marches
    friend bool operator==(const PlayerState &, const PlayerState &) = default;
};

enum class Phase : std::uint8_t {
    EmperorSwap,    // setup: the player to move may swap their Emperor or decline
    FirstAction,    // the turn's action
    AfterAction,    // forced march, or reinforcement (declining the march)
    SecondAction,   // the action bought by the forced march
    Reinforcement,  // reinforcement only
    GameOver,
};

enum class ResultKind : std::uint8_t { None, PointsVictory, EliminationVictory, DrawNoDiscs, DrawNoProgress };

struct Result {
    ResultKind kind = ResultKind::None;
    PlayerIndex winner = kNoPlayer;
    friend bool operator==(const Result &, const Result &) = default;
};

class Position {
public:
    Position() = default;
    Position(std::shared_ptr<const Board> board, RulesSettings settings, int players);

    const Board &board() const { return *m_board; }
    const std::shared_ptr<const Board> &boardPtr() const { return m_board; }
    const RulesSettings &settings() const { return m_settings; }
    int playerCount() const { return m_playerCount; }

    const Stack &stack(SpaceIndex s) const { return m_stacks[s]; }
    const Building &building(SpaceIndex s) const { return m_buildings[s]; }
    const PlayerState &player(PlayerIndex p) const { return m_players[p]; }

    Phase phase() const { return m_phase; }
    PlayerIndex toMove() const { return m_toMove; }
    PlayerIndex firstPlayer() const { return m_firstPlayer; }
    // Emperor swap: how many players have already swapped or declined.
    int swapsDone() const { return m_swapsDone; }
    // Turns in a row with no attack, construction or forced march (RULES §6.3).
    int quietTurns() const { return m_quietTurns; }
    // The current turn so far holds an attack, construction or forced march.
    bool turnHadProgress() const { return m_turnHadProgress; }
    // The forced march has been used this turn.
    bool marchUsed() const { return m_marchUsed; }
    const Result &result() const { return m_result; }
    bool gameOver() const { return m_phase == Phase::GameOver; }

    // Derived counts, kept up to date by setStack() and setBuilding().
    int discsOnBoard(PlayerIndex p) const { return m_discCounts[p]; }
    int stackCount(PlayerIndex p) const { return m_stackCounts[p]; }
    bool isOut(PlayerIndex p) const { return stackCount(p) == 0; }
    int playersIn() const;
    int victoryPoints(PlayerIndex p) const;
    int buildingPoints(PlayerIndex p) const { return m_buildingPoints[p]; }
    int palaceCount(PlayerIndex p) const { return m_palaceCounts[p]; }
    bool hasPalace(PlayerIndex p) const { return palaceCount(p) > 0; }
    // The condition of the victory by points (RULES §6.1): enough VP and a palace.
    bool meetsPointsVictory(PlayerIndex p) const { return victoryPoints(p) >= m_settings.victoryPoints && hasPalace(p); }
    // Where p's Emperor is: on the board (its space), else kNoSpace.
    SpaceIndex emperorSpace(PlayerIndex p) const;
    // Who holds p's Emperor captive, kNoPlayer if nobody.
    PlayerIndex emperorCaptor(PlayerIndex p) const;
    // Discs of p held captive by anybody (0 or 1).
    int discsHeldCaptive(PlayerIndex p) const { return emperorCaptor(p) == kNoPlayer ? 0 : 1; }
    // Every disc of p wherever it is (RULES §1): on the board, in reserve (the Emperor too), held
    // captive, removed from the game by forced marches.
    int discTotal(PlayerIndex p) const;
    // The disc invariant of the rules: discTotal(p) == discs per player.
    bool discsAccountedFor(PlayerIndex p) const { return discTotal(p) == m_settings.discsPerPlayer; }
    bool invariantHolds() const;

    // Bit sets of spaces, kept only when board().fitsSpaceSet() (else empty): every stack, the
    // stacks of p, the stacks holding an Emperor, the buildings of p.
    const SpaceSet &stackSet() const { return m_stackSet; }
    const SpaceSet &stackSet(PlayerIndex p) const { return m_playerStackSets[p]; }
    const SpaceSet &emperorSet() const { return m_emperorSet; }
    const SpaceSet &buildingSet(PlayerIndex p) const { return m_buildingSets[p]; }
    // The stacks of exactly n discs, whoever owns them, for n up to kSizeSets (larger ones are in
    // no such set); kept, like the sets above, only when board().fitsSpaceSet().
    static constexpr int kSizeSets = 8;
    const SpaceSet &stacksOfSize(int n) const { return m_sizeSets[static_cast<size_t>(n)]; }

    // Mutators, used by setup, the rules and file loading. They keep the stack counts right.
    void setStack(SpaceIndex s, Stack stack);
    void setBuilding(SpaceIndex s, Building b);
    PlayerState &playerState(PlayerIndex p) { return m_players[p]; }
    void setPhase(Phase phase) { m_phase = phase; }
    void setToMove(PlayerIndex p) { m_toMove = static_cast<std::int8_t>(p); }
    void setFirstPlayer(PlayerIndex p) { m_firstPlayer = static_cast<std::int8_t>(p); }
    void setSwapsDone(int n) { m_swapsDone = static_cast<std::int8_t>(n); }
    void setQuietTurns(int n) { m_quietTurns = n; }
    void setTurnHadProgress(bool b) { m_turnHadProgress = b; }
    void setMarchUsed(bool b) { m_marchUsed = b; }
    void setResult(Result r) { m_result = r; }

    // This position on another board, with other settings or another number of players; everything
    // else (the turn, the result, each remaining player's reserve, supply and captives) as it is.
    // `oldIndex` gives each space of `board` its index here (kNoSpace: a new space), or is null for
    // the same spaces. Pieces of players from `players` on leave the board, captives of them are let
    // go; a new player has nothing but the settings' building supply; the player to move, the first
    // player and the swaps done stay within the players.
    Position rebased(std::shared_ptr<const Board> board, const RulesSettings &settings, int players,
                     const std::vector<SpaceIndex> *oldIndex = nullptr) const;

    // Same board, settings and contents.
    friend bool operator==(const Position &a, const Position &b);

private:
    std::shared_ptr<const Board> m_board;
    RulesSettings m_settings;
    std::vector<Stack> m_stacks;
    std::vector<Building> m_buildings;
    std::array<PlayerState, kMaxPlayers> m_players{};
    std::array<int, kMaxPlayers> m_stackCounts{};
    std::array<int, kMaxPlayers> m_discCounts{};
    std::array<int, kMaxPlayers> m_buildingPoints{};
    std::array<int, kMaxPlayers> m_palaceCounts{};
    SpaceSet m_stackSet, m_emperorSet;
    std::array<SpaceSet, kMaxPlayers> m_playerStackSets{};
    std::array<SpaceSet, kMaxPlayers> m_buildingSets{};
    std::array<SpaceSet, kSizeSets + 1> m_sizeSets{};
    int m_quietTurns = 0;
    Result m_result;
    std::int8_t m_playerCount = 0;
    std::int8_t m_toMove = 0;
    std::int8_t m_firstPlayer = 0;
    std::int8_t m_swapsDone = 0;
    Phase m_phase = Phase::FirstAction;
    bool m_turnHadProgress = false;
    bool m_marchUsed = false;
};

} // namespace eko
