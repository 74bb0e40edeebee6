// The bundled lessons and puzzles, read once from the program's resources (lesson_catalogue.h).
#include "session/lesson_catalogue.h"

#include "files/scenario_file.h"

#include <QDir>

namespace eko::ui {

const QList<LessonEntry> &bundledLessons()
{
    static const QList<LessonEntry> entries = [] {
        QList<LessonEntry> out;
        for (const QString &folder : {QStringLiteral("lessons"), QStringLiteral("puzzles")}) {
            const QDir dir(QStringLiteral(":/") + folder);
            for (const QString &name : dir.entryList({QStringLiteral("*.ekoscn")}, QDir::Files, QDir::Name)) {
                files::FileProblems problems;
                std::optional<Scenario> sc = files::loadScenario(dir.filePath(name), problems);
                if (!sc || !sc->goal || !sc->position)
                    continue;
                out.append(LessonEntry{folder + QLatin1Char('/') + name.section(QLatin1Char('.'), 0, 0),
                                       folder == QLatin1String("puzzles"), std::move(*sc)});
            }
        }
        return out;
    }();
    return entries;
}

const LessonEntry *findLesson(const QString &id)
{
    for (const LessonEntry &e : bundledLessons())
        if (e.id == id)
            return &e;
    return nullptr;
}

QString lessonIdOf(const Scenario &scenario)
{
    if (!scenario.goal || !scenario.position || !scenario.board)
        return {};
    for (const LessonEntry &e : bundledLessons())
        if (e.scenario.goal == scenario.goal && e.scenario.name == scenario.name && *e.scenario.board == *scenario.board
            && e.scenario.position == scenario.position)
            return e.id;
    return {};
}

const LessonEntry *nextLesson(const QString &id)
{
    const QList<LessonEntry> &all = bundledLessons();
    for (qsizetype i = 0; i + 1 < all.size(); ++i)
        if (all[i].id == id)
            return &all[i + 1];
    return nullptr;
}

} // namespace eko::ui
