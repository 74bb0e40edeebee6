// A problem found while reading a file: where (a JSON path such as "position.stacks[3].size",
// "actions[12]", or a byte offset) and what is wrong, in words a player can read.
#pragma once

#include <QList>
#include <QString>

namespace eko::files {

struct FileProblem {
    QString where;   // JSON path, "actions[N]" (N from 0; messages say "action N+1"), or empty for the whole file
    QString what;    // translated through QCoreApplication::translate("eko::files", ...)
    QString toString() const { return where.isEmpty() ? what : where + QStringLiteral(": ") + what; }
};

using FileProblems = QList<FileProblem>;

} // namespace eko::files
