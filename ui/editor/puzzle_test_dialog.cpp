// The Test This Puzzle dialog: the solver in a std::thread, its result handed back by a queued call.
#include "editor/puzzle_test_dialog.h"

#include "core/rules.h"
#include "editor/scenario_model.h"
#include "text/action_sentence.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace eko::ui {

QString PuzzleTestDialog::blocker(const ScenarioModel &model)
{
    const Scenario &sc = model.scenario();
    if (!sc.goal)
        return tr("This scenario has no goal: check “Has a goal” in the Goal panel first.");
    if (!sc.position)
        return tr("A puzzle needs an exact position: choose “Exact position” under Setup in the Game panel.");
    if (const QString why = model.blockingReason(); !why.isEmpty())
        //: %1: the first error of the scenario, a whole sentence.
        return tr("The puzzle cannot be tested while the scenario has errors: %1").arg(why);
    return {};
}

PuzzleTestDialog::PuzzleTestDialog(const ScenarioModel &model, QWidget *parent)
    : QDialog(parent)
    , m_scenario(model.scenario())
{
    setObjectName(QStringLiteral("puzzleTestDialog"));
    //: Title of the dialog of Scenario ▸ Test This Puzzle.
    setWindowTitle(tr("Test This Puzzle"));
    auto *layout = new QVBoxLayout(this);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("puzzleTestSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_busy = new QProgressBar(this);
    m_busy->setRange(0, 0);
    m_busy->setTextVisible(false);
    //: Accessible name of the busy bar while the solver searches.
    m_busy->setAccessibleName(tr("Searching"));
    m_solution = new QPlainTextEdit(this);
    m_solution->setObjectName(QStringLiteral("puzzleTestSolution"));
    m_solution->setReadOnly(true);
    //: Accessible name of the list of the solution's actions.
    m_solution->setAccessibleName(tr("Solution"));
    m_solution->setMinimumSize(520, 180);
    m_stats = new QLabel(this);
    m_stats->setObjectName(QStringLiteral("puzzleTestStats"));
    m_stats->setWordWrap(true);
    m_buttons = new QDialogButtonBox(this);
    m_cancel = m_buttons->addButton(QDialogButtonBox::Cancel);
    m_cancel->setObjectName(QStringLiteral("puzzleTestCancel"));
    m_close = m_buttons->addButton(QDialogButtonBox::Close);
    m_close->setObjectName(QStringLiteral("puzzleTestClose"));
    layout->addWidget(m_summary);
    layout->addWidget(m_busy);
    layout->addWidget(m_solution, 1);
    layout->addWidget(m_stats);
    layout->addWidget(m_buttons);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_stop = true;
        m_cancel->setEnabled(false);
        //: While the solver stops after Cancel.
        m_summary->setText(tr("Stopping…"));
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    m_solution->hide();

    if (const QString why = blocker(model); !why.isEmpty()) {
        m_summary->setText(why);
        m_busy->hide();
        m_cancel->hide();
        m_done = true;
        return;
    }
    m_close->hide();
    //: While the solver searches; %n: the goal's turns.
    m_summary->setText(tr("Searching every line of play within %n turn(s)…", nullptr, m_scenario.goal->turns));
    m_thread = std::thread([this, scenario = m_scenario] {
        ai::SolveOptions options;
        options.cancel = &m_stop;
        const ai::SolveResult result = ai::solve(scenario, options);
        // Handed to the dialog's thread; the destructor joins first, so the dialog is still there.
        QMetaObject::invokeMethod(this, [this, result] { showResult(result); }, Qt::QueuedConnection);
    });
}

PuzzleTestDialog::~PuzzleTestDialog()
{
    m_stop = true;
    if (m_thread.joinable())
        m_thread.join();
}

void PuzzleTestDialog::reject()
{
    m_stop = true; // closing stops the search
    QDialog::reject();
}

QString PuzzleTestDialog::summary() const { return m_summary->text(); }
QString PuzzleTestDialog::solution() const { return m_solution->toPlainText(); }

void PuzzleTestDialog::showResult(const ai::SolveResult &r)
{
    m_done = true;
    m_busy->hide();
    m_cancel->hide();
    m_close->show();
    m_close->setDefault(true);
    m_close->setFocus();
    const Position &start = *m_scenario.position;
    const Board &board = start.board();
    auto notation = [&board](const Position &pos, const Action &a) {
        return text::displayNotation(rules::canonical(pos, a), board);
    };
    QString summary;
    if (r.verdict == ai::SolveVerdict::Solved) {
        //: Test This Puzzle: the goal can be met whatever the replies; %n: the fewest turns.
        summary = tr("Solved in %n turn(s).", nullptr, r.turns);
        QStringList firsts;
        for (const Action &a : r.winningFirstActions)
            firsts << notation(start, a);
        if (r.unique())
            //: %1: the first action in notation ("a1xf1"); %n: the legal first actions.
            summary += QLatin1Char(' ') + tr("The first action %1 is the only one of %n legal first actions that works.",
                                             nullptr, r.firstActions)
                                              .arg(firsts.front());
        else if (!firsts.isEmpty())
            //: %1: the first actions in notation, separated by commas; %n: how many work.
            summary += QLatin1Char(' ') + tr("The first action is not unique: %n first actions work: %1.", nullptr,
                                             static_cast<int>(firsts.size()))
                                              .arg(firsts.join(QStringLiteral(", ")));
        QStringList lines;
        Position pos = start;
        for (size_t k = 0; k < r.line.size(); ++k) {
            const Position before = pos;
            const QString written = notation(before, r.line[k]);
            rules::apply(pos, r.line[k]);
            //: One line of the solution: %1 its number, %2 the action's sentence, %3 its notation.
            lines << tr("%1. %2 (%3)").arg(k + 1).arg(text::actionSentence(before, r.line[k], pos), written);
        }
        m_solution->setPlainText(lines.join(QLatin1Char('\n')));
        m_solution->show();
    } else if (r.verdict == ai::SolveVerdict::NoSolution) {
        //: Test This Puzzle: %n the goal's turns.
        summary = tr("No solution within %n turn(s): no line of play meets the goal against these replies.", nullptr,
                     m_scenario.goal->turns);
    } else {
        summary = tr("Stopped before an answer was found.");
    }
    m_summary->setText(summary);
    const QLocale locale;
    //: %1: positions searched, %2: seconds ("0.25").
    m_stats->setText(tr("%1 positions searched in %2 s.").arg(locale.toString(r.nodes), locale.toString(r.seconds, 'f', 2)));
    adjustSize();
    emit searched(r);
}

} // namespace eko::ui
