// The game-tree measurements of eko-cli bench (see tree_bench.h).
#include "cli/tree_bench.h"

#include "ai/random_player.h"
#include "core/game_tree.h"
#include "core/scenario.h"
#include "files/game_tree_file.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>

#include <random>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace eko::cli {

namespace {

// Bytes the program holds from the heap now; -1 where the C library does not say.
long long heapInUse()
{
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    const struct mallinfo2 info = mallinfo2();
    return static_cast<long long>(info.uordblks + info.hblkhd); // the heap's chunks and the mapped ones
#else
    return -1;
#endif
}

// A board of `columns` × `rows` spaces, the first two rows desert and the others chasm: a board
// with many spaces (each position holds every space) on which random games stay quick.
Scenario wideScenario(int columns, int rows)
{
    std::vector<Space> spaces;
    for (int r = 0; r < rows; ++r)
        for (int q = 0; q < columns; ++q)
            spaces.push_back({{q, r}, r < 2 ? Terrain::Desert : Terrain::Chasm});
    Scenario scenario;
    scenario.name = "Bench";
    scenario.players = 2;
    scenario.board = std::make_shared<const Board>(std::move(spaces));
    return scenario;
}

// Two lone Emperors that walk their own rows of desert, `columns` long, a row of chasm between them,
// with no draw in sight: a game that goes on until the record is full, for the deepest tree.
Scenario endlessScenario(int columns)
{
    std::vector<Space> spaces;
    for (int r = 0; r < 3; ++r)
        for (int q = 0; q < columns; ++q)
            spaces.push_back({{q, r}, r == 1 ? Terrain::Chasm : Terrain::Desert});
    Scenario scenario;
    scenario.name = "Bench, endless";
    scenario.players = 2;
    scenario.settings.discsPerPlayer = 1;
    scenario.settings.drawRounds = 100000;
    scenario.board = std::make_shared<const Board>(std::move(spaces));
    Position pos(scenario.board, scenario.settings, 2);
    for (PlayerIndex p = 0; p < 2; ++p) {
        pos.playerState(p).reserve = 0;
        pos.playerState(p).emperorInReserve = false;
        pos.setStack(scenario.board->indexOf({0, 2 * p}), Stack{static_cast<std::int8_t>(p), 1, true});
    }
    pos.setPhase(Phase::FirstAction);
    scenario.position = pos;
    return scenario;
}

// Plays random actions into `tree` until it is full: first a main line of up to `mainShare` of the
// limit, then branches of up to 100 actions from nodes drawn at random. Returns the branches begun.
int fill(GameTree &tree, std::uint64_t seed, double mainShare)
{
    ai::RandomPlayer player(seed);
    std::mt19937_64 draw(seed);
    auto playOn = [&](int most) {
        for (int k = 0; k < most && !tree.full(); ++k) {
            const std::optional<Action> action = player.choose(tree.currentPosition());
            if (!action || tree.play(*action))
                return;
        }
    };
    playOn(static_cast<int>(tree.actionLimit() * mainShare));
    int branches = 0;
    for (int tries = 0; !tree.full() && tries < 10 * tree.actionLimit(); ++tries) {
        const NodeId from = static_cast<NodeId>(draw() % static_cast<std::uint64_t>(tree.idEnd()));
        tree.goTo(from);
        const int before = tree.actionCount();
        playOn(100);
        branches += tree.actionCount() > before && tree.children(from).size() > 1 ? 1 : 0;
    }
    return branches;
}

QString milliseconds(qint64 nanoseconds) { return QString::number(static_cast<double>(nanoseconds) / 1e6, 'f', 1); }

QString mebibytes(long long bytes) { return QString::number(static_cast<double>(bytes) / (1024.0 * 1024.0), 'f', 1); }

bool measure(const CommandSpec &spec, const QString &title, const Scenario &scenario, double mainShare = 0.25)
{
    const long long heapBefore = heapInUse();
    QElapsedTimer watch;
    watch.start();
    auto tree = std::make_unique<GameTree>(Game(scenario, 1, {}));
    const int branches = fill(*tree, 1, mainShare);
    const qint64 fillTime = watch.nsecsElapsed();
    const long long heapAfter = heapInUse();
    const int nodes = tree->nodeCount();
    const int spaces = scenario.board->spaceCount();
    int deepest = GameTree::root();
    for (NodeId node = 0; node < tree->idEnd(); ++node)
        if (tree->contains(node) && tree->depth(node) > tree->depth(deepest))
            deepest = node;
    QString text = QStringLiteral("Game tree, %1 (%2 spaces; the record holds %3 actions): %4 nodes, %5 branches, "
                                  "the deepest %6 actions from the start; built in %7 ms\n")
                       .arg(title, QString::number(spaces), QString::number(tree->actionLimit()), QString::number(nodes),
                            QString::number(branches), QString::number(tree->depth(deepest)), milliseconds(fillTime));
    if (heapBefore >= 0) {
        const long long bytes = heapAfter - heapBefore;
        text += QStringLiteral("  memory: %1 MiB in all, %2 bytes per node (%3 per node and space)\n")
                    .arg(mebibytes(bytes), QString::number(bytes / nodes),
                         QString::number(static_cast<double>(bytes) / nodes / spaces, 'f', 2));
    } else {
        text += QStringLiteral("  memory: not measured (the C library does not say how much is in use)\n");
    }

    // Going to nodes drawn at random, as replay and the move list do.
    std::mt19937_64 draw(7);
    constexpr int kJumps = 100000;
    long long check = 0;
    watch.restart();
    for (int k = 0; k < kJumps; ++k) {
        const NodeId node = static_cast<NodeId>(draw() % static_cast<std::uint64_t>(tree->idEnd()));
        tree->goTo(node);
        check += tree->currentPosition().quietTurns();
    }
    const qint64 jumpTime = watch.nsecsElapsed();
    watch.restart();
    const Game line = tree->gameTo(deepest);
    const qint64 replayTime = watch.nsecsElapsed();
    text += QStringLiteral("  goTo any node: %1 ns on average over %2 random nodes (checksum %3); the line to the "
                           "deepest node replayed (gameTo, %4 actions) in %5 ms\n")
                .arg(QString::number(static_cast<double>(jumpTime) / kJumps, 'f', 0), QString::number(kJumps),
                     QString::number(check), QString::number(line.actionCount()), milliseconds(replayTime));

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("tree.eko"));
    QString error;
    watch.restart();
    if (!files::saveGameTree(*tree, {}, file, &error)) {
        reportError(spec, error);
        return false;
    }
    const qint64 saveTime = watch.nsecsElapsed();
    tree.reset();
    files::FileProblems problems;
    watch.restart();
    const std::optional<GameTree> loaded = files::loadGameTree(file, problems);
    const qint64 loadTime = watch.nsecsElapsed();
    if (!loaded || loaded->nodeCount() != nodes) {
        reportError(spec, QStringLiteral("the tree saved did not load again: %1")
                              .arg(files::toStringList(problems).join(QStringLiteral("; "))));
        return false;
    }
    text += QStringLiteral("  save: %1 ms (%2 MiB file); load: %3 ms\n")
                .arg(milliseconds(saveTime), mebibytes(QFileInfo(file).size()), milliseconds(loadTime));
    printOut(text);
    return true;
}

} // namespace

int runTreeBench(const CommandSpec &spec, int players)
{
    printOut(QStringLiteral("Game trees as large as the record allows, filled with random actions (a main line, "
                            "then branches of up to 100 actions from random nodes); memory from the C library's "
                            "count of bytes in use before and after; wall-clock times\n"));
    const bool ok = measure(spec, QStringLiteral("standard %1-player board").arg(players), standardScenario(players))
        && measure(spec, QStringLiteral("20 x 20 board"), wideScenario(20, 20))
        && measure(spec, QStringLiteral("100 x 100 board"), wideScenario(100, 100))
        && measure(spec, QStringLiteral("endless walk on 133 x 3 spaces, 90% in the main line"), endlessScenario(133),
                   0.9);
    return ok ? ExitOk : ExitFailure;
}

} // namespace eko::cli
