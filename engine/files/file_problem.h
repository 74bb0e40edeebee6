// A problem found while reading a file: where (a JSON path such as "position.stacks[3].size",
// "actions[12]", or a byte offset) and what is wrong, in words a player can read.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace eko::files {

struct FileProblem {
    QString where;   // JSON path, "actions[N]" (N from 0; messages say "action N+1"), or empty for the whole file
    QString what;    // translated through QCoreApplication::translate("eko::files", ...)
    // "where: what", made printable (printableText()): text quoted from a file cannot disturb a terminal.
    QString toString() const;
};

using FileProblems = QList<FileProblem>;

// Every problem as its line (toString()), in order: what a message, a report or a test lists.
QStringList toStringList(const FileProblems &problems);

// `text` with control characters written as escapes, as JSON writes them ("\n", "\t", "\u0000"):
// C0 and C1 controls, DEL, line and paragraph separators and the bidirectional controls, so
// that a NUL cannot cut a message short and a terminal or dialog shows every character there is.
QString printableText(const QString &text);

} // namespace eko::files
