// Game document: the first game, file dialogs, messages and the autosave hooks.
#include "window/game_document.h"

#include "session/autosave.h"
#include "session/recent_files.h"
#include "session/preferences.h"
#include "files/analysis_section.h"
#include "files/game_file.h"
#include "files/game_tree_file.h"
#include "look/problem_message.h"
#include "model/game_model.h"
#include "text/explain.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>

using namespace eko::text;

namespace eko::ui {

GameDocument::GameDocument(GameModel *model, ComputerSeats *seats, RecentFiles *recent, QWidget *window)
    : QObject(window)
    , m_model(model)
    , m_seats(seats)
    , m_recent(recent)
    , m_window(window)
{
    // Every change of the actions in effect (played, undone, redone) is autosaved at once, and
    // undoing back to what the file holds removes the autosave.
    connect(m_model, &GameModel::actionsChanged, this, &GameDocument::writeAutosave);
    connect(m_model, &GameModel::modifiedChanged, this, &GameDocument::writeAutosave);
    // A comment is autosaved once typing pauses, not at every key.
    m_notesSave.setSingleShot(true);
    m_notesSave.setInterval(kNotesSaveDelayMs);
    connect(&m_notesSave, &QTimer::timeout, this, &GameDocument::writeAutosave);
    connect(m_model, &GameModel::notesChanged, this, [this] { m_notesSave.start(); });
}

QString GameDocument::displayName() const
{
    if (m_fileName.isEmpty())
        //: Window title of a game not saved to a file yet.
        return tr("New game");
    return QFileInfo(m_fileName).fileName();
}

void GameDocument::start(Game game, const files::SeatLevels &levels, const QString &fileName, bool modified)
{
    start(GameTree(std::move(game)), levels, fileName, modified);
}

void GameDocument::start(GameTree tree, const files::SeatLevels &levels, const QString &fileName, bool modified)
{
    // The seats take their levels before anything looks at the game; the seat to move thinks once
    // the game is shown.
    const ComputerPause pause(m_seats);
    m_closed.reset(); // a window closed and shown again plays on
    m_seats->setSeatLevels(levels);
    setFileName(fileName);
    m_fileInfo = {};
    // Autosaved once it is shown as it is (a resumed game is modified: its autosave must not go).
    m_starting = true;
    m_model->setGame(std::move(tree));
    m_model->setModified(modified);
    m_starting = false;
    if (!m_autosaveHeld) // never over the game the system's end kept
        writeAutosave();
}

bool GameDocument::replace(const std::function<std::optional<NextGame>()> &next)
{
    const ComputerPause pause(m_seats); // no computer action while the player decides
    if (!maybeSave())
        return false;
    std::optional<NextGame> game = next();
    if (!game)
        return false;
    finishCleanly();
    show(std::move(*game));
    return true;
}

bool GameDocument::close()
{
    const ComputerPause pause(m_seats); // no computer action while the player decides
    if (!maybeSave())
        return false;
    finishCleanly();
    m_closed.emplace(m_seats); // nor after
    return true;
}

void GameDocument::show(NextGame next)
{
    start(std::move(next.tree), next.levels, next.fileName, next.modified);
    m_fileInfo = next.fileInfo;
    if (next.analysis)
        emit analysisOpened(*next.analysis, files::isStale(*next.analysis));
}

void GameDocument::startDefault()
{
    const int players = preferences::newGamePlayers();
    const QStringList saved = preferences::newGameNames();
    std::vector<std::string> names;
    const QList<int> levels = preferences::newGameLevels();
    files::SeatLevels seats{};
    for (int p = 0; p < players; ++p) { // a name not typed stays empty (shown as the colour)
        names.push_back((p < saved.size() ? saved[p].trimmed() : QString()).toStdString());
        seats[static_cast<size_t>(p)] = p < levels.size() ? levels[p] : 0; // the last New Game's seats
    }
    start(Game(standardScenario(players), QRandomGenerator::global()->generate64(), std::move(names)), seats);
}

bool GameDocument::offerResume(bool ask)
{
    if (!Autosave::exists())
        return false;
    files::FileProblems problems;
    files::GameFileInfo autosaved;
    std::optional<GameTree> game = Autosave::readTree(problems, &autosaved);
    if (!game) {
        const QStringList lines = files::toStringList(problems);
        const QString kept = Autosave::moveAside();
        const QString where = QDir::toNativeSeparators(kept.isEmpty() ? Autosave::fileName() : kept);
        //: %1 is the full path of the autosave file, kept for the player.
        const QString text = tr("A game was interrupted, but its autosave cannot be read. "
                                "The file is kept as “%1”.").arg(where);
        tell(QStringLiteral("resumeErrorBox"), tr("Interrupted Game"), text, lines);
        emit notice(text);
        return false;
    }
    const QString origin = Autosave::origin();
    if (ask) {
        switch (askToResume(game->gameTo(game->current()), autosaved.computerLevels, origin, Autosave::endedBySystem())) {
        case ResumeAnswer::Resume: break;
        case ResumeAnswer::Discard: Autosave::remove(); return false;
        case ResumeAnswer::None: return false; // closed by the system's end: kept for the next start
        }
    }
    // The game keeps its file (and what the file says of itself, for Game Details); it holds changes
    // the file does not, or there would be no autosave. The computer seats stay computers, at their levels.
    files::FileProblems originProblems;
    files::GameFileInfo info;
    const std::optional<Game> saved = origin.isEmpty() ? std::nullopt : files::loadGame(origin, originProblems, &info);
    const bool sameGame = saved && saved->seed() == game->seed() && saved->positionAt(0) == game->position(GameTree::root());
    start(std::move(*game), autosaved.computerLevels, origin, true);
    if (sameGame)
        m_fileInfo = info;
    return true;
}

GameDocument::ResumeAnswer GameDocument::askToResume(const Game &game, const files::SeatLevels &levels,
                                                     const QString &origin, bool endedBySystem)
{
    const ComputerPause pause(m_seats);
    QMessageBox box(QMessageBox::Question,
                    endedBySystem ? tr("Unsaved Game") : tr("Interrupted Game"),
                    endedBySystem ? tr("Resume the game that was not saved?") : tr("Resume the interrupted game?"),
                    QMessageBox::Yes | QMessageBox::No, m_window);
    box.setObjectName(QStringLiteral("resumeBox"));
    QStringList lines;
    lines.append(endedBySystem
                     ? tr("Ekö was closed by the system (logging out, shutting down or a termination signal) "
                          "while this game had changes that were not saved.")
                     : tr("Ekö ended abruptly while this game was in progress."));
    lines.append(origin.isEmpty()
                     //: In the question to resume a game: the game was never saved.
                     ? tr("The game was never saved to a file.")
                     //: In the question to resume a game: %1 is the full path of the game's file.
                     : tr("Its file is “%1”; the changes since it was last saved are in the autosave.")
                           .arg(QDir::toNativeSeparators(origin)));
    // The players as the players panel shows them ("Red (Ana)", or "Red" without a name), and who
    // the computer plays.
    QStringList players;
    for (int p = 0; p < static_cast<int>(game.playerNames().size()); ++p) {
        const QString label = playerLabel(p, QString::fromStdString(game.playerNames()[p]));
        const int level = p < static_cast<int>(levels.size()) ? levels[static_cast<size_t>(p)] : 0;
        players.append(level > 0
                           //: A seat the computer plays, in the question to resume a game: %1 the player
                           //: ("Blue" or "Blue (Bo)"), %2 the level 1–6.
                           ? tr("%1 (computer player, level %2)").arg(label).arg(level)
                           : label);
    }
    const QString playerList = QLocale().createSeparatedList(players);
    lines.append(game.actionCount() == 0
                     //: In the question to resume a game; %1 lists the players, the computer seats with their level.
                     ? tr("No action played yet; players: %1.").arg(playerList)
                     //: In the question to resume a game (1 action or more); %1 lists the players, the
                     //: computer seats with their level.
                     : tr("%n action(s) played; players: %1.", "", game.actionCount()).arg(playerList));
    box.setInformativeText(lines.join(QStringLiteral("\n\n"))); // a paragraph each
    box.button(QMessageBox::Yes)->setText(tr("&Resume"));
    box.button(QMessageBox::No)->setText(tr("&Discard"));
    box.setDefaultButton(QMessageBox::Yes);
    box.exec();
    if (box.clickedButton() == box.button(QMessageBox::Yes))
        return ResumeAnswer::Resume;
    return box.clickedButton() ? ResumeAnswer::Discard : ResumeAnswer::None;
}

std::optional<GameDocument::NextGame> GameDocument::read(const QString &fileName)
{
    files::FileProblems problems;
    files::GameFileInfo info;
    std::optional<GameTree> tree = files::loadGameTree(fileName, problems, &info);
    if (!tree) {
        QStringList lines = files::toStringList(problems);
        if (lines.isEmpty())
            lines.append(tr("The file cannot be read."));
        tell(QStringLiteral("openErrorBox"), tr("Open Game"),
             tr("The game “%1” cannot be opened.").arg(QDir::toNativeSeparators(fileName)), lines);
        return std::nullopt;
    }
    if (m_writesUserData) {
        preferences::setLastFolderFromFile(fileName);
        m_recent->add(fileName);
    }
    // The file's analysis of its main line (a damaged section is left out: the game opens without
    // it, as it reads).
    const Game mainLine = tree->gameTo(tree->mainLine().back());
    NextGame next{std::move(*tree), info.computerLevels, QFileInfo(fileName).absoluteFilePath(), false, info};
    QFile file(fileName);
    if (file.open(QIODevice::ReadOnly)) {
        QString problem;
        next.analysis = files::analysisFromJson(file.readAll(), mainLine, &problem);
        if (!problem.isEmpty())
            emit notice(problem);
    }
    return next;
}

bool GameDocument::open(const QString &fileName)
{
    std::optional<NextGame> next = read(fileName);
    if (!next)
        return false;
    show(std::move(*next));
    return true;
}

bool GameDocument::openRecent(const QString &fileName)
{
    bool unreadable = false;
    const bool opened = replace([this, &fileName, &unreadable] {
        std::optional<NextGame> next = read(fileName);
        unreadable = !next;
        return next;
    });
    if (unreadable)
        m_recent->remove(fileName);
    return opened;
}

void GameDocument::tell(const QString &objectName, const QString &title, const QString &text,
                        const QStringList &problems)
{
    std::optional<ComputerPause> pause; // no computer action while the message is open
    if (m_interactive)
        pause.emplace(m_seats);
    tellProblem(m_window, {objectName, title, text, problems}, m_interactive);
}

bool GameDocument::openWithDialog()
{
    return replace([this]() -> std::optional<NextGame> {
        const QString fileName =
            QFileDialog::getOpenFileName(m_window, tr("Open Game"), preferences::lastFolder(), fileFilter());
        if (fileName.isEmpty())
            return std::nullopt;
        return read(fileName);
    });
}

bool GameDocument::save()
{
    if (m_fileName.isEmpty())
        return saveAs();
    return saveTo(m_fileName);
}

bool GameDocument::saveAs()
{
    if (!m_model->hasGame())
        return false;
    QString start = m_fileName;
    if (start.isEmpty())
        //: Suggested file name of a new saved game (keep it short, no folder).
        start = QDir(preferences::lastFolder()).filePath(tr("game") + QStringLiteral(".eko"));
    const ComputerPause pause(m_seats);
    QFileDialog dialog(m_window, tr("Save Game As"), start, fileFilter());
    dialog.setObjectName(QStringLiteral("saveAsDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.setDefaultSuffix(QStringLiteral("eko")); // before the overwrite question
    dialog.selectFile(start);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return false;
    return saveTo(dialog.selectedFiles().front());
}

bool GameDocument::saveTo(const QString &fileName)
{
    if (!m_model->hasGame())
        return false;
    QString error;
    // The time written into the file (whole seconds, as the file holds it), kept for Game Details.
    QDateTime now = QDateTime::currentDateTimeUtc();
    now = now.addMSecs(-now.time().msec());
    Game mainLine = m_model->game();
    const QByteArray data = fileData(now, &mainLine);
    if (!files::saveGameTreeData(m_model->tree(), mainLine, data, fileName, &error)) {
        tell(QStringLiteral("saveErrorBox"), tr("Save Game"), error, {}); // one sentence: the file and why
        return false;
    }
    if (m_writesUserData) {
        preferences::setLastFolderFromFile(fileName);
        m_recent->add(fileName);
        // The file holds everything now; the autosave returns with the next action.
        Autosave::remove();
    }
    setFileName(QFileInfo(fileName).absoluteFilePath());
    m_fileInfo = {files::programName() + QLatin1Char(' ') + files::programVersion(), now};
    m_model->setModified(false);
    return true;
}

QByteArray GameDocument::fileData(const QDateTime &saved, Game *mainLine) const
{
    const GameTree &tree = m_model->tree();
    *mainLine = tree.gameTo(tree.mainLine().back());
    QByteArray data = files::gameTreeToJson(tree, m_seats->seatLevels(), saved);
    if (m_analysisSource) {
        const ai::GameAnalysis analysis = m_analysisSource();
        // Only what holds for the main line written (an analysis the section cannot hold is left out).
        if (!analysis.actions.empty() && files::analysisProblem(analysis, *mainLine).isEmpty())
            data = files::withAnalysis(data, analysis, *mainLine);
    }
    return data;
}

bool GameDocument::maybeSave()
{
    if (!m_model->hasGame() || !m_model->isModified())
        return true;
    const ComputerPause pause(m_seats); // no computer action while the player decides
    QMessageBox box(QMessageBox::Question, tr("Unsaved Changes"),
                    tr("The game “%1” has changes that are not saved.").arg(displayName()),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setObjectName(QStringLiteral("unsavedChangesBox"));
    box.setInformativeText(tr("Do you want to save them?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save: return save();
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

void GameDocument::finishCleanly()
{
    if (m_writesUserData)
        Autosave::remove();
}

void GameDocument::finishBySystem()
{
    if (!m_writesUserData)
        return;
    if (m_model->hasGame() && m_model->isModified())
        Autosave::markEndedBySystem(); // kept, up to date: the next start offers it as not saved
    else if (m_model->hasGame())
        Autosave::remove(); // the file holds it all (or there is nothing to keep)
    // else: the question to resume is open; what it offers stays for the next start
    m_autosaveHeld = true;
}

void GameDocument::writeAutosave()
{
    m_notesSave.stop(); // written now
    if (!m_model->hasGame() || !m_writesUserData || m_starting)
        return;
    m_autosaveHeld = false; // an action after the system's end: play goes on (a cancelled logout)
    // A game just as its file holds it needs no autosave: there is nothing to resume.
    if (!m_fileName.isEmpty() && !m_model->isModified()) {
        Autosave::remove();
        return;
    }
    QString error;
    if (Autosave::write(m_model->tree(), m_seats->seatLevels(), m_fileName, &error)) {
        m_autosaveError.clear();
        return;
    }
    const bool first = m_autosaveError.isEmpty();
    m_autosaveError = error;
    if (first)
        //: Status line when the autosave failed; %1 is a sentence saying which file and why.
        emit notice(tr("%1 The game goes on without an autosave.").arg(error));
}

void GameDocument::setFileName(const QString &fileName)
{
    if (fileName == m_fileName)
        return;
    m_fileName = fileName;
    emit fileNameChanged(fileName);
}

QString GameDocument::fileFilter() const { return tr("Ekö games (*.eko);;All files (*)"); }

} // namespace eko::ui
