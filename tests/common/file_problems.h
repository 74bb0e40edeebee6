// The problems a file reader found, as one text for a test's failure message: one "where: what"
// line per problem.
#pragma once

#include "files/file_problem.h"

#include <QLatin1Char>
#include <QString>
#include <QStringList>

namespace eko::testing {

inline QString problemText(const files::FileProblems &problems)
{
    return files::toStringList(problems).join(QLatin1Char('\n'));
}

} // namespace eko::testing
