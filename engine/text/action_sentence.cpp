// Whole translated sentences for actions, read from the positions before and after each one.
#include "text/action_sentence.h"

#include "core/rules.h"
#include "text/explain.h"

namespace eko::text {

namespace {

// Resolves the English "(s)" plural marker of an untranslated %n text ("1 disc", "2 discs").
QString counted(QString text, int n)
{
    return text.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
}

bool onBoard(const Board &board, SpaceIndex s) { return s >= 0 && s < board.spaceCount(); }

QString buildingWithIndefiniteArticle(BuildingType b)
{
    switch (b) {
    //: A new building in a sentence ("Blue builds a village on e3"); keep the article your language needs.
    case BuildingType::Village: return ActionSentence::tr("a village");
    //: A new building in a sentence ("Blue builds a tower on e3").
    case BuildingType::Tower: return ActionSentence::tr("a tower");
    //: A new building in a sentence ("Blue builds a castle on e3").
    case BuildingType::Castle: return ActionSentence::tr("a castle");
    }
    return QStringLiteral("?");
}

QString buildingWithDefiniteArticle(BuildingType b)
{
    switch (b) {
    //: A building already standing, in a sentence ("Blue upgrades the village on e3 to a tower").
    case BuildingType::Village: return ActionSentence::tr("the village");
    //: A building already standing, in a sentence ("Blue upgrades the tower on e3 to a castle").
    case BuildingType::Tower: return ActionSentence::tr("the tower");
    //: A building already standing, in a sentence ("Red replaces the castle on e3, which was Blue's, ...").
    case BuildingType::Castle: return ActionSentence::tr("the castle");
    }
    return QStringLiteral("?");
}

// Everything the sentences need to know about one action.
class Teller {
public:
    Teller(const Position &before, const Action &action, const Position &after, const QStringList &names)
        : m_before(before), m_action(action), m_after(after), m_names(names), m_board(before.board()),
          m_actor(before.toMove())
    {
    }

    QString sentence() const
    {
        QString text = finished(body());
        for (const QString &more : consequences())
            //: Two sentences one after the other (%1 the first, %2 the next); languages written without
            //: spaces between sentences leave the space out.
            text = ActionSentence::tr("%1 %2").arg(text, more);
        return text;
    }

private:
    QString player(int seat) const { return playerLabel(seat, m_names.value(seat)); }
    QString space(SpaceIndex s) const { return spaceName(m_board, s); }

    // The main clause, without final period.
    QString body() const
    {
        const QString who = player(m_actor);
        const QString from = space(m_action.from);
        const QString to = space(m_action.to);
        switch (m_action.kind) {
        case ActionKind::Swap:
            //: Record of an Emperor swap (setup); %1 the player, %2 and %3 spaces. No final period.
            return ActionSentence::tr("%1 swaps their Emperor on %2 with their disc on %3").arg(who, from, to);
        case ActionKind::NoSwap:
            //: Record: the player keeps their Emperor in place at setup (GLOSSARY: Emperor swap). No final period.
            return ActionSentence::tr("%1 declines the Emperor swap").arg(who);
        case ActionKind::Move: return move(who, from, to);
        case ActionKind::Attack: return attack(who, from, to);
        case ActionKind::Construct: return construction(who, from, to);
        case ActionKind::ForcedMarch: {
            const int cost = m_before.settings().forcedMarchCost;
            if (cost == 0)
                //: Record of a forced march in a scenario where it costs no disc; %1 the player. No final period.
                return ActionSentence::tr("%1 makes a forced march, which costs no disc in this game").arg(who);
            //: Record of a forced march; %1 the player, %n the discs removed (1 or more). No final period.
            return counted(ActionSentence::tr("%1 makes a forced march and removes %n disc(s) of their reserve from "
                                              "the game",
                               nullptr, cost),
                cost)
                .arg(who);
        }
        case ActionKind::Reinforce: return reinforcement(who, to);
        case ActionKind::End:
            //: Record: the player declines the forced march when no reinforcement is possible. No final period.
            return ActionSentence::tr("%1 ends the turn without a forced march (no reinforcement is possible)")
                .arg(who);
        case ActionKind::Pass:
            //: Record: the player has no legal action (GLOSSARY: pass). No final period.
            return ActionSentence::tr("%1 passes (no legal action)").arg(who);
        }
        return QStringLiteral("?");
    }

    QString move(const QString &who, const QString &from, const QString &to) const
    {
        if (onBoard(m_board, m_action.to) && !m_before.stack(m_action.to).empty())
            //: Record of a regroup; %1 the player, %2 and %3 spaces, %4 the discs of the stack now
            //: ("4 discs"). No final period.
            return ActionSentence::tr("%1 regroups the stack on %2 with their stack on %3, which now has %4")
                .arg(who, from, to, discCount(m_after.stack(m_action.to).size));
        //: Record of a simple move; %1 the player, %2 and %3 spaces. No final period.
        return ActionSentence::tr("%1 moves the stack on %2 to %3").arg(who, from, to);
    }

    QString attack(const QString &who, const QString &from, const QString &to) const
    {
        if (!onBoard(m_board, m_action.to) || !onBoard(m_board, m_action.from))
            //: Record of an attack; %1 the player, %2 the target space, %3 the attacker's. No final period.
            return ActionSentence::tr("%1 attacks %2 from %3").arg(who, to, from);
        const Stack target = m_before.stack(m_action.to);
        const QString victim = player(target.owner);
        const bool captured = target.emperor;
        const int others = target.size - (captured ? 1 : 0);
        if (rules::isKamikaze(m_before, m_action)) {
            if (captured)
                //: Record of a kamikaze that captures an Emperor; %1 the attacker, %2 the target space, %3 the
                //: attacker's space, %4 the player attacked. No final period.
                return counted(ActionSentence::tr("%1 makes a kamikaze attack on %2 from %3 and captures %4's "
                                                  "Emperor; %4's %n other disc(s) and the attacking disc go back "
                                                  "to their reserves, and %2 is left empty",
                                   nullptr, others),
                    others)
                    .arg(who, to, from, victim);
            //: Record of a kamikaze; %1 the attacker, %2 the target space, %3 the attacker's space, %4 the
            //: player attacked. No final period.
            return counted(ActionSentence::tr("%1 makes a kamikaze attack on %2 from %3; %4's %n disc(s) and the "
                                              "attacking disc go back to their reserves, and %2 is left empty",
                               nullptr, others),
                others)
                .arg(who, to, from, victim);
        }
        if (captured && others == 0)
            //: Record of an attack on a lone Emperor; %1 the attacker, %2 the target space, %3 the attacker's
            //: space, %4 the player attacked. No final period.
            return ActionSentence::tr("%1 attacks %2 from %3 and captures %4's Emperor").arg(who, to, from, victim);
        if (captured)
            //: Record of an attack that captures an Emperor; %1 the attacker, %2 the target space, %3 the
            //: attacker's space, %4 the player attacked. No final period.
            return counted(ActionSentence::tr("%1 attacks %2 from %3, captures %4's Emperor and sends %n other "
                                              "disc(s) back to their reserve",
                               nullptr, others),
                others)
                .arg(who, to, from, victim);
        //: Record of an attack; %1 the attacker, %2 the target space, %3 the attacker's space, %4 the player
        //: attacked. No final period.
        return counted(ActionSentence::tr("%1 attacks %2 from %3 and sends %4's %n disc(s) back to their reserve",
                           nullptr, target.size),
            target.size)
            .arg(who, to, from, victim);
    }

    QString construction(const QString &who, const QString &payer, const QString &site) const
    {
        const QString built = buildingWithIndefiniteArticle(m_action.building);
        const Building existing = onBoard(m_board, m_action.to) ? m_before.building(m_action.to) : Building{};
        if (existing.empty()) {
            if (onBoard(m_board, m_action.to) && m_board.terrain(m_action.to) == Terrain::Capital)
                //: Record of a construction on a capital (a building there is a palace, GLOSSARY);
                //: %1 the player, %2 the building ("a castle"), %3 the site, %4 the space of the stack
                //: that pays. No final period.
                return ActionSentence::tr("%1 builds %2 on the capital %3, a palace, paid by the stack on %4")
                    .arg(who, built, site, payer);
            //: Record of a construction; %1 the player, %2 the building ("a village"), %3 the site,
            //: %4 the space of the stack that pays. No final period.
            return ActionSentence::tr("%1 builds %2 on %3, paid by the stack on %4").arg(who, built, site, payer);
        }
        const QString old = buildingWithDefiniteArticle(existing.type);
        if (existing.owner == m_actor)
            //: Record of an upgrade; %1 the player, %2 their building now ("the village"), %3 the site,
            //: %4 the new building ("a tower"), %5 the space of the stack that pays. No final period.
            return ActionSentence::tr("%1 upgrades %2 on %3 to %4, paid by the stack on %5")
                .arg(who, old, site, built, payer);
        //: Record of replacing an opponent's building; %1 the player, %2 the old building ("the village"),
        //: %3 the site, %4 its owner, %5 the new building ("a tower"), %6 the space of the stack that pays.
        //: No final period.
        return ActionSentence::tr("%1 replaces %2 on %3, which was %4's, with %5, paid by the stack on %6")
            .arg(who, old, site, player(existing.owner), built, payer);
    }

    QString reinforcement(const QString &who, const QString &to) const
    {
        const int n = m_action.count;
        if (!m_before.player(m_actor).emperorInReserve)
            //: Record of a reinforcement; %1 the player, %2 the space. No final period.
            return counted(
                ActionSentence::tr("%1 reinforces the stack on %2 with %n disc(s) from their reserve", nullptr, n), n)
                .arg(who, to);
        if (n == 1)
            //: Record of a reinforcement of the Emperor alone; %1 the player, %2 the space. No final period.
            return ActionSentence::tr("%1 brings their Emperor back from the reserve onto the stack on %2")
                .arg(who, to);
        //: Record of a reinforcement that brings the Emperor back; %1 the player, %2 the space. No final
        //: period.
        return counted(ActionSentence::tr("%1 reinforces the stack on %2 with %n disc(s) from their reserve, their "
                                          "Emperor among them",
                           nullptr, n),
            n)
            .arg(who, to);
    }

    // The body with a final period, and the VP of every player whose VP changed.
    QString finished(const QString &body) const
    {
        QStringList points;
        auto add = [&](int p) {
            if (p >= 0 && p < m_after.playerCount() && m_after.victoryPoints(p) != m_before.victoryPoints(p))
                //: A player's victory points after an action, e.g. "Blue 9 VP" (GLOSSARY: victory points);
                //: %1 the player, %2 the number.
                points << ActionSentence::tr("%1 %2 VP").arg(player(p), QString::number(m_after.victoryPoints(p)));
        };
        add(m_actor);
        for (int p = 0; p < m_after.playerCount(); ++p)
            if (p != m_actor)
                add(p);
        if (points.isEmpty())
            //: The end of a sentence of the record: %1 the sentence, then the final period.
            return ActionSentence::tr("%1.").arg(body);
        //: The end of a sentence of the record: %1 the sentence, %2 players' VP ("Blue 9 VP"), then the period.
        return ActionSentence::tr("%1 (%2).")
            .arg(body, points.join(ActionSentence::tr(", ", "Between the VP of two players")));
    }

    // What followed from the action: Emperors exchanged, players out, the end of the game.
    QStringList consequences() const
    {
        QStringList out;
        const int players = m_after.playerCount();
        // Only an exchange takes a captive Emperor from its captor; the captive may have been taken by
        // this very action, so the pair is found from the captor who lost one.
        auto lost = [this](int captor, int owner) {
            const unsigned bit = 1u << owner;
            return (m_before.player(captor).captives & bit) && !(m_after.player(captor).captives & bit);
        };
        for (int p = 0; p < players; ++p)
            for (int q = p + 1; q < players; ++q) {
                if (lost(p, q) || lost(q, p))
                    //: Record: two players held each other's Emperor and exchanged them (RULES §5);
                    //: %1 and %2 the players.
                    out << ActionSentence::tr("%1 and %2 exchange their captive Emperors, which go back to their "
                                              "owners' reserves.")
                               .arg(player(p), player(q));
            }
        for (int p = 0; p < players; ++p)
            if (!m_before.isOut(p) && m_after.isOut(p))
                //: Record: a player lost their last disc on the board (GLOSSARY: elimination); %1 the player.
                out << ActionSentence::tr("%1 has no disc left on the board and is out.").arg(player(p));
        if (m_after.gameOver() && !m_before.gameOver())
            out << resultText(m_after.result(), m_names, m_after.settings());
        return out;
    }

    const Position &m_before;
    const Action &m_action;
    const Position &m_after;
    const QStringList &m_names;
    const Board &m_board;
    const PlayerIndex m_actor;
};

} // namespace

QString actionSentence(const Position &before, const Action &action, const Position &after, const QStringList &names)
{
    // "c4-d5" onto an enemy stack is the attack "c4xd5" (docs/NOTATION.md): told as the rules read it.
    const Action canonical = rules::canonical(before, action);
    return Teller(before, canonical, after, names).sentence();
}

QString actionSentence(const Game &game, int k)
{
    QStringList names;
    for (const std::string &name : game.playerNames())
        names << QString::fromStdString(name);
    return actionSentence(game.positionAt(k), game.actions()[static_cast<size_t>(k)], game.positionAt(k + 1), names);
}

QString displayNotation(const Action &action, const Board &board)
{
    switch (action.kind) {
    case ActionKind::Swap:
        //: Notation of the Emperor swap as the move list shows it ("swap c4 e5"; files keep "swap");
        //: %1 the Emperor's space, %2 the other disc's. Short.
        return ActionSentence::tr("swap %1 %2").arg(spaceName(board, action.from), spaceName(board, action.to));
    //: Notation of declining the Emperor swap as the move list shows it (files keep "noswap"). Short.
    case ActionKind::NoSwap: return ActionSentence::tr("noswap");
    //: Notation of the forced march as the move list shows it (files keep "march"). Short.
    case ActionKind::ForcedMarch: return ActionSentence::tr("march");
    //: Notation of declining the forced march as the move list shows it (files keep "end"). Short.
    case ActionKind::End: return ActionSentence::tr("end");
    //: Notation of a pass as the move list shows it (files keep "pass"). Short.
    case ActionKind::Pass: return ActionSentence::tr("pass");
    case ActionKind::Move:
    case ActionKind::Attack:
    case ActionKind::Construct:
    case ActionKind::Reinforce: break;
    }
    return QString::fromStdString(toNotation(action, board));
}

} // namespace eko::text
