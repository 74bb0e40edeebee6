// Helpers for rules tests: small hand-made boards and positions.
#pragma once

#include "core/game.h"
#include "core/rules.h"
#include "core/scenario.h"

#include <memory>
#include <string>
#include <vector>

namespace eko::testing {

// A scenario that starts from exactly `pos`: its players, rules settings and board.
inline Scenario exactScenario(const Position &pos)
{
    Scenario sc;
    sc.players = pos.playerCount();
    sc.settings = pos.settings();
    sc.board = pos.boardPtr();
    sc.position = pos;
    return sc;
}

// A board from rows of terrain letters, one row per r (from 0), one letter per q (from 0):
// '.' desert, '#' chasm, 'o' oasis, 'r' reg, 'm' mesa, 'C' capital, ' ' no space.
// Spaces are named as in the rules: "a1" is q = 0, r = 0.
inline std::shared_ptr<const Board> boardFromRows(const std::vector<std::string> &rows)
{
    std::vector<Space> spaces;
    for (int r = 0; r < static_cast<int>(rows.size()); ++r)
        for (int q = 0; q < static_cast<int>(rows[r].size()); ++q) {
            Terrain t;
            switch (rows[r][q]) {
            case '.': t = Terrain::Desert; break;
            case '#': t = Terrain::Chasm; break;
            case 'o': t = Terrain::Oasis; break;
            case 'r': t = Terrain::Reg; break;
            case 'm': t = Terrain::Mesa; break;
            case 'C': t = Terrain::Capital; break;
            default: continue;
            }
            spaces.push_back({{q, r}, t});
        }
    return std::make_shared<const Board>(std::move(spaces));
}

// An empty position in the first action phase of `toMove`, every disc in the reserves.
// Use place() to put stacks on the board (it takes the discs from the owner's reserve).
class PositionBuilder {
public:
    PositionBuilder(std::shared_ptr<const Board> board, int players = 2, RulesSettings settings = {})
        : m_pos(std::move(board), settings, players)
    {
        for (int p = 0; p < players; ++p) {
            m_pos.playerState(p).reserve = settings.discsPerPlayer - 1;
            m_pos.playerState(p).emperorInReserve = true;
        }
        m_pos.setPhase(Phase::FirstAction);
    }

    SpaceIndex at(const std::string &name) const { return m_pos.board().spaceFromName(name); }

    PositionBuilder &place(const std::string &space, int owner, int size, bool emperor = false)
    {
        PlayerState &ps = m_pos.playerState(owner);
        ps.reserve -= size - (emperor ? 1 : 0);
        if (emperor)
            ps.emperorInReserve = false;
        m_pos.setStack(at(space), Stack{static_cast<std::int8_t>(owner), static_cast<std::uint8_t>(size), emperor});
        return *this;
    }
    PositionBuilder &build(const std::string &space, int owner, BuildingType type)
    {
        --m_pos.playerState(owner).supply[static_cast<int>(type)];
        m_pos.setBuilding(at(space), Building{static_cast<std::int8_t>(owner), type});
        return *this;
    }
    // Moves `count` ordinary discs of `owner` from the reserve out of the game (as if marched away).
    PositionBuilder &remove(int owner, int count)
    {
        m_pos.playerState(owner).reserve -= count;
        m_pos.playerState(owner).removed += count;
        return *this;
    }
    // `captor` holds `owner`'s Emperor (which must be in owner's reserve).
    PositionBuilder &captive(int owner, int captor)
    {
        m_pos.playerState(owner).emperorInReserve = false;
        m_pos.playerState(captor).captives |= static_cast<std::uint8_t>(1u << owner);
        return *this;
    }
    PositionBuilder &toMove(int p)
    {
        m_pos.setToMove(p);
        return *this;
    }
    PositionBuilder &phase(Phase ph)
    {
        m_pos.setPhase(ph);
        return *this;
    }
    Position &position() { return m_pos; }
    operator const Position &() const { return m_pos; }

private:
    Position m_pos;
};

inline Action parse(const Position &pos, const std::string &text)
{
    auto a = parseNotation(text, pos.board());
    if (!a)
        return Action{ActionKind::Pass, -100, -100};
    return rules::canonical(pos, *a);
}

inline bool legal(const Position &pos, const std::string &text) { return !rules::check(pos, parse(pos, text)); }

inline bool listed(const Position &pos, const std::string &text)
{
    const Action a = parse(pos, text);
    for (const Action &b : rules::legalActions(pos))
        if (a == b)
            return true;
    return false;
}

} // namespace eko::testing
