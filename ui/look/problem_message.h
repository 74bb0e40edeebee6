// The one way a window tells the person that a file cannot be opened or saved: a warning box with
// one sentence (which file and why) and the problems the reader found (the first ones listed, all
// of them in its details); a window that is not interactive (tests, screenshots) writes the same
// lines to stderr instead.
#pragma once

#include <QString>
#include <QStringList>

class QWidget;

namespace eko::ui {

struct ProblemMessage {
    QString objectName;   // of the message box, for tests ("openErrorBox")
    QString title;        // the box's title ("Open Game")
    QString text;         // one sentence: the file and why
    QStringList problems; // one line each (files::toStringList)
};

// Problems listed in the box itself; all of them are in its details.
inline constexpr int kProblemsShown = 12;

// Shows `message` over `parent` and waits until it is closed (`interactive`), or writes it to stderr.
void tellProblem(QWidget *parent, const ProblemMessage &message, bool interactive);

} // namespace eko::ui
