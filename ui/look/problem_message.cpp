// The file-problem message box shared by the game and the scenario editor (see problem_message.h).
#include "look/problem_message.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <cstdio>

namespace eko::ui {

void tellProblem(QWidget *parent, const ProblemMessage &message, bool interactive)
{
    if (!interactive) {
        std::fprintf(stderr, "%s\n", qPrintable(message.text));
        for (const QString &line : message.problems)
            std::fprintf(stderr, "  %s\n", qPrintable(line));
        return;
    }
    const QStringList &problems = message.problems;
    QMessageBox box(QMessageBox::Warning, message.title, message.text, QMessageBox::Ok, parent);
    box.setObjectName(message.objectName);
    QStringList shown = problems.mid(0, kProblemsShown);
    if (problems.size() > kProblemsShown)
        shown.append(QCoreApplication::translate("eko::ui::ProblemMessage",
                                                 "…and %n more problem(s) (see the details).", "",
                                                 int(problems.size() - kProblemsShown)));
    box.setInformativeText(shown.join(QLatin1Char('\n')));
    if (problems.size() > kProblemsShown)
        box.setDetailedText(problems.join(QLatin1Char('\n')));
    box.exec();
}

} // namespace eko::ui
