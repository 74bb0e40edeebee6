// The choice menu: words for each option, notation on the right, the description as tool tip.
#include "dialogs/choice_menu.h"

#include "text/explain.h"

#include <QAction>
#include <algorithm>

using namespace eko::text;

namespace eko::ui {

namespace {

// A building as the head of a menu entry ("Tower").
QString buildingTitle(BuildingType building)
{
    switch (building) {
    //: Building (1 VP), at the start of a menu entry ("Village — 1 disc, 1 VP").
    case BuildingType::Village: return ChoiceMenu::tr("Village");
    //: Building (2 VP), at the start of a menu entry ("Tower — 2 discs, 2 VP").
    case BuildingType::Tower: return ChoiceMenu::tr("Tower");
    //: Building (3 VP), at the start of a menu entry ("Castle — 3 discs, 3 VP").
    case BuildingType::Castle: return ChoiceMenu::tr("Castle");
    }
    return QStringLiteral("?");
}

} // namespace

QString choiceText(const Action &action, const QList<Action> &options, const Position &before)
{
    if (action.kind == ActionKind::Reinforce && before.player(before.toMove()).emperorInReserve)
        //: Menu entry for a reinforcement while the player's Emperor is in the reserve (RULES 4.4: it
        //: must come back with the discs); %1 the space, %n the discs brought back, the Emperor counted.
        return ChoiceMenu::tr("Reinforce %1 with %n disc(s), your Emperor among them", nullptr, action.count)
            .arg(spaceName(before.board(), action.to));
    if (action.kind != ActionKind::Construct)
        return actionDescription(action, before);
    const QString building = buildingTitle(action.building);
    const QString cost = discCount(buildingCost(action.building));
    const int value = buildingValue(action.building);
    // Another option builds the same on the same site with another stack: say which stack pays.
    const bool onlyStackForThis = std::none_of(options.begin(), options.end(), [&](const Action &o) {
        return o.kind == ActionKind::Construct && o.to == action.to && o.building == action.building
            && o.from != action.from;
    });
    if (onlyStackForThis)
        //: Menu entry for a construction; %1 the building ("Tower"), %2 its cost ("2 discs"), %n its VP.
        return ChoiceMenu::tr("%1 — %2, %n VP", nullptr, value).arg(building, cost);
    //: Menu entry for a construction; %1 the building ("Tower"), %2 its cost ("2 discs"), %3 the space
    //: of the stack that pays, %n the building's VP.
    return ChoiceMenu::tr("%1 — %2 from the stack on %3, %n VP", nullptr, value)
        .arg(building, cost, spaceName(before.board(), action.from));
}

ChoiceMenu::ChoiceMenu(const QList<Action> &options, const Position &before, QWidget *parent)
    : QMenu(parent)
{
    setObjectName(QStringLiteral("choiceMenu"));
    //: Title of the menu offering several actions for one click.
    setTitle(tr("Choose an action"));
    setToolTipsVisible(true);
    for (int i = 0; i < options.size(); ++i) {
        const QString notation = QString::fromStdString(toNotation(options[i], before.board()));
        QAction *entry = addAction(choiceText(options[i], options, before) + QLatin1Char('\t') + notation);
        const QString description = actionDescription(options[i], before);
        entry->setToolTip(description);
        entry->setStatusTip(description);
        entry->setData(i);
    }
}

int ChoiceMenu::choose(QPoint at)
{
    const QAction *chosen = exec(at);
    return chosen ? chosen->data().toInt() : -1;
}

} // namespace eko::ui
