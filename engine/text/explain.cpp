// Translated texts for the engine's words; the English source texts follow eko::describe().
#include "text/explain.h"

#include "core/rules.h"

namespace eko::text {

namespace {

// Resolves the English "(s)" plural marker of an untranslated %n text ("1 disc(s)" -> "1 disc",
// "3 disc(s)" -> "3 discs"); a translation with real plural forms has no marker and is unchanged.
QString resolvePlural(QString text, int n)
{
    return text.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
}

QString terrainFromNumber(int t)
{
    return t >= 0 && t < kTerrainCount ? terrainName(static_cast<Terrain>(t)) : QStringLiteral("?");
}

QString buildingFromNumber(int b)
{
    return b >= 0 && b < kBuildingTypeCount ? buildingName(static_cast<BuildingType>(b)) : QStringLiteral("?");
}

bool onBoard(const Board &board, SpaceIndex s) { return s >= 0 && s < board.spaceCount(); }

} // namespace

QString spaceName(const Board &board, SpaceIndex space)
{
    return onBoard(board, space) ? QString::fromStdString(board.spaceName(space)) : QStringLiteral("?");
}

QString discCount(int count)
{
    if (count == 0)
        //: No disc, e.g. in "Reserve: 0 discs". Its own text because Qt gives some languages' zero the
        //: singular form (Brazilian Portuguese: "0 discos", not "0 disco").
        return Explain::tr("0 discs");
    //: A number of discs (the game pieces), e.g. "1 disc", "3 discs".
    return resolvePlural(Explain::tr("%n disc(s)", nullptr, count), count);
}

QString buildingCount(BuildingType building, int count)
{
    if (count == 0) {
        switch (building) {
        //: No village, e.g. in "Building supply: 0 villages, 1 tower, 0 castles" (zero has its own text, as for
        //: discs).
        case BuildingType::Village: return Explain::tr("0 villages");
        //: No tower, e.g. in "Building supply: 0 villages, 0 towers, 1 castle".
        case BuildingType::Tower: return Explain::tr("0 towers");
        //: No castle, e.g. in "Building supply: 2 villages, 1 tower, 0 castles".
        case BuildingType::Castle: return Explain::tr("0 castles");
        }
    }
    switch (building) {
    //: A number of villages, e.g. "1 village", "5 villages".
    case BuildingType::Village: return resolvePlural(Explain::tr("%n village(s)", nullptr, count), count);
    //: A number of towers, e.g. "1 tower", "3 towers".
    case BuildingType::Tower: return resolvePlural(Explain::tr("%n tower(s)", nullptr, count), count);
    //: A number of castles, e.g. "1 castle", "3 castles".
    case BuildingType::Castle: return resolvePlural(Explain::tr("%n castle(s)", nullptr, count), count);
    }
    return QString::number(count);
}

QString terrainName(Terrain terrain)
{
    switch (terrain) {
    //: Terrain of a space, inside a sentence (lower case where the language allows).
    case Terrain::Desert: return Explain::tr("desert");
    //: Terrain: impassable space.
    case Terrain::Chasm: return Explain::tr("chasm");
    //: Terrain: construction site for a village.
    case Terrain::Oasis: return Explain::tr("oasis");
    //: Terrain: stony plain, a construction site for a village or tower (GLOSSARY: reg).
    case Terrain::Reg: return Explain::tr("reg");
    //: Terrain: table mountain, a construction site for a tower or castle.
    case Terrain::Mesa: return Explain::tr("mesa");
    //: Terrain: construction site for any building; a building on it is a palace.
    case Terrain::Capital: return Explain::tr("capital");
    }
    return QStringLiteral("?");
}

QString buildingName(BuildingType building)
{
    switch (building) {
    //: Building (1 VP), inside a sentence.
    case BuildingType::Village: return Explain::tr("village");
    //: Building (2 VP), inside a sentence.
    case BuildingType::Tower: return Explain::tr("tower");
    //: Building (3 VP), inside a sentence.
    case BuildingType::Castle: return Explain::tr("castle");
    }
    return QStringLiteral("?");
}

QString colourName(int seat)
{
    switch (seat) {
    //: Player colour inside a sentence, e.g. "the stack on c4 is red's".
    case 0: return Explain::tr("red");
    //: Player colour inside a sentence.
    case 1: return Explain::tr("blue");
    //: Player colour inside a sentence.
    case 2: return Explain::tr("yellow");
    //: Player colour inside a sentence.
    case 3: return Explain::tr("green");
    default: break;
    }
    //: Owner of something that belongs to no player.
    return Explain::tr("nobody");
}

QString colourTitle(int seat)
{
    switch (seat) {
    //: Player colour as a label or at the start of a sentence.
    case 0: return Explain::tr("Red");
    //: Player colour as a label or at the start of a sentence.
    case 1: return Explain::tr("Blue");
    //: Player colour as a label or at the start of a sentence.
    case 2: return Explain::tr("Yellow");
    //: Player colour as a label or at the start of a sentence.
    case 3: return Explain::tr("Green");
    default: break;
    }
    //: Owner of something that belongs to no player, as a label.
    return Explain::tr("Nobody");
}

QString playerLabel(int seat, const QString &name)
{
    if (name.trimmed().isEmpty())
        return colourTitle(seat);
    //: A player: %1 colour (e.g. "Red"), %2 the player's name.
    return Explain::tr("%1 (%2)").arg(colourTitle(seat), name);
}

QString unknownRejection()
{
    //: Fallback for a refusal the interface has no text for.
    return Explain::tr("Illegal action.");
}

QString explainRejection(const Rejection &r, const Board &board)
{
    const QString a = spaceName(board, r.a);
    const QString b = spaceName(board, r.b);
    switch (r.code) {
    case RejectionCode::GameOver: return Explain::tr("The game is over.");
    case RejectionCode::NoSuchSpace: return Explain::tr("That space is not on the board.");
    case RejectionCode::SwapPhase:
        return Explain::tr("The Emperor swap comes first: swap your Emperor with one of your discs, or decline.");
    case RejectionCode::NotSwapPhase: return Explain::tr("The Emperor swap is over.");
    case RejectionCode::NotActionPhase:
        return Explain::tr("Your action is over: a forced march or the reinforcement phase comes next.");
    //: %1 is a space name such as c4.
    case RejectionCode::NotYourEmperor: return Explain::tr("Your Emperor is not on %1.").arg(a);
    case RejectionCode::SwapTargetNotYours:
        //: %1 is a space name such as c4.
        return Explain::tr("%1 holds no other disc of yours to swap with your Emperor.").arg(b);
    case RejectionCode::NoStack: return Explain::tr("There is no stack on %1.").arg(a);
    case RejectionCode::NotYourStack:
        //: %1 is a space, %2 the owner's colour in lower case ("blue").
        return Explain::tr("The stack on %1 is %2's, not yours.").arg(a, colourName(r.n1));
    case RejectionCode::SameSpace: return Explain::tr("A stack must leave its space: %1 is where it stands.").arg(a);
    case RejectionCode::DestinationNotDesert:
        //: %1 is a space, %2 its terrain ("chasm", "oasis", ...).
        return Explain::tr("Stacks stand only on desert; %1 is %2.").arg(b, terrainFromNumber(r.n1));
    case RejectionCode::NoPath:
        return Explain::tr("No path of empty desert spaces leads from %1 to %2.").arg(a, b);
    case RejectionCode::RegroupTooLarge:
        //: %1, %2 and %3 are disc counts ("2 discs"), %4 the stack limit (a number).
        return Explain::tr("Regrouping %1 with %2 would make %3; a stack holds at most %4.")
            .arg(discCount(r.n1), discCount(r.n2), discCount(r.n1 + r.n2), QString::number(r.n3));
    case RejectionCode::AttackOwnStack: return Explain::tr("You may not attack your own stack on %1.").arg(b);
    case RejectionCode::AttackEmptySpace: return Explain::tr("There is no stack to attack on %1.").arg(b);
    case RejectionCode::AttackTooStrong:
        if (r.n3)
            //: %1 is a disc count ("3 discs"), %2 a number of discs.
            return Explain::tr("The target stack has %1; yours has %2 with your Emperor.")
                .arg(discCount(r.n2), QString::number(r.n1));
        //: %1 is a disc count ("3 discs"), %2 a number of discs.
        return Explain::tr("The target stack has %1; yours has %2 and no Emperor.")
            .arg(discCount(r.n2), QString::number(r.n1));
    case RejectionCode::NotASite:
        //: %1 is a space, %2 its terrain.
        return Explain::tr("%1 is %2, not a construction site.").arg(b, terrainFromNumber(r.n1));
    case RejectionCode::TerrainForbids:
        //: %1 is a building ("tower"), %2 a terrain ("oasis"), %3 the space.
        return Explain::tr("A %1 may not be built on %2 (%3).").arg(buildingFromNumber(r.n2), terrainFromNumber(r.n1), b);
    case RejectionCode::NoneInSupply:
        //: %1 is a building ("castle").
        return Explain::tr("Your building supply holds no %1.").arg(buildingFromNumber(r.n2));
    case RejectionCode::PayerNotAdjacent:
        //: %1 is the space of the paying stack, %2 the construction site.
        return Explain::tr("Your stack on %1 is not next to %2.").arg(a, b);
    case RejectionCode::NotEnoughDiscs: {
        const QString cost = r.n2 >= 0 && r.n2 < kBuildingTypeCount
            ? discCount(buildingCost(static_cast<BuildingType>(r.n2)))
            : QStringLiteral("?");
        //: %1 is a building, %2 its cost ("2 discs"), %3 a space, %4 a number of discs.
        return Explain::tr("A %1 costs %2; the stack on %3 can sacrifice only %4 (the Emperor is never sacrificed).")
            .arg(buildingFromNumber(r.n2), cost, a, QString::number(r.n1));
    }
    case RejectionCode::UpgradeNotHigher:
        //: %1 is your building, %2 the space, %3 the building you tried to construct.
        return Explain::tr("Your %1 on %2 can only be replaced by a building of higher value, not a %3.")
            .arg(buildingFromNumber(r.n1), b, buildingFromNumber(r.n2));
    case RejectionCode::ReplaceTooLow:
        //: %1 is the owner's colour in lower case ("blue"), %2 their building, %3 the space,
        //: %4 the building you tried to construct.
        return Explain::tr("%1's %2 on %3 can only be replaced by a building of at least the same value, not a %4.")
            .arg(colourName(r.n3), buildingFromNumber(r.n1), b, buildingFromNumber(r.n2));
    case RejectionCode::MarchNotNow: return Explain::tr("A forced march may only follow your turn's first action.");
    case RejectionCode::MarchAlreadyUsed: return Explain::tr("Only one forced march is allowed per turn.");
    case RejectionCode::MarchReserveTooSmall:
        //: %1 is the cost ("3 discs"), %2 the number of discs in your reserve.
        return Explain::tr("A forced march costs %1 from your reserve (not the Emperor); you have %2.")
            .arg(discCount(r.n2), QString::number(r.n1));
    case RejectionCode::ReinforceNotNow: return Explain::tr("Reinforcement comes after your action.");
    case RejectionCode::ReinforceCount:
        //: %1 is the smallest number of discs, %2 the largest ("3 discs"), %3 the number asked for.
        return Explain::tr("Reinforce with %1 to %2, not %3.")
            .arg(QString::number(r.n2), discCount(r.n3), QString::number(r.n1));
    case RejectionCode::ReserveTooSmall:
        //: %1 is the discs in your reserve ("2 discs"), %2 the number asked for.
        return Explain::tr("Your reserve holds %1, fewer than %2.").arg(discCount(r.n2), QString::number(r.n1));
    case RejectionCode::ReinforceNearEnemyBuilding:
        //: %1 is your stack's space, %2 the space of the opponent's building.
        return Explain::tr("The stack on %1 is next to an opponent's building on %2 and may not be reinforced.")
            .arg(a, b);
    case RejectionCode::ReinforceOverLimit:
        //: %1 is a space, %2 the stack's size ("3 discs"), %3 the discs to add, %4 the stack limit.
        return Explain::tr("The stack on %1 has %2; adding %3 would exceed %4.")
            .arg(a, discCount(r.n1), QString::number(r.n2), QString::number(r.n3));
    case RejectionCode::EndNotNow:
        //: "end" is the notation word for declining the forced march; keep it as it is.
        return Explain::tr("\"end\" only declines a forced march when no reinforcement is possible.");
    case RejectionCode::ReinforcementPossible: return Explain::tr("A reinforcement is possible, so it must be made.");
    case RejectionCode::PassNotAllowed: return Explain::tr("You have a legal action, so you may not pass.");
    case RejectionCode::RecordFull:
        //: %n: the most actions a game record (and a saved game) holds on this board, e.g. 50000.
        return resolvePlural(Explain::tr("The game record is full: a game on this board holds at most %n action(s), "
                                         "so no further action can be played.",
                                         nullptr, r.n1),
                             r.n1);
    }
    return unknownRejection();
}

QString explainScenarioProblem(const ScenarioProblem &p, const Board *board)
{
    const QString space = board ? spaceName(*board, p.space) : QStringLiteral("?");
    const QString who = colourName(p.player);
    switch (p.code) {
    case ScenarioProblemCode::PlayerCount:
        //: Scenario problem; %1 is the number of players the file asks for.
        return Explain::tr("players must be 2, 3 or 4, not %1").arg(p.n1);
    case ScenarioProblemCode::DiscsPerPlayer:
        //: Scenario problem about the rules settings.
        return Explain::tr("discs per player must be from 1 to 1000");
    case ScenarioProblemCode::StackLimit:
        //: Scenario problem about the rules settings.
        return Explain::tr("the stack limit must be from 2 to 100");
    case ScenarioProblemCode::ReinforcementOrder:
        //: Scenario problem: the smallest and largest reinforcement (numbers of discs) are out of order.
        return Explain::tr("reinforcement needs 1 <= minimum <= maximum");
    case ScenarioProblemCode::ReinforcementMax:
        //: Scenario problem: the largest reinforcement (a number of discs) is too large.
        return Explain::tr("the reinforcement maximum must be at most 100");
    case ScenarioProblemCode::ForcedMarchCost:
        //: Scenario problem: the cost of a forced march (in discs) is out of range.
        return Explain::tr("the forced march cost must be from 0 to 1000");
    case ScenarioProblemCode::VictoryPoints:
        //: Scenario problem: the victory points needed to win are out of range.
        return Explain::tr("the VP to win must be from 1 to 10000");
    case ScenarioProblemCode::DrawRounds:
        //: Scenario problem: the number of rounds without attack, construction or forced march that ends
        //: the game in a draw is out of range.
        return Explain::tr("the rounds without progress before a draw must be from 1 to 100000");
    case ScenarioProblemCode::BuildingSupply:
        switch (p.n1) {
        //: Scenario problem: the building supply setting for villages is out of range.
        case 0: return Explain::tr("the village supply must be from 0 to 1000");
        //: Scenario problem: the building supply setting for towers is out of range.
        case 1: return Explain::tr("the tower supply must be from 0 to 1000");
        //: Scenario problem: the building supply setting for castles is out of range.
        case 2: return Explain::tr("the castle supply must be from 0 to 1000");
        default: break;
        }
        return QString::fromStdString(describe(p, board)); // not a building type: never from the engine
    case ScenarioProblemCode::NoSpaces:
        //: Scenario problem.
        return Explain::tr("the board has no spaces");
    case ScenarioProblemCode::DiscsDoNotFit:
        //: Scenario problem (random setup): %n is the number of discs to place, %1 the number of desert spaces.
        return resolvePlural(Explain::tr("%n disc(s) do not fit on %1 desert spaces", nullptr, p.n1), p.n1).arg(p.n2);
    case ScenarioProblemCode::PositionPlayerCount:
        //: Scenario problem: the starting position has another number of players than the scenario.
        return Explain::tr("the position is for another number of players");
    case ScenarioProblemCode::StackOwner:
        //: Scenario problem; %1 is a space such as c4.
        return Explain::tr("the stack on %1 belongs to no player of this game").arg(space);
    case ScenarioProblemCode::StackTerrain:
        //: Scenario problem; %1 is a space, %2 its terrain ("oasis", "chasm", ...).
        return Explain::tr("the stack on %1 stands on %2; stacks stand only on desert").arg(space, terrainFromNumber(p.n1));
    case ScenarioProblemCode::StackTooTall:
        //: Scenario problem; %1 is a space, %n the stack's number of discs, %2 the stack limit (a number).
        return resolvePlural(Explain::tr("the stack on %1 has %n disc(s); the stack limit is %2", nullptr, p.n1), p.n1)
            .arg(space, QString::number(p.n2));
    case ScenarioProblemCode::BuildingOwner:
        //: Scenario problem; %1 is a space such as c4.
        return Explain::tr("the building on %1 belongs to no player of this game").arg(space);
    case ScenarioProblemCode::BuildingTerrain:
        //: Scenario problem; %1 is a building ("tower"), %2 a terrain ("oasis"), %3 the space.
        return Explain::tr("a %1 may not stand on %2 (%3)").arg(buildingFromNumber(p.n1), terrainFromNumber(p.n2), space);
    case ScenarioProblemCode::EmperorCount:
        //: Scenario problem; %1 is a player's colour in lower case ("blue"), %n their number of Emperors.
        return resolvePlural(Explain::tr("%1 has %n Emperor(s); every player has exactly one", nullptr, p.n1), p.n1)
            .arg(who);
    case ScenarioProblemCode::OwnEmperorCaptive:
        //: Scenario problem; %1 is a player's colour in lower case ("blue").
        return Explain::tr("%1 holds their own Emperor captive").arg(who);
    case ScenarioProblemCode::CaptiveOfAbsentPlayer:
        //: Scenario problem; %1 is a player's colour in lower case ("blue").
        return Explain::tr("%1 holds the Emperor of a player who is not in this game").arg(who);
    case ScenarioProblemCode::NegativeCount:
        //: Scenario problem; %1 is a player's colour in lower case. "removed": discs that have left the game.
        return Explain::tr("%1 has a negative reserve or removed count").arg(who);
    case ScenarioProblemCode::DiscTotal:
        //: Scenario problem; %1 is a player's colour in lower case, %n their discs counted everywhere
        //: (board, reserve, captive, removed), %2 the discs per player of the settings.
        return resolvePlural(Explain::tr("%1 has %n disc(s) in all; the settings give %2", nullptr, p.n1), p.n1)
            .arg(who, QString::number(p.n2));
    case ScenarioProblemCode::SupplyTotal: {
        const QString sum = QString::number(p.n2);
        const QString setting = QString::number(p.n3);
        switch (p.n1) {
        case 0:
            //: Scenario problem; %1 is a player's colour in lower case, %2 the villages in their building supply
            //: and on the board, %3 the villages the settings give each player.
            return Explain::tr("%1's villages in supply and on the board add up to %2; the settings give %3")
                .arg(who, sum, setting);
        case 1:
            //: Scenario problem; %1 is a player's colour in lower case, %2 the towers in their building supply
            //: and on the board, %3 the towers the settings give each player.
            return Explain::tr("%1's towers in supply and on the board add up to %2; the settings give %3")
                .arg(who, sum, setting);
        case 2:
            //: Scenario problem; %1 is a player's colour in lower case, %2 the castles in their building supply
            //: and on the board, %3 the castles the settings give each player.
            return Explain::tr("%1's castles in supply and on the board add up to %2; the settings give %3")
                .arg(who, sum, setting);
        default: break;
        }
        return QString::fromStdString(describe(p, board)); // not a building type: never from the engine
    }
    case ScenarioProblemCode::StartsGameOver:
        //: Scenario problem: the starting position is a finished game.
        return Explain::tr("a scenario cannot start with the game over");
    case ScenarioProblemCode::ToMoveNotInGame:
        //: Scenario problem about the starting position.
        return Explain::tr("the player to move is not in this game");
    case ScenarioProblemCode::ToMoveIsOut:
        //: Scenario problem about the starting position.
        return Explain::tr("the player to move has no disc on the board");
    case ScenarioProblemCode::TooFewPlayersIn:
        //: Scenario problem about the starting position.
        return Explain::tr("at least two players need discs on the board");
    case ScenarioProblemCode::StartsWon:
        //: Scenario problem; %1 is a player's colour in lower case ("blue"), %2 their victory points (VP),
        //: %3 the VP needed to win. A palace is a building on a capital space.
        return Explain::tr("%1 already has %2 VP of the %3 needed and a palace: the game would be won before it "
                           "starts")
            .arg(who, QString::number(p.n1), QString::number(p.n2));
    case ScenarioProblemCode::CaptivesNotExchanged:
        //: Scenario problem; %1 and %2 are players' colours in lower case ("red", "blue"). RULES §5 is the
        //: rule of the Emperor exchange; keep "§5".
        return Explain::tr("%1 and %2 hold each other's Emperor; play would have exchanged them (RULES §5)")
            .arg(who, colourName(p.n1));
    }
    //: Fallback for a scenario problem the interface has no text for.
    return Explain::tr("the scenario cannot be played");
}

QString phaseName(Phase phase)
{
    switch (phase) {
    //: Name of the setup phase (GLOSSARY: Emperor swap).
    case Phase::EmperorSwap: return Explain::tr("Emperor swap");
    //: Name of the phase of the turn's action.
    case Phase::FirstAction: return Explain::tr("Action phase");
    //: Name of the phase after the first action: the player may take a forced march or reinforce.
    case Phase::AfterAction: return Explain::tr("Forced march or reinforcement");
    //: Name of the phase of the extra action bought by the forced march.
    case Phase::SecondAction: return Explain::tr("Action phase (forced march)");
    //: Name of the phase (GLOSSARY: reinforcement phase).
    case Phase::Reinforcement: return Explain::tr("Reinforcement phase");
    //: Name of the phase after the game has ended.
    case Phase::GameOver: return Explain::tr("Game over");
    }
    return QStringLiteral("?");
}

QString resultText(const Result &result, const QStringList &names, const RulesSettings &settings)
{
    const QString winner = playerLabel(result.winner, result.winner >= 0 && result.winner < names.size()
                                                          ? names.at(result.winner)
                                                          : QString());
    switch (result.kind) {
    //: Result while the game is still being played.
    case ResultKind::None: return Explain::tr("The game goes on.");
    //: %1 is a player ("Blue (Bo)"); victory by points (12 VP and a palace).
    case ResultKind::PointsVictory: return Explain::tr("%1 wins by points.").arg(winner);
    //: %1 is a player; every other player has no disc on the board.
    case ResultKind::EliminationVictory: return Explain::tr("%1 wins by elimination.").arg(winner);
    case ResultKind::DrawNoDiscs: return Explain::tr("Draw: no player has a disc on the board.");
    case ResultKind::DrawNoProgress:
        //: %n is the number of rounds (a round: every player still in takes one turn).
        return resolvePlural(Explain::tr("Draw: %n round(s) in a row without an attack, construction or forced march.",
                                         nullptr, settings.drawRounds),
                             settings.drawRounds);
    }
    return QStringLiteral("?");
}

QString actionDescription(const Action &action, const Position &before)
{
    const Board &board = before.board();
    const QString from = spaceName(board, action.from);
    const QString to = spaceName(board, action.to);
    const bool toOnBoard = onBoard(board, action.to);
    const bool fromOnBoard = onBoard(board, action.from);
    switch (action.kind) {
    case ActionKind::Swap:
        //: Menu entry / tool tip for the Emperor swap; %1 and %2 are spaces.
        return Explain::tr("Swap your Emperor on %1 with your disc on %2").arg(from, to);
    //: Menu entry / tool tip: declining the Emperor swap.
    case ActionKind::NoSwap: return Explain::tr("Decline the Emperor swap");
    case ActionKind::Move:
        if (toOnBoard && fromOnBoard && !before.stack(action.to).empty())
            //: Menu entry / tool tip for a regroup; %1 and %2 are spaces.
            return Explain::tr("Regroup the stack on %1 with your stack on %2").arg(from, to);
        //: Menu entry / tool tip for a simple move; "move" is the verb. %1 and %2 are spaces.
        return Explain::tr("Move the stack on %1 to %2").arg(from, to);
    case ActionKind::Attack:
        if (toOnBoard && fromOnBoard && rules::isKamikaze(before, action))
            //: Menu entry / tool tip for a kamikaze attack; %1 the attacking disc's space, %2 the target's.
            return Explain::tr("Kamikaze: the disc on %1 attacks the stack on %2").arg(from, to);
        //: Menu entry / tool tip for an attack; %1 the attacker's space, %2 the target's.
        return Explain::tr("Attack the stack on %2 with the stack on %1").arg(from, to);
    case ActionKind::Construct: {
        const QString building = buildingName(action.building);
        const Building existing = toOnBoard ? before.building(action.to) : Building{};
        if (!existing.empty() && existing.owner == before.toMove())
            //: Menu entry / tool tip; %1 your building now, %2 the site, %3 the new building,
            //: %4 the space of the stack that pays.
            return Explain::tr("Upgrade your %1 on %2 to a %3 with the stack on %4")
                .arg(buildingName(existing.type), to, building, from);
        if (!existing.empty())
            //: Menu entry / tool tip; %1 the owner's colour in lower case, %2 their building,
            //: %3 the site, %4 your new building, %5 the space of the stack that pays.
            return Explain::tr("Replace %1's %2 on %3 with a %4, paid by the stack on %5")
                .arg(colourName(existing.owner), buildingName(existing.type), to, building, from);
        //: Menu entry / tool tip; %1 the building, %2 the site, %3 the space of the stack that pays.
        return Explain::tr("Construct a %1 on %2 with the stack on %3").arg(building, to, from);
    }
    case ActionKind::ForcedMarch:
        //: Menu entry / tool tip; %1 is the cost ("3 discs").
        return Explain::tr("Forced march (%1 from your reserve leave the game)")
            .arg(discCount(before.settings().forcedMarchCost));
    case ActionKind::Reinforce:
        //: Menu entry / tool tip; %1 is a space, %n the number of discs.
        return resolvePlural(Explain::tr("Reinforce %1 with %n disc(s)", nullptr, action.count), action.count).arg(to);
    //: Menu entry / tool tip: decline the forced march when no reinforcement is possible.
    case ActionKind::End: return Explain::tr("End the turn without reinforcement");
    //: Menu entry / tool tip: the player has no legal action (GLOSSARY: pass).
    case ActionKind::Pass: return Explain::tr("Pass (no legal action)");
    }
    return QStringLiteral("?");
}

} // namespace eko::text
