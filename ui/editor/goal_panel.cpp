// The Goal panel: a form refreshed from the model after every change, each edit a new goal sent back to it.
#include "editor/goal_panel.h"

#include "editor/option_box.h"
#include "editor/scenario_model.h"
#include "look/player_emblem.h"
#include "text/explain.h"
#include "text/goal_text.h"

#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace eko::ui {

namespace {

constexpr int kRepliesItem = 7; // in an opponent's box: 0 any defence, 1–6 a computer level, 7 fixed replies
constexpr int kDefaultPoints = 6;

QSpinBox *spinBox(int minimum, int maximum, const char *name, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(minimum, maximum);
    box->setKeyboardTracking(false); // one edit when the number is typed, not one per digit
    box->setObjectName(QLatin1String(name));
    return box;
}

QPlainTextEdit *textBox(const char *name, int lines, QWidget *parent)
{
    auto *box = new QPlainTextEdit(parent);
    box->setObjectName(QLatin1String(name));
    box->setTabChangesFocus(true);
    box->setFixedHeight(box->fontMetrics().lineSpacing() * lines + 12);
    return box;
}

// Hints typed one per line: the lines that are not blank.
std::vector<std::string> hintsOf(const QString &text)
{
    std::vector<std::string> out;
    for (const QString &line : text.split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty())
            out.push_back(line.trimmed().toStdString());
    return out;
}

QString hintsText(const std::vector<std::string> &hints)
{
    QStringList lines;
    for (const std::string &h : hints)
        lines << QString::fromStdString(h);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

GoalPanel::GoalPanel(ScenarioModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    auto *layout = new QVBoxLayout(this);
    m_has = new QCheckBox(this);
    m_has->setObjectName(QStringLiteral("hasGoal"));
    layout->addWidget(m_has);

    m_body = new QWidget(this);
    auto *body = new QVBoxLayout(m_body);
    body->setContentsMargins(0, 0, 0, 0);
    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_player = new OptionBox(m_body);
    m_player->setObjectName(QStringLiteral("goalPlayer"));
    m_kind = new OptionBox(m_body);
    m_kind->setObjectName(QStringLiteral("goalKind"));
    for (int k = 0; k < kGoalKindCount; ++k)
        m_kind->addItem(QString());
    m_turns = spinBox(1, kMaxGoalTurns, "goalTurns", m_body);
    m_points = spinBox(1, 100000, "goalPoints", m_body);
    m_target = new OptionBox(m_body);
    m_target->setObjectName(QStringLiteral("goalTarget"));
    m_keepEmperor = new QCheckBox(m_body);
    m_keepEmperor->setObjectName(QStringLiteral("goalKeepEmperor"));
    m_difficulty = new OptionBox(m_body);
    m_difficulty->setObjectName(QStringLiteral("goalDifficulty"));
    for (int d = 0; d <= kMaxGoalDifficulty; ++d)
        m_difficulty->addItem(QString());
    m_form->addRow(new QLabel(m_body), m_player);
    m_form->addRow(new QLabel(m_body), m_kind);
    m_form->addRow(new QLabel(m_body), m_turns);
    m_form->addRow(new QLabel(m_body), m_points);
    m_form->addRow(new QLabel(m_body), m_target);
    m_form->addRow(QString(), m_keepEmperor);
    m_form->addRow(new QLabel(m_body), m_difficulty);
    body->addLayout(m_form);

    m_opponentsGroup = new QGroupBox(m_body);
    m_opponentsForm = new QFormLayout(m_opponentsGroup);
    m_opponentsForm->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_noOpponents = new QLabel(m_opponentsGroup);
    m_noOpponents->setWordWrap(true);
    m_opponentsForm->addRow(m_noOpponents);
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        auto *box = new OptionBox(m_opponentsGroup);
        box->setObjectName(QStringLiteral("opponent%1").arg(seat));
        for (int k = 0; k <= kRepliesItem; ++k)
            box->addItem(QString());
        auto *replies = new QLineEdit(m_opponentsGroup);
        replies->setObjectName(QStringLiteral("replies%1").arg(seat));
        auto *problem = new QLabel(m_opponentsGroup);
        problem->setObjectName(QStringLiteral("repliesProblem%1").arg(seat));
        problem->setWordWrap(true);
        problem->setStyleSheet(QStringLiteral("color: #b00020"));
        m_opponent[seat] = box;
        m_replies[seat] = replies;
        m_repliesProblem[seat] = problem;
        m_opponentsForm->addRow(new QLabel(m_opponentsGroup), box);
        m_opponentsForm->addRow(QString(), replies);
        m_opponentsForm->addRow(QString(), problem);
        connect(box, &QComboBox::activated, this, [this, seat](int index) { opponentChosen(seat, index); });
        connect(replies, &QLineEdit::editingFinished, this, [this, seat] { repliesEdited(seat); });
    }
    body->addWidget(m_opponentsGroup);

    m_lessonGroup = new QGroupBox(m_body);
    m_lessonForm = new QFormLayout(m_lessonGroup);
    m_lessonForm->setRowWrapPolicy(QFormLayout::WrapAllRows);
    m_language = new OptionBox(m_lessonGroup);
    m_language->setObjectName(QStringLiteral("goalLanguage"));
    m_language->addItem(QString()); // the default texts
    // Each language by its own name, as in the Game panel and the Preferences.
    const char *languageNames[] = {"English", "한국어", "Português", "简体中文"};
    for (size_t k = 0; k < kScenarioLanguages.size(); ++k)
        m_language->addItem(QString::fromUtf8(languageNames[k]), QString::fromUtf8(kScenarioLanguages[k].data()));
    m_lesson = textBox("goalLesson", 4, m_lessonGroup);
    m_hints = textBox("goalHints", 4, m_lessonGroup);
    m_lesson->installEventFilter(this);
    m_hints->installEventFilter(this);
    m_lessonForm->addRow(new QLabel(m_lessonGroup), m_language);
    m_lessonForm->addRow(new QLabel(m_lessonGroup), m_lesson);
    m_lessonForm->addRow(new QLabel(m_lessonGroup), m_hints);
    body->addWidget(m_lessonGroup);
    layout->addWidget(m_body);
    layout->addStretch();

    connect(m_has, &QCheckBox::clicked, this, &GoalPanel::hasGoalClicked);
    connect(m_player, &QComboBox::activated, this, &GoalPanel::playerChosen);
    connect(m_kind, &QComboBox::activated, this, &GoalPanel::kindChosen);
    connect(m_turns, &QSpinBox::valueChanged, this, [this](int turns) {
        Goal g = current();
        g.turns = turns;
        edit(g);
    });
    connect(m_points, &QSpinBox::valueChanged, this, [this](int points) {
        Goal g = current();
        g.points = points;
        edit(g);
    });
    connect(m_target, &QComboBox::activated, this, [this](int index) {
        Goal g = current();
        g.target = m_target->itemData(index).toInt();
        edit(g);
    });
    connect(m_keepEmperor, &QCheckBox::clicked, this, [this](bool on) {
        Goal g = current();
        g.keepEmperor = on;
        edit(g);
    });
    connect(m_difficulty, &QComboBox::activated, this, [this](int index) {
        Goal g = current();
        g.difficulty = index;
        edit(g);
    });
    connect(m_language, &QComboBox::currentIndexChanged, this, &GoalPanel::refresh);
    connect(model, &ScenarioModel::changed, this, &GoalPanel::refresh);
    retranslateUi();
}

void GoalPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

bool GoalPanel::eventFilter(QObject *watched, QEvent *event)
{
    if ((watched == m_lesson || watched == m_hints) && event->type() == QEvent::FocusOut)
        textsEdited();
    return QWidget::eventFilter(watched, event);
}

void GoalPanel::retranslateUi()
{
    auto label = [](QFormLayout *form, QWidget *field, const QString &text) {
        if (auto *l = qobject_cast<QLabel *>(form->labelForField(field))) {
            l->setText(text);
            l->setBuddy(field); // the field's accessible name (what a screen reader says on it)
        }
    };
    //: Goal panel of the scenario editor: lessons and puzzles are scenarios with a goal for one player.
    m_has->setText(tr("Has a goal"));
    m_has->setToolTip(tr("Lessons and puzzles are scenarios with a goal for one player: what to achieve within so "
                         "many turns."));
    //: Goal panel: whose goal it is.
    label(m_form, m_player, tr("Player:"));
    //: Goal panel: what the player must achieve.
    label(m_form, m_kind, tr("Goal:"));
    for (int k = 0; k < kGoalKindCount; ++k)
        m_kind->setItemText(k, text::goalKindTitle(static_cast<GoalKind>(k)));
    //: Goal panel: within how many of the goal player's turns.
    label(m_form, m_turns, tr("Within turns:"));
    //: Goal panel, for "Reach victory points": how many.
    label(m_form, m_points, tr("Victory points:"));
    //: Goal panel: whose Emperor to capture, or whom to eliminate.
    label(m_form, m_target, tr("Target:"));
    //: Goal panel, for "Survive": the player's Emperor must not be captured either.
    m_keepEmperor->setText(tr("Keep the Emperor free"));
    //: Goal panel: how hard the puzzle is.
    label(m_form, m_difficulty, tr("Difficulty:"));
    //: A difficulty: no grade given.
    m_difficulty->setItemText(0, tr("Not graded"));
    //: A difficulty: %1 is 1.
    m_difficulty->setItemText(1, tr("%1 (easiest)").arg(1));
    for (int d = 2; d < kMaxGoalDifficulty; ++d)
        m_difficulty->setItemText(d, QString::number(d));
    //: A difficulty: %1 is 5.
    m_difficulty->setItemText(kMaxGoalDifficulty, tr("%1 (hardest)").arg(kMaxGoalDifficulty));
    //: Goal panel: how the players other than the goal's reply.
    m_opponentsGroup->setTitle(tr("Replies of the other players"));
    m_noOpponents->setText(tr("Each other player plays any defence unless set otherwise: the goal must be met "
                              "whatever they play."));
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        //: Goal panel: how the player of this colour replies; %1 a colour ("Blue").
        label(m_opponentsForm, m_opponent[seat], tr("%1:").arg(text::colourTitle(seat)));
        //: How an opponent replies: every legal reply counts.
        m_opponent[seat]->setItemText(0, tr("Any defence"));
        for (int level = 1; level <= 6; ++level)
            //: How an opponent replies: the computer player of level %1 (1 to 6) plays it.
            m_opponent[seat]->setItemText(level, tr("Computer, level %1").arg(level));
        //: How an opponent replies: actions typed in notation, in order.
        m_opponent[seat]->setItemText(kRepliesItem, tr("Fixed replies"));
        //: Accessible name of the field of an opponent's replies; %1 a colour ("Blue").
        m_replies[seat]->setAccessibleName(tr("Replies of %1").arg(text::colourTitle(seat)));
        //: Placeholder of the replies field: actions in notation, in the order they are taken.
        m_replies[seat]->setPlaceholderText(tr("In notation, in order: e3-d3 d3+1"));
        m_replies[seat]->setToolTip(tr("The actions of this player in order, separated by spaces; once they are used up, "
                                       "or the next one is not legal, any defence."));
    }
    m_lessonGroup->setTitle(tr("Lesson"));
    //: Goal panel: which language's lesson text and hints are edited.
    label(m_lessonForm, m_language, tr("Texts in:"));
    //: The lesson's own texts, shown in every language without a translation.
    m_language->setItemText(0, tr("Default (every language)"));
    //: Goal panel: the text telling the idea the goal teaches.
    label(m_lessonForm, m_lesson, tr("Lesson text:"));
    //: Goal panel: hints shown one at a time, typed one per line.
    label(m_lessonForm, m_hints, tr("Hints (one per line):"));
    refresh();
}

QString GoalPanel::language() const { return m_language->currentData().toString(); }

Goal GoalPanel::current() const
{
    const Scenario &sc = m_model->scenario();
    if (sc.goal)
        return *sc.goal;
    Goal g;
    g.player = sc.position ? sc.position->toMove() : 0;
    return g;
}

void GoalPanel::edit(const Goal &goal)
{
    if (m_model->scenario().goal)
        m_model->setGoal(goal);
}

void GoalPanel::hasGoalClicked(bool on)
{
    if (on)
        m_model->setGoal(current());
    else
        m_model->setGoal(std::nullopt);
}

void GoalPanel::playerChosen(int index)
{
    Goal g = current();
    g.player = index;
    edit(g);
}

void GoalPanel::kindChosen(int index)
{
    Goal g = current();
    const auto kind = static_cast<GoalKind>(index);
    if (kind == g.kind)
        return;
    g.kind = kind;
    // The kind's own fields: a default where it needs one, none where it has none.
    g.points = kind == GoalKind::ReachPoints ? (g.points >= 1 ? g.points : kDefaultPoints) : 0;
    if (kind == GoalKind::Eliminate && g.target == kNoPlayer)
        g.target = (g.player + 1) % m_model->scenario().players;
    else if (kind != GoalKind::Eliminate && kind != GoalKind::CaptureEmperor)
        g.target = kNoPlayer;
    if (kind != GoalKind::Survive)
        g.keepEmperor = false;
    edit(g);
}

void GoalPanel::opponentChosen(int seat, int index)
{
    Goal g = current();
    Opponent &o = g.opponents[static_cast<size_t>(seat)];
    if (index == 0) {
        o = Opponent{};
    } else if (index == kRepliesItem) {
        o.kind = OpponentKind::Replies;
    } else {
        o.kind = OpponentKind::Computer;
        o.level = index;
    }
    if (o.kind != OpponentKind::Replies) {
        o.replies.clear();
        m_repliesProblem[seat]->clear();
    }
    edit(g);
}

void GoalPanel::repliesEdited(int seat)
{
    Goal g = current();
    Opponent &o = g.opponents[static_cast<size_t>(seat)];
    const Board &board = m_model->board();
    std::vector<Action> replies;
    QStringList wrong;
    const QStringList words = m_replies[seat]->text().split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts);
    for (const QString &word : words) {
        if (const auto a = parseNotation(word.toStdString(), board))
            replies.push_back(*a);
        else
            wrong << word;
    }
    if (!wrong.isEmpty()) {
        //: Under the replies field; %1 the words typed that are not actions ("z9-a1", separated by commas).
        m_repliesProblem[seat]->setText(
            tr("Not an action on this board: %1. The replies are kept as they were.").arg(wrong.join(QStringLiteral(", "))));
        m_opponentsForm->setRowVisible(m_repliesProblem[seat], true);
        return;
    }
    m_repliesProblem[seat]->clear();
    m_opponentsForm->setRowVisible(m_repliesProblem[seat], false);
    o.replies = replies;
    edit(g);
}

QString GoalPanel::repliesProblem(int seat) const
{
    return m_repliesProblem[static_cast<size_t>(seat)]->text();
}

void GoalPanel::textsEdited()
{
    if (!m_model->scenario().goal)
        return;
    Goal g = current();
    const std::string lang = language().toStdString();
    const std::string lesson = m_lesson->toPlainText().trimmed().toStdString();
    std::vector<std::string> hints = hintsOf(m_hints->toPlainText());
    if (lang.empty()) {
        g.lesson = lesson;
        g.hints = hints;
    } else {
        if (lesson.empty())
            g.lessonTranslations.erase(lang);
        else
            g.lessonTranslations[lang] = lesson;
        if (hints.empty())
            g.hintTranslations.erase(lang);
        else
            g.hintTranslations[lang] = hints;
    }
    edit(g);
}

void GoalPanel::refresh()
{
    const Scenario &sc = m_model->scenario();
    const bool has = sc.goal.has_value();
    const Goal g = current();
    m_has->setChecked(has);
    m_body->setVisible(has);
    const QSignalBlocker b1(m_turns), b2(m_points);
    m_player->clear();
    for (int p = 0; p < sc.players; ++p)
        m_player->addItem(playerEmblem(p), text::colourTitle(p));
    if (g.player >= sc.players)
        m_player->addItem(text::colourTitle(g.player)); // not in the game: the Problems panel says so
    m_player->setCurrentIndex(std::min(g.player, m_player->count() - 1));
    m_kind->setCurrentIndex(static_cast<int>(g.kind));
    m_turns->setValue(g.turns);
    m_points->setValue(std::max(g.points, 1));
    m_target->clear();
    if (g.kind == GoalKind::CaptureEmperor || g.target == kNoPlayer)
        //: Goal panel, "Capture an Emperor" without a target: the Emperor of any opponent counts.
        m_target->addItem(tr("Any opponent"), kNoPlayer);
    for (int p = 0; p < kMaxPlayers; ++p)
        if ((p < sc.players && p != g.player) || p == g.target) // a wrong target is shown as it is
            m_target->addItem(playerEmblem(p), text::colourTitle(p), p);
    m_target->setCurrentIndex(m_target->findData(g.target));
    m_keepEmperor->setChecked(g.keepEmperor);
    m_difficulty->setCurrentIndex(std::clamp(g.difficulty, 0, kMaxGoalDifficulty));
    m_form->setRowVisible(m_points, g.kind == GoalKind::ReachPoints);
    m_form->setRowVisible(m_target, g.kind == GoalKind::CaptureEmperor || g.kind == GoalKind::Eliminate);
    m_form->setRowVisible(m_keepEmperor, g.kind == GoalKind::Survive);
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        const Opponent &o = g.opponents[static_cast<size_t>(seat)];
        const bool shown = seat < sc.players && seat != g.player;
        const int item = o.kind == OpponentKind::AnyDefence ? 0 : o.kind == OpponentKind::Replies ? kRepliesItem
                                                                                                 : std::clamp(o.level, 1, 6);
        m_opponent[seat]->setCurrentIndex(item);
        m_opponentsForm->setRowVisible(m_opponent[seat], shown);
        m_opponentsForm->setRowVisible(m_replies[seat], shown && o.kind == OpponentKind::Replies);
        if (!m_replies[seat]->hasFocus() && m_repliesProblem[seat]->text().isEmpty()) {
            QStringList words;
            for (const Action &a : o.replies)
                words << QString::fromStdString(toNotation(a, sc.board ? *sc.board : Board()));
            m_replies[seat]->setText(words.join(QLatin1Char(' ')));
        }
        m_opponentsForm->setRowVisible(m_repliesProblem[seat], shown && o.kind == OpponentKind::Replies
                                                                   && !m_repliesProblem[seat]->text().isEmpty());
    }
    const std::string lang = language().toStdString();
    QString lesson = QString::fromStdString(g.lesson);
    QString hints = hintsText(g.hints);
    if (!lang.empty()) {
        const auto l = g.lessonTranslations.find(lang);
        lesson = l == g.lessonTranslations.end() ? QString() : QString::fromStdString(l->second);
        const auto h = g.hintTranslations.find(lang);
        hints = h == g.hintTranslations.end() ? QString() : hintsText(h->second);
    }
    if (m_lesson->toPlainText() != lesson)
        m_lesson->setPlainText(lesson);
    if (m_hints->toPlainText() != hints)
        m_hints->setPlainText(hints);
    m_lesson->setPlaceholderText(lang.empty() ? tr("The idea the goal teaches") : tr("Same as the default"));
    m_hints->setPlaceholderText(lang.empty() ? tr("One hint per line, shown one at a time") : tr("Same as the default"));
}

} // namespace eko::ui
