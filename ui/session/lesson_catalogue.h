// Help ▸ Learn to Play's catalogue: the bundled lessons (in order) and graded puzzles, compiled in
// under :/lessons and :/puzzles (resources/lessons, resources/puzzles), each with its id.
#pragma once

#include "core/scenario.h"

#include <QList>
#include <QString>

namespace eko::ui {

struct LessonEntry {
    QString id;       // "lessons/01-moving", "puzzles/09-win-in-two": the file without its extension
    bool puzzle = false;
    Scenario scenario; // with its goal
};

// Every bundled lesson in file order, then every puzzle in file order; read once. A file that cannot
// be read (never, the tests prove them) is left out.
const QList<LessonEntry> &bundledLessons();
// The entry with this id, or null.
const LessonEntry *findLesson(const QString &id);
// The id of the bundled lesson or puzzle `scenario` is (the same name, board, exact position and
// goal: a game of it, opened or resumed), or empty (a scenario of the player's own).
QString lessonIdOf(const Scenario &scenario);
// The entry after `id` in the catalogue (the next lesson; after the last lesson, the first puzzle), or null.
const LessonEntry *nextLesson(const QString &id);

} // namespace eko::ui
