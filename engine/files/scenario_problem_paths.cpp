// Matching the engine's scenario problems to the JSON fields they are about, by their codes.
#include "files/scenario_problem_paths.h"

#include "files/file_names.h"
#include "files/json_reader.h"

namespace eko::files {

namespace {

QString buildingKey(int type)
{
    if (type < 0 || type >= kBuildingTypeCount)
        return {};
    const std::string_view id = buildingId(static_cast<BuildingType>(type));
    return QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size()));
}

// The field of the settings or the position a problem without a space or player is about; empty if none.
const char *fieldOf(ScenarioProblemCode code)
{
    using C = ScenarioProblemCode;
    switch (code) {
    case C::PlayerCount: return "players";
    case C::DiscsPerPlayer: return "rules.discsPerPlayer";
    case C::StackLimit: return "rules.stackLimit";
    case C::ReinforcementOrder: return "rules.reinforcementMin";
    case C::ReinforcementMax: return "rules.reinforcementMax";
    case C::ForcedMarchCost: return "rules.forcedMarchCost";
    case C::VictoryPoints: return "rules.victoryPoints";
    case C::DrawRounds: return "rules.drawRounds";
    case C::BuildingSupply: return "rules.buildingSupply";
    case C::NoSpaces:
    case C::DiscsDoNotFit: return "board";
    case C::PositionPlayerCount: return "position.players";
    case C::StartsGameOver: return "position.phase";
    case C::ToMoveNotInGame:
    case C::ToMoveIsOut: return "position.toMove";
    case C::TooFewPlayersIn: return "position.stacks";
    case C::SwapsDone: return "position.swapsDone";
    case C::SwapOutOfTurn: return "position.toMove";
    case C::QuietTurns: return "position.quietTurns";
    default: return nullptr;
    }
}

// The path of the player a problem is about: position.players.blue, or a field of it.
QString playerPath(const ScenarioProblem &problem, const ScenarioPaths &paths)
{
    if (problem.player < 0 || problem.player >= kMaxPlayers)
        return {};
    const QString player
        = fieldPath(fieldPath(paths.root, QStringLiteral("position.players")), colourId(problem.player));
    switch (problem.code) {
    case ScenarioProblemCode::SwapOutOfTurn: return {}; // about the player to move: position.toMove
    case ScenarioProblemCode::OwnEmperorCaptive:
    case ScenarioProblemCode::CaptiveOfAbsentPlayer:
    case ScenarioProblemCode::CaptivesNotExchanged: return fieldPath(player, QStringLiteral("captives"));
    case ScenarioProblemCode::SupplyTotal: {
        const QString building = buildingKey(problem.n1);
        return building.isEmpty() ? player : fieldPath(fieldPath(player, QStringLiteral("supply")), building);
    }
    default: return player;
    }
}

} // namespace

QString pathOfScenarioProblem(const ScenarioProblem &problem, const ScenarioPaths &paths)
{
    using C = ScenarioProblemCode;
    if (paths.hasPosition) {
        switch (problem.code) {
        case C::StackOwner:
        case C::StackTerrain:
        case C::StackTooTall:
            if (paths.stacks.contains(problem.space))
                return paths.stacks.value(problem.space);
            break;
        case C::BuildingOwner:
        case C::BuildingTerrain:
            if (paths.buildings.contains(problem.space))
                return paths.buildings.value(problem.space);
            break;
        default: break;
        }
        const QString player = playerPath(problem, paths);
        if (!player.isEmpty())
            return player;
    }
    if (const char *field = fieldOf(problem.code)) {
        const QString path = fieldPath(paths.root, QLatin1String(field));
        if (problem.code != C::BuildingSupply)
            return path;
        const QString building = buildingKey(problem.n1);
        return building.isEmpty() ? path : fieldPath(path, building);
    }
    return paths.hasPosition ? fieldPath(paths.root, QStringLiteral("position")) : paths.root;
}

} // namespace eko::files
