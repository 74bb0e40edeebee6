// Translated texts for the engine's words. Refusals and scenario problems come from the core's table of
// source texts (core/source_texts.cpp), which describe() fills in English.
#include "text/explain.h"

#include "core/rules.h"
#include "core/source_texts.h"

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

namespace {
//: Default name of a player in a new game; %1 is the seat number 1-4.
constexpr const char *kDefaultPlayerName = QT_TRANSLATE_NOOP("eko::text::Explain", "Player %1");
} // namespace

QString defaultPlayerName(int seat) { return Explain::tr(kDefaultPlayerName).arg(seat + 1); }

QString playerLabel(int seat, const QString &name)
{
    const QString given = name.trimmed();
    if (given.isEmpty() || given == defaultPlayerName(seat)
        || given == QString::fromLatin1(kDefaultPlayerName).arg(seat + 1))
        return colourTitle(seat);
    //: A player: %1 colour (e.g. "Red"), %2 the player's name.
    return Explain::tr("%1 (%2)").arg(colourTitle(seat), name);
}

namespace {

// A placeholder's value in words of the interface's language.
QString translatedArg(TextArg arg, const TextValues &v, const Board *board)
{
    auto space = [board](SpaceIndex s) { return board ? spaceName(*board, s) : QStringLiteral("?"); };
    switch (arg) {
    case TextArg::None: break;
    case TextArg::SpaceA: return space(v.a);
    case TextArg::SpaceB: return space(v.b);
    case TextArg::Space: return space(v.space);
    case TextArg::Colour1: return colourName(v.n1);
    case TextArg::Colour2: return colourName(v.n2);
    case TextArg::Colour3: return colourName(v.n3);
    case TextArg::ColourPlayer: return colourName(v.player);
    case TextArg::Discs1: return discCount(v.n1);
    case TextArg::Discs2: return discCount(v.n2);
    case TextArg::Discs3: return discCount(v.n3);
    case TextArg::DiscsSum12: return discCount(v.n1 + v.n2);
    case TextArg::CostOfBuilding2:
        return v.n2 >= 0 && v.n2 < kBuildingTypeCount ? discCount(buildingCost(static_cast<BuildingType>(v.n2)))
                                                       : QStringLiteral("?");
    case TextArg::Number1: return QString::number(v.n1);
    case TextArg::Number2: return QString::number(v.n2);
    case TextArg::Number3: return QString::number(v.n3);
    case TextArg::Building1: return buildingFromNumber(v.n1);
    case TextArg::Building2: return buildingFromNumber(v.n2);
    case TextArg::Terrain1: return terrainFromNumber(v.n1);
    case TextArg::Terrain2: return terrainFromNumber(v.n2);
    case TextArg::Buildings2Of1:
    case TextArg::Buildings3Of1: {
        const int count = arg == TextArg::Buildings2Of1 ? v.n2 : v.n3;
        return v.n1 >= 0 && v.n1 < kBuildingTypeCount ? buildingCount(static_cast<BuildingType>(v.n1), count)
                                                       : QStringLiteral("?");
    }
    }
    return QStringLiteral("?");
}

// A source text of the engine, translated, with its placeholders filled in.
QString translatedText(const SourceText &text, const TextValues &values, const Board *board)
{
    QString out = text.counted ? resolvePlural(Explain::tr(text.text, nullptr, values.n1), values.n1)
                               : Explain::tr(text.text);
    QStringList args;
    for (TextArg arg : text.args)
        if (arg != TextArg::None)
            args << translatedArg(arg, values, board);
    switch (args.size()) {
    case 1: return out.arg(args[0]);
    case 2: return out.arg(args[0], args[1]);
    case 3: return out.arg(args[0], args[1], args[2]);
    case 4: return out.arg(args[0], args[1], args[2], args[3]);
    default: return out;
    }
}

} // namespace

QString unknownRejection() { return translatedText(unknownRejectionText(), {}, nullptr); }

QString explainRejection(const Rejection &r, const Board &board)
{
    return translatedText(sourceText(r), textValues(r), &board);
}

QString explainScenarioProblem(const ScenarioProblem &p, const Board *board)
{
    return translatedText(sourceText(p), textValues(p), board);
}

QString explainScenarioWarning(const ScenarioWarning &w, const Board *board)
{
    return translatedText(sourceText(w), textValues(w), board);
}

QString explainEditRejection(const EditRejection &r, const Board *board)
{
    return translatedText(sourceText(r), textValues(r), board);
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
