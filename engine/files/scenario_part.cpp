// The scenario part of game files, kept for the last scenario written.
#include "files/scenario_part.h"

#include "files/json_writer.h"
#include "files/scenario_file.h"

#include <mutex>

namespace eko::files {

namespace {

bool sameScenario(const Scenario &a, const Scenario &b)
{
    const bool sameBoard = a.board == b.board || (a.board && b.board && *a.board == *b.board);
    return sameBoard && a.name == b.name && a.description == b.description
           && a.nameTranslations == b.nameTranslations && a.descriptionTranslations == b.descriptionTranslations
           && a.players == b.players && a.settings == b.settings
           && a.position == b.position;
}

std::shared_ptr<const ScenarioPart> writePart(const Scenario &scenario)
{
    auto part = std::make_shared<ScenarioPart>();
    const QJsonObject object = scenarioToObject(scenario);
    part->text = writeReadableMemberValue(object);
    FileProblems problems;
    scenarioFromObject(object, QStringLiteral("scenario"), problems);
    part->problems = toStringList(problems);
    return part;
}

} // namespace

std::shared_ptr<const ScenarioPart> scenarioPart(const Scenario &scenario)
{
    static std::mutex mutex;
    static Scenario lastScenario;
    static std::shared_ptr<const ScenarioPart> lastPart;
    {
        const std::lock_guard lock(mutex);
        if (lastPart && sameScenario(scenario, lastScenario))
            return lastPart;
    }
    std::shared_ptr<const ScenarioPart> part = writePart(scenario); // outside the lock: it takes a while
    const std::lock_guard lock(mutex);
    lastScenario = scenario;
    lastPart = part;
    return part;
}

} // namespace eko::files
