// The table of the engine's source texts. The macros below mark them for lupdate, which reads this
// file for engine/text's translations; the core itself stays free of Qt.
#include "core/source_texts.h"

#include "core/terrain.h"

#define QT_TRANSLATE_NOOP(context, text) text
#define QT_TRANSLATE_N_NOOP(context, text) text

namespace eko {

namespace {

using A = TextArg;
using R = RejectionCode;
using P = ScenarioProblemCode;
using W = ScenarioWarningCode;
using E = EditRejectionCode;

// One row per text: the code, a variant where one code has several texts (see variantOf), the text.
struct RejectionRow {
    R code;
    int variant;
    SourceText text;
};

struct ProblemRow {
    P code;
    int variant;
    SourceText text;
};

struct WarningRow {
    W code;
    int variant;
    SourceText text;
};

struct EditRejectionRow {
    E code;
    SourceText text;
};

// clang-format off
const RejectionRow kRejections[] = {
    {R::GameOver, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "The game is over.")}},
    {R::NoSuchSpace, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "That space is not on the board.")}},
    {R::SwapPhase, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "The Emperor swap comes first: swap your Emperor with one of your discs, or decline.")}},
    {R::NotSwapPhase, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "The Emperor swap is over.")}},
    {R::NotActionPhase, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "Your action is over: a forced march or the reinforcement phase comes next.")}},
    //: %1 is a space name such as c4.
    {R::NotYourEmperor, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "Your Emperor is not on %1."), {A::SpaceA}}},
    //: %1 is a space name such as c4.
    {R::SwapTargetNotYours, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "%1 holds no other disc of yours to swap with your Emperor."), {A::SpaceB}}},
    {R::NoStack, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "There is no stack on %1."), {A::SpaceA}}},
    //: %1 is a space, %2 the owner's colour in lower case ("blue").
    {R::NotYourStack, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "The stack on %1 is %2's, not yours."),
        {A::SpaceA, A::Colour1}}},
    {R::SameSpace, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "A stack must leave its space: %1 is where it stands."),
        {A::SpaceA}}},
    //: %1 is a space, %2 its terrain ("chasm", "oasis", ...).
    {R::DestinationNotDesert, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "Stacks stand only on desert; %1 is %2."),
        {A::SpaceB, A::Terrain1}}},
    {R::NoPath, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "No path of empty desert spaces leads from %1 to %2."),
        {A::SpaceA, A::SpaceB}}},
    //: %1, %2 and %3 are disc counts ("2 discs"), %4 the stack limit (a number).
    {R::RegroupTooLarge, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "Regrouping %1 with %2 would make %3; a stack holds at most %4."),
        {A::Discs1, A::Discs2, A::DiscsSum12, A::Number3}}},
    {R::AttackOwnStack, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "You may not attack your own stack on %1."),
        {A::SpaceB}}},
    {R::AttackEmptySpace, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "There is no stack to attack on %1."),
        {A::SpaceB}}},
    //: A refused attack on a larger stack (the Emperor would not help); %1 is a disc count
    //: ("3 discs"), %2 the number of discs of the attacking stack, fewer.
    {R::AttackTooStrong, 1, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "The target stack has %1; yours has only %2."), {A::Discs2, A::Number1}}},
    //: A refused attack on a stack of the same size, which only a stack with its Emperor may
    //: attack; %1 is a disc count ("3 discs"), %2 the same number.
    {R::AttackTooStrong, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "The target stack has %1; yours has %2 and no Emperor."), {A::Discs2, A::Number1}}},
    //: %1 is a space, %2 its terrain.
    {R::NotASite, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "%1 is %2, not a construction site."),
        {A::SpaceB, A::Terrain1}}},
    //: %1 is a building ("tower"), %2 a terrain ("oasis"), %3 the space.
    {R::TerrainForbids, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "A %1 may not be built on %2 (%3)."),
        {A::Building2, A::Terrain1, A::SpaceB}}},
    //: %1 is a building ("castle").
    {R::NoneInSupply, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "Your building supply holds no %1."),
        {A::Building2}}},
    //: %1 is the space of the paying stack, %2 the construction site.
    {R::PayerNotAdjacent, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "Your stack on %1 is not next to %2."),
        {A::SpaceA, A::SpaceB}}},
    //: Refusal of a click on a construction site; %1 is the site.
    {R::NoStackNextToSite, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "None of your stacks stands next to %1."),
        {A::SpaceB}}},
    //: %1 is a building, %2 its cost ("2 discs"), %3 a space, %4 a number of discs.
    {R::NotEnoughDiscs, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "A %1 costs %2; the stack on %3 can sacrifice only %4 (the Emperor is never sacrificed)."),
        {A::Building2, A::CostOfBuilding2, A::SpaceA, A::Number1}}},
    //: %1 is your building, %2 the space, %3 the building you tried to construct.
    {R::UpgradeNotHigher, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "Your %1 on %2 can only be replaced by a building of higher value, not a %3."),
        {A::Building1, A::SpaceB, A::Building2}}},
    //: %1 is the owner's colour in lower case ("blue"), %2 their building, %3 the space,
    //: %4 the building you tried to construct.
    {R::ReplaceTooLow, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "%1's %2 on %3 can only be replaced by a building of at least the same value, not a %4."),
        {A::Colour3, A::Building1, A::SpaceB, A::Building2}}},
    {R::MarchNotNow, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "A forced march may only follow your turn's first action.")}},
    {R::MarchAlreadyUsed, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "Only one forced march is allowed per turn.")}},
    //: %1 is the cost ("3 discs"), %2 the number of discs in your reserve.
    {R::MarchReserveTooSmall, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "A forced march costs %1 from your reserve (not the Emperor); you have %2."), {A::Discs2, A::Number1}}},
    {R::ReinforceNotNow, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "Reinforcement comes after your action.")}},
    //: %1 is the smallest number of discs, %2 the largest ("3 discs"), %3 the number asked for.
    {R::ReinforceCount, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "Reinforce with %1 to %2, not %3."),
        {A::Number2, A::Discs3, A::Number1}}},
    //: %1 is the discs in your reserve ("2 discs"), %2 the number asked for.
    {R::ReserveTooSmall, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "Your reserve holds %1, fewer than %2."),
        {A::Discs2, A::Number1}}},
    //: %1 is your stack's space, %2 the space of the opponent's building.
    {R::ReinforceNearEnemyBuilding, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "The stack on %1 is next to an opponent's building on %2 and may not be reinforced."),
        {A::SpaceA, A::SpaceB}}},
    //: %1 is a space, %2 the stack's size ("3 discs"), %3 the discs to add, %4 the stack limit.
    {R::ReinforceOverLimit, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "The stack on %1 has %2; adding %3 would exceed %4."),
        {A::SpaceA, A::Discs1, A::Number2, A::Number3}}},
    //: "end" is the notation word for declining the forced march; keep it as it is.
    {R::EndNotNow, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "\"end\" only declines a forced march when no reinforcement is possible.")}},
    {R::ReinforcementPossible, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "A reinforcement is possible, so it must be made.")}},
    {R::PassNotAllowed, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "You have a legal action, so you may not pass.")}},
    //: %n: the most actions a game record (and a saved game) holds on this board, e.g. 50000.
    {R::RecordFull, 0, {QT_TRANSLATE_N_NOOP("eko::text::Explain",
        "The game record is full: a game on this board holds at most %n action(s), so no further action can be played."),
        {}, true}},
};

//: Fallback for a refusal the interface has no text for.
const SourceText kUnknownRejection{QT_TRANSLATE_NOOP("eko::text::Explain", "Illegal action.")};

const ProblemRow kProblems[] = {
    //: Scenario problem; %1 is the number of players the file asks for.
    {P::PlayerCount, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "players must be 2, 3 or 4, not %1"), {A::Number1}}},
    //: Scenario problem about the rules settings.
    {P::DiscsPerPlayer, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "discs per player must be from 1 to 1000")}},
    //: Scenario problem about the rules settings.
    {P::StackLimit, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "the stack limit must be from 2 to 100")}},
    //: Scenario problem: the smallest and largest reinforcement (numbers of discs) are out of order.
    {P::ReinforcementOrder, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "reinforcement needs 1 <= minimum <= maximum")}},
    //: Scenario problem: the largest reinforcement (a number of discs) is too large.
    {P::ReinforcementMax, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "the reinforcement maximum must be at most 100")}},
    //: Scenario problem: the cost of a forced march (in discs) is out of range.
    {P::ForcedMarchCost, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "the forced march cost must be from 0 to 1000")}},
    //: Scenario problem: the victory points needed to win are out of range.
    {P::VictoryPoints, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "the VP to win must be from 1 to 10000")}},
    //: Scenario problem: the number of rounds without attack, construction or forced march that ends
    //: the game in a draw is out of range.
    {P::DrawRounds, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "the rounds without progress before a draw must be from 1 to 100000")}},
    //: Scenario problem: the building supply setting for villages is out of range.
    {P::BuildingSupply, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "the village supply must be from 0 to 1000")}},
    //: Scenario problem: the building supply setting for towers is out of range.
    {P::BuildingSupply, 1, {QT_TRANSLATE_NOOP("eko::text::Explain", "the tower supply must be from 0 to 1000")}},
    //: Scenario problem: the building supply setting for castles is out of range.
    {P::BuildingSupply, 2, {QT_TRANSLATE_NOOP("eko::text::Explain", "the castle supply must be from 0 to 1000")}},
    //: Scenario problem.
    {P::NoSpaces, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "the board has no spaces")}},
    //: Scenario problem (random setup): %n is the number of discs to place, %1 the number of desert spaces.
    {P::DiscsDoNotFit, 0, {QT_TRANSLATE_N_NOOP("eko::text::Explain", "%n disc(s) do not fit on %1 desert spaces"),
        {A::Number2}, true}},
    //: Scenario problem: the starting position has another number of players than the scenario.
    {P::PositionPlayerCount, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "the position is for another number of players")}},
    //: Scenario problem; %1 is a space such as c4.
    {P::StackOwner, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "the stack on %1 belongs to no player of this game"),
        {A::Space}}},
    //: Scenario problem; %1 is a space, %2 its terrain ("oasis", "chasm", ...).
    {P::StackTerrain, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "the stack on %1 stands on %2; stacks stand only on desert"), {A::Space, A::Terrain1}}},
    //: Scenario problem; %1 is a space, %n the stack's number of discs, %2 the stack limit (a number).
    {P::StackTooTall, 0, {QT_TRANSLATE_N_NOOP("eko::text::Explain",
        "the stack on %1 has %n disc(s); the stack limit is %2"), {A::Space, A::Number2}, true}},
    //: Scenario problem; %1 is a space such as c4.
    {P::BuildingOwner, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "the building on %1 belongs to no player of this game"), {A::Space}}},
    //: Scenario problem; %1 is a building ("tower"), %2 a terrain ("oasis"), %3 the space.
    {P::BuildingTerrain, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "a %1 may not stand on %2 (%3)"),
        {A::Building1, A::Terrain2, A::Space}}},
    //: Scenario problem; %1 is a player's colour in lower case ("blue"), %n their number of Emperors.
    {P::EmperorCount, 0, {QT_TRANSLATE_N_NOOP("eko::text::Explain",
        "%1 has %n Emperor(s); every player has exactly one"), {A::ColourPlayer}, true}},
    //: Scenario problem; %1 is a player's colour in lower case ("blue").
    {P::OwnEmperorCaptive, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "%1 holds their own Emperor captive"),
        {A::ColourPlayer}}},
    //: Scenario problem; %1 is a player's colour in lower case ("blue").
    {P::CaptiveOfAbsentPlayer, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "%1 holds the Emperor of a player who is not in this game"), {A::ColourPlayer}}},
    //: Scenario problem; %1 is a player's colour in lower case. "removed": discs that have left the game.
    {P::NegativeCount, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "%1 has a negative reserve or removed count"),
        {A::ColourPlayer}}},
    //: Scenario problem; %1 is a player's colour in lower case, %n their discs counted everywhere
    //: (board, reserve, captive, removed), %2 the discs per player of the settings.
    {P::DiscTotal, 0, {QT_TRANSLATE_N_NOOP("eko::text::Explain", "%1 has %n disc(s) in all; the settings give %2"),
        {A::ColourPlayer, A::Number2}, true}},
    //: Scenario problem; %1 is a player's colour in lower case, %2 the villages in their building supply
    //: and on the board, %3 the villages the settings give each player.
    {P::SupplyTotal, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "%1's villages in supply and on the board add up to %2; the settings give %3"),
        {A::ColourPlayer, A::Number2, A::Number3}}},
    //: Scenario problem; %1 is a player's colour in lower case, %2 the towers in their building supply
    //: and on the board, %3 the towers the settings give each player.
    {P::SupplyTotal, 1, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "%1's towers in supply and on the board add up to %2; the settings give %3"),
        {A::ColourPlayer, A::Number2, A::Number3}}},
    //: Scenario problem; %1 is a player's colour in lower case, %2 the castles in their building supply
    //: and on the board, %3 the castles the settings give each player.
    {P::SupplyTotal, 2, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "%1's castles in supply and on the board add up to %2; the settings give %3"),
        {A::ColourPlayer, A::Number2, A::Number3}}},
    //: Scenario problem: the starting position is a finished game.
    {P::StartsGameOver, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "a scenario cannot start with the game over")}},
    //: Scenario problem about the starting position.
    {P::ToMoveNotInGame, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "the player to move is not in this game")}},
    //: Scenario problem about the starting position.
    {P::ToMoveIsOut, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "the player to move has no disc on the board")}},
    //: Scenario problem about the starting position.
    {P::TooFewPlayersIn, 0, {QT_TRANSLATE_NOOP("eko::text::Explain", "at least two players need discs on the board")}},
    //: Scenario problem; %1 is a player's colour in lower case ("blue"), %2 their victory points (VP),
    //: %3 the VP needed to win. A palace is a building on a capital space.
    {P::StartsWon, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "%1 already has %2 VP of the %3 needed and a palace: the game would be won before it starts"),
        {A::ColourPlayer, A::Number1, A::Number2}}},
    //: Scenario problem; %1 and %2 are players' colours in lower case ("red", "blue"). RULES §5 is the
    //: rule of the Emperor exchange; keep "§5".
    {P::CaptivesNotExchanged, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "%1 and %2 hold each other's Emperor; play would have exchanged them (RULES §5)"),
        {A::ColourPlayer, A::Colour1}}},
    //: Scenario problem; %1 is the number of players. The position is in the Emperor swap, but every
    //: player has swapped already.
    {P::SwapsDone, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "in the Emperor swap, fewer than %1 players have swapped"), {A::Number2}}},
    //: Scenario problem; %1 is the first player's colour in lower case ("blue"), %n the swaps done
    //: (players who have swapped or declined), %2 the colour whose Emperor swap it is, %3 the colour
    //: given as to move.
    {P::SwapOutOfTurn, 0, {QT_TRANSLATE_N_NOOP("eko::text::Explain",
        "%1 moves first, so after %n swap(s) the Emperor swap is %2's, not %3's"),
        {A::Colour2, A::Colour3, A::ColourPlayer}, true}},
    //: Scenario problem; %n is the turns in a row without attack, construction or forced march, %1
    //: the number of such turns that ends the game in a draw.
    {P::QuietTurns, 0, {QT_TRANSLATE_N_NOOP("eko::text::Explain",
        "%n turn(s) without progress: the game would already be drawn (a draw comes at %1)"),
        {A::Number2}, true}},
};

//: Fallback for a scenario problem the interface has no text for.
const SourceText kUnknownProblem{QT_TRANSLATE_NOOP("eko::text::Explain", "the scenario cannot be played")};

// Warnings: a scenario that can be played but may not be what its author meant.
const WarningRow kWarnings[] = {
    //: Scenario warning; %n is the number of capitals on the board, %1 the number of players, %2 that
    //: number minus one (the capitals of a standard board).
    {W::CapitalCount, 0, {QT_TRANSLATE_N_NOOP("eko::text::Explain",
        "the board has %n capital(s); a board for %1 players usually has %2"), {A::Number2, A::Number3}, true}},
    //: Scenario warning; %1 is a construction site such as c4, %n the desert spaces next to it (0 or 1).
    {W::SiteFewDeserts, 0, {QT_TRANSLATE_N_NOOP("eko::text::Explain",
        "the construction site %1 is next to %n desert space(s); a site should touch at least two"),
        {A::Space}, true}},
    //: Scenario warning; %1 is a desert space such as c4, %n the number of desert spaces joined to it.
    {W::DesertNotConnected, 0, {QT_TRANSLATE_N_NOOP("eko::text::Explain",
        "the desert around %1 (%n space(s)) is cut off from the rest of the desert"), {A::Space}, true}},
    //: Scenario warning; %1 is a player's colour in lower case ("blue").
    {W::NoLegalAction, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "%1 has no legal action at the start of their turn"), {A::ColourPlayer}}},
    //: Scenario warning; %1 is a player's colour in lower case ("blue"). "out": eliminated.
    {W::NoLegalAction, 1, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "%1 has no disc on the board and is out from the start"), {A::ColourPlayer}}},
    //: Scenario warning; %1 is a player's colour in lower case, %2 and %3 numbers of discs ("9 discs").
    //: In play: on the board, in reserve, or their Emperor held captive; the rest was removed by forced marches.
    {W::UnequalDiscs, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "%1 has %2 in play, fewer than another player (%3): forced marches removed more of theirs"),
        {A::ColourPlayer, A::Discs1, A::Discs2}}},
    //: Scenario warning; %1 is a player's colour in lower case. Boxed in: no stack of theirs can take a step.
    {W::StacksBoxedIn, 0, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "every stack of %1 is boxed in: none can move, regroup or attack"), {A::ColourPlayer}}},
};

//: Fallback for a scenario warning the interface has no text for.
const SourceText kUnknownWarning{QT_TRANSLATE_NOOP("eko::text::Explain", "the scenario may not play as expected")};
// The scenario editor's refusals. Where the rules name the same thing, the same sentence.
const EditRejectionRow kEditRejections[] = {
    //: Scenario editor; "Exact position" is the name of a setup in its Game panel.
    {E::NotExactPosition, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "Stacks and buildings belong to an exact position: choose \"Exact position\" as the setup in the Game panel first.")}},
    //: Scenario editor: a click beside the board.
    {E::NotASpace, {QT_TRANSLATE_NOOP("eko::text::Explain", "Click a space of the board.")}},
    //: Scenario editor; %1 is the most spaces of a board, %2 how far from the centre a space may be.
    {E::BoardFull, {QT_TRANSLATE_NOOP("eko::text::Explain",
        "The board cannot grow any further: a scenario holds at most %1 spaces, within %2 steps of the centre."),
        {A::Number1, A::Number2}}},
    //: %1 is a space, %2 its terrain ("chasm", "oasis", ...).
    {E::StackTerrain, {QT_TRANSLATE_NOOP("eko::text::Explain", "Stacks stand only on desert; %1 is %2."),
        {A::Space, A::Terrain1}}},
    //: Scenario editor; %1 is a space name such as c4.
    {E::SpaceTaken, {QT_TRANSLATE_NOOP("eko::text::Explain", "%1 already holds a stack."), {A::Space}}},
    //: Scenario editor: the Emperor tool was used on a space without a stack.
    {E::NoStackForEmperor, {QT_TRANSLATE_NOOP("eko::text::Explain", "Choose a stack to hold the Emperor.")}},
    //: %1 is a building ("tower"), %2 a terrain ("oasis"), %3 the space.
    {E::BuildingTerrain, {QT_TRANSLATE_NOOP("eko::text::Explain", "A %1 may not be built on %2 (%3)."),
        {A::Building1, A::Terrain2, A::Space}}},
    //: Scenario editor; %1 is a player's colour in lower case ("blue").
    {E::ReserveTooSmall, {QT_TRANSLATE_NOOP("eko::text::Explain", "Not enough discs in %1's reserve."),
        {A::ColourPlayer}}},
    //: Scenario editor; %1 is a building ("tower"), %2 a player's colour in lower case ("blue").
    {E::SupplyTooSmall, {QT_TRANSLATE_NOOP("eko::text::Explain", "No %1 is left in %2's building supply."),
        {A::Building1, A::ColourPlayer}}},
};

//: Fallback for a refusal of the scenario editor the interface has no text for.
const SourceText kUnknownEditRejection{QT_TRANSLATE_NOOP("eko::text::Explain", "This edit is not possible.")};
// clang-format on

// Which of a code's texts fits the parameters (0 for codes with one text).
// A refused attack names the Emperor only where it would have helped: on a stack of the same size.
int variantOf(const Rejection &r) { return r.code == R::AttackTooStrong ? (r.n1 < r.n2 ? 1 : 0) : 0; }

int variantOf(const ScenarioProblem &p)
{
    return p.code == P::BuildingSupply || p.code == P::SupplyTotal ? p.n1 : 0;
}

int variantOf(const ScenarioWarning &w) { return w.code == W::NoLegalAction ? w.n1 : 0; }

std::string discs(int n) { return fillIn("%n disc(s)", {}, n); }

std::string buildings(int type, int n)
{
    if (type < 0 || type >= kBuildingTypeCount)
        return "?";
    return std::to_string(n) + " " + std::string(buildingId(static_cast<BuildingType>(type))) + (n == 1 ? "" : "s");
}

std::string building(int type)
{
    return type >= 0 && type < kBuildingTypeCount ? std::string(buildingId(static_cast<BuildingType>(type))) : "?";
}

std::string terrain(int t)
{
    return t >= 0 && t < kTerrainCount ? std::string(terrainId(static_cast<Terrain>(t))) : "?";
}

std::string englishArg(TextArg arg, const TextValues &v, const Board *board)
{
    auto space = [board](SpaceIndex s) {
        return board && s >= 0 && s < board->spaceCount() ? board->spaceName(s) : std::string("?");
    };
    switch (arg) {
    case A::None: break;
    case A::SpaceA: return space(v.a);
    case A::SpaceB: return space(v.b);
    case A::Space: return space(v.space);
    case A::Colour1: return playerColourName(v.n1);
    case A::Colour2: return playerColourName(v.n2);
    case A::Colour3: return playerColourName(v.n3);
    case A::ColourPlayer: return playerColourName(v.player);
    case A::Discs1: return discs(v.n1);
    case A::Discs2: return discs(v.n2);
    case A::Discs3: return discs(v.n3);
    case A::DiscsSum12: return discs(v.n1 + v.n2);
    case A::CostOfBuilding2:
        return v.n2 >= 0 && v.n2 < kBuildingTypeCount ? discs(buildingCost(static_cast<BuildingType>(v.n2))) : "?";
    case A::Number1: return std::to_string(v.n1);
    case A::Number2: return std::to_string(v.n2);
    case A::Number3: return std::to_string(v.n3);
    case A::Building1: return building(v.n1);
    case A::Building2: return building(v.n2);
    case A::Terrain1: return terrain(v.n1);
    case A::Terrain2: return terrain(v.n2);
    case A::Buildings2Of1: return buildings(v.n1, v.n2);
    case A::Buildings3Of1: return buildings(v.n1, v.n3);
    }
    return "?";
}

} // namespace

std::string describeText(const SourceText &text, const TextValues &values, const Board *board)
{
    std::vector<std::string> args;
    for (TextArg arg : text.args)
        if (arg != TextArg::None)
            args.push_back(englishArg(arg, values, board));
    return fillIn(text.text, args, text.counted ? values.n1 : 0);
}

TextValues textValues(const Rejection &r) { return {r.a, r.b, kNoSpace, -1, r.n1, r.n2, r.n3}; }

TextValues textValues(const ScenarioProblem &p) { return {kNoSpace, kNoSpace, p.space, p.player, p.n1, p.n2, p.n3}; }

TextValues textValues(const ScenarioWarning &w) { return {kNoSpace, kNoSpace, w.space, w.player, w.n1, w.n2, w.n3}; }

TextValues textValues(const EditRejection &r) { return {kNoSpace, kNoSpace, r.space, r.player, r.n1, r.n2, 0}; }

const SourceText &sourceText(const Rejection &r)
{
    const int variant = variantOf(r);
    for (const RejectionRow &row : kRejections)
        if (row.code == r.code && row.variant == variant)
            return row.text;
    return kUnknownRejection;
}

const SourceText &sourceText(const ScenarioProblem &p)
{
    const int variant = variantOf(p);
    for (const ProblemRow &row : kProblems)
        if (row.code == p.code && row.variant == variant)
            return row.text;
    return kUnknownProblem;
}

const SourceText &sourceText(const ScenarioWarning &w)
{
    const int variant = variantOf(w);
    for (const WarningRow &row : kWarnings)
        if (row.code == w.code && row.variant == variant)
            return row.text;
    return kUnknownWarning;
}

const SourceText &sourceText(const EditRejection &r)
{
    for (const EditRejectionRow &row : kEditRejections)
        if (row.code == r.code)
            return row.text;
    return kUnknownEditRejection;
}

const SourceText &unknownRejectionText() { return kUnknownRejection; }

const SourceText &unknownScenarioProblemText() { return kUnknownProblem; }

const SourceText &unknownScenarioWarningText() { return kUnknownWarning; }

const SourceText &unknownEditRejectionText() { return kUnknownEditRejection; }

std::string fillIn(const char *text, const std::vector<std::string> &args, int count)
{
    std::string out;
    for (const char *c = text; *c; ++c) {
        if (c[0] == '%' && c[1] == 'n') {
            out += std::to_string(count);
            ++c;
        } else if (c[0] == '%' && c[1] >= '1' && c[1] <= '9' && static_cast<size_t>(c[1] - '1') < args.size()) {
            out += args[static_cast<size_t>(c[1] - '1')];
            ++c;
        } else if (c[0] == '(' && c[1] == 's' && c[2] == ')') {
            out += count == 1 ? "" : "s";
            c += 2;
        } else {
            out += *c;
        }
    }
    return out;
}

} // namespace eko
