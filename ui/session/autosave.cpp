// Autosave file handling on top of the game file format (engine/files/game_file.h), one locked
// slot per running program.
#include "session/autosave.h"

#include "session/application_info.h"
#include "core/node_path.h"
#include "files/game_file.h"
#include "files/game_tree_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSettings>
#include <QStandardPaths>
#include <memory>

namespace eko::ui {

namespace {

constexpr int kSlots = 32;

// Slot 0 is autosave.eko (what one program alone always uses), slot n is autosave-<n+1>.eko.
QString slotFileName(const QString &folder, int n)
{
    const QString first = QString::fromLatin1(kAutosaveFileName);
    if (n == 0)
        return QDir(folder).filePath(first);
    const QFileInfo info(first);
    return QDir(folder).filePath(QStringLiteral("%1-%2.%3").arg(info.completeBaseName()).arg(n + 1).arg(info.suffix()));
}

// The slot this program writes: its file, and the lock that keeps other programs out of it.
struct Slot {
    QString folder;
    QString fileName;
    std::unique_ptr<QLockFile> lock;
};

// The first free slot that holds an interrupted game (so that it is offered), else the first free
// slot. A lock is free when nobody holds it or its program has ended (crash, kill).
Slot claimSlot(const QString &folder)
{
    QDir().mkpath(folder);
    for (const bool interruptedOnly : {true, false}) {
        for (int n = 0; n < kSlots; ++n) {
            const QString name = slotFileName(folder, n);
            if (interruptedOnly && !QFile::exists(name))
                continue;
            auto lock = std::make_unique<QLockFile>(name + QStringLiteral(".lock"));
            lock->setStaleLockTime(0); // held for the whole run: only a dead owner makes it stale
            if (lock->tryLock(0))
                return {folder, name, std::move(lock)};
        }
    }
    // No lock can be taken (every slot busy, or a folder that cannot be written): the first slot.
    return {folder, slotFileName(folder, 0), nullptr};
}

// Claimed on first use, and again if the data folder changes (tests switch it).
const Slot &ownSlot()
{
    static Slot slot;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (slot.fileName.isEmpty() || slot.folder != folder) {
        slot.lock.reset();
        slot = claimSlot(folder);
    }
    return slot;
}

// The file the autosaved game of a slot belongs to, kept beside the preferences (one key per slot).
QString originKey()
{
    return QStringLiteral("autosave/origin-") + QFileInfo(ownSlot().fileName).completeBaseName();
}

// The address (core/node_path.h) of the node the autosaved game was at.
QString currentKey()
{
    return QStringLiteral("autosave/current-") + QFileInfo(ownSlot().fileName).completeBaseName();
}

// Set while the autosave of a slot was left by a clean end by the system (see markEndedBySystem).
QString endedKey()
{
    return QStringLiteral("autosave/endedBySystem-") + QFileInfo(ownSlot().fileName).completeBaseName();
}

} // namespace

QString Autosave::fileName() { return ownSlot().fileName; }

bool Autosave::write(const Game &game, const files::SeatLevels &levels, const QString &origin, QString *error)
{
    return write(GameTree(game), levels, origin, error);
}

bool Autosave::write(const GameTree &tree, const files::SeatLevels &levels, const QString &origin, QString *error)
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (!QDir().mkpath(folder)) {
        if (error)
            *error = QCoreApplication::translate("eko::ui::Autosave", "Cannot create the folder %1.")
                         .arg(QDir::toNativeSeparators(folder));
        return false;
    }
    if (!files::saveGameTree(tree, levels, fileName(), error))
        return false;
    QSettings settings;
    const QString current = QString::fromStdString(nodePath(tree, tree.current()));
    if (settings.value(currentKey()).toString() != current)
        settings.setValue(currentKey(), current);
    if (settings.value(originKey()).toString() != origin)
        settings.setValue(originKey(), origin);
    if (settings.contains(endedKey()))
        settings.remove(endedKey()); // the program goes on: an end would be abrupt again
    return true;
}

bool Autosave::exists() { return QFile::exists(fileName()); }

std::optional<GameTree> Autosave::readTree(files::FileProblems &problems, files::GameFileInfo *info)
{
    std::optional<GameTree> tree = files::loadGameTree(fileName(), problems, info);
    // At the node it was at (the end of the main line if the address no longer names one).
    if (tree)
        if (const std::optional<NodeId> current = findNode(*tree, QSettings().value(currentKey()).toString().toStdString()))
            tree->goTo(*current);
    return tree;
}

std::optional<Game> Autosave::read(files::FileProblems &problems, files::GameFileInfo *info)
{
    const std::optional<GameTree> tree = readTree(problems, info);
    return tree ? std::optional<Game>(tree->gameTo(tree->current())) : std::nullopt;
}

QString Autosave::origin() { return QSettings().value(originKey()).toString(); }

void Autosave::remove()
{
    QFile::remove(fileName());
    QSettings settings;
    settings.remove(originKey());
    settings.remove(currentKey());
    settings.remove(endedKey());
}

void Autosave::markEndedBySystem()
{
    if (exists())
        QSettings().setValue(endedKey(), true);
}

bool Autosave::endedBySystem() { return exists() && QSettings().value(endedKey(), false).toBool(); }

QString Autosave::moveAside(const QDateTime &when)
{
    const QFileInfo autosave(fileName());
    const QString stem = autosave.completeBaseName() + QStringLiteral(".broken-")
                         + when.toString(QStringLiteral("yyyy-MM-dd-HHmmss"));
    const QString suffix = QLatin1Char('.') + autosave.suffix();
    QString target = autosave.dir().filePath(stem + suffix);
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = autosave.dir().filePath(stem + QLatin1Char('-') + QString::number(n) + suffix);
    if (!QFile::rename(autosave.filePath(), target))
        return {};
    QSettings().remove(originKey());
    QSettings().remove(endedKey());
    return target;
}

} // namespace eko::ui
