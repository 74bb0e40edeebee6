// The "analysis" section of game files, written and read.
#include "files/analysis_section.h"

#include "files/json_writer.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace eko::files {

namespace {

QString translate(const char *text) { return QCoreApplication::translate("eko::files", text); }

QJsonArray chancesArray(const ai::Chances &chances, int players)
{
    QJsonArray out;
    for (int p = 0; p < players; ++p)
        out.append(chances[static_cast<size_t>(p)]);
    return out;
}

bool isChance(double x) { return std::isfinite(x) && x >= 0 && x <= 1; }

// Reads `value` as `players` chances, each 0 to 1.
std::optional<ai::Chances> readChances(const QJsonValue &value, int players)
{
    if (!value.isArray() || value.toArray().size() != players)
        return std::nullopt;
    ai::Chances out{};
    const QJsonArray array = value.toArray();
    for (int p = 0; p < players; ++p) {
        if (!array[p].isDouble() || !isChance(array[p].toDouble()))
            return std::nullopt;
        out[static_cast<size_t>(p)] = array[p].toDouble();
    }
    return out;
}

const QStringList &judgementIds()
{
    static const QStringList ids{QStringLiteral("good"), QStringLiteral("inaccuracy"), QStringLiteral("mistake"),
                                 QStringLiteral("blunder")};
    return ids;
}

} // namespace

QString analysisProblem(const ai::GameAnalysis &analysis, const Game &game)
{
    if (analysis.engine.empty() || static_cast<int>(analysis.engine.size()) > kMaxAnalysisEngineLength)
        //: %1 the most characters an analysis's engine name may have (100).
        return translate("the analysis's engine name is empty or longer than %1 characters").arg(kMaxAnalysisEngineLength);
    if (analysis.budget.iterations < 1 || analysis.budget.iterations > kMaxAnalysisIterations)
        return translate("the analysis's budget is out of range");
    int previous = -1;
    for (const ai::ActionAnalysis &a : analysis.actions) {
        if (a.index <= previous || a.index >= game.actionCount()
            || !(a.played == game.actions()[static_cast<size_t>(a.index)]))
            return translate("the analysis names an action the game does not have");
        previous = a.index;
        if (static_cast<int>(a.best.size()) > ai::kTopActions)
            //: %1 the most best actions an analysed action lists (5).
            return translate("an analysed action lists more than %1 best actions").arg(ai::kTopActions);
        for (int p = 0; p < game.current().playerCount(); ++p) {
            bool ok = isChance(a.before[static_cast<size_t>(p)]) && isChance(a.after[static_cast<size_t>(p)]);
            for (const ai::Candidate &c : a.best)
                ok = ok && isChance(c.chances[static_cast<size_t>(p)]);
            if (!ok || !isChance(a.loss))
                return translate("a chance of the analysis is not between 0 and 1");
        }
    }
    return {};
}

QJsonObject analysisToObject(const ai::GameAnalysis &analysis, const Game &game)
{
    const int players = game.current().playerCount();
    QJsonArray actions;
    for (const ai::ActionAnalysis &a : analysis.actions) {
        QJsonArray best;
        for (const ai::Candidate &c : a.best)
            best.append(QJsonObject{{QStringLiteral("action"), QString::fromStdString(c.notation)},
                                    {QStringLiteral("visits"), static_cast<double>(c.visits)},
                                    {QStringLiteral("chances"), chancesArray(c.chances, players)}});
        QJsonObject entry{{QStringLiteral("action"), a.index + 1},
                          {QStringLiteral("before"), chancesArray(a.before, players)},
                          {QStringLiteral("after"), chancesArray(a.after, players)},
                          {QStringLiteral("best"), best},
                          {QStringLiteral("loss"), a.loss},
                          {QStringLiteral("class"), judgementIds().at(static_cast<int>(a.judgement))}};
        if (a.forced)
            entry.insert(QStringLiteral("forced"), true);
        actions.append(entry);
    }
    return QJsonObject{{QStringLiteral("engine"), QString::fromStdString(analysis.engine)},
                       {QStringLiteral("iterations"), analysis.budget.iterations},
                       {QStringLiteral("seed"), QString::number(analysis.budget.seed)},
                       {QStringLiteral("actions"), actions}};
}

QByteArray withAnalysis(const QByteArray &json, const ai::GameAnalysis &analysis, const Game &game)
{
    if (analysis.actions.empty())
        return json;
    QJsonObject root = QJsonDocument::fromJson(json).object();
    root.insert(QStringLiteral("analysis"), analysisToObject(analysis, game));
    root.insert(QStringLiteral("version"), 3);
    return writeReadableJson(root);
}

std::optional<ai::GameAnalysis> analysisFromObject(const QJsonObject &root, const Game &game, QString *problem)
{
    auto fail = [problem](const QString &why) -> std::optional<ai::GameAnalysis> {
        if (problem)
            //: A game file's analysis section is damaged; %1 says what is wrong. The game opens without it.
            *problem = translate("The analysis saved with this game cannot be read (%1); the game opens without it.").arg(why);
        return std::nullopt;
    };
    if (problem)
        problem->clear();
    if (!root.contains(QStringLiteral("analysis")) || root.value(QStringLiteral("analysis")).isNull())
        return std::nullopt;
    const QJsonValue value = root.value(QStringLiteral("analysis"));
    if (!value.isObject())
        return fail(translate("it is not an object"));
    const QJsonObject o = value.toObject();
    for (const QString &key : o.keys())
        if (!QStringList{"engine", "iterations", "seed", "actions"}.contains(key))
            //: %1 a field name of the file.
            return fail(translate("unknown field “%1”").arg(key));
    ai::GameAnalysis out;
    const QString engine = o.value(QStringLiteral("engine")).toString();
    if (engine.isEmpty() || engine.size() > kMaxAnalysisEngineLength)
        return fail(translate("no engine name"));
    out.engine = engine.toStdString();
    const QJsonValue iterations = o.value(QStringLiteral("iterations"));
    const double it = iterations.toDouble(-1);
    if (!iterations.isDouble() || it != std::floor(it) || it < 1 || it > kMaxAnalysisIterations)
        return fail(translate("the budget is out of range"));
    out.budget.iterations = static_cast<int>(it);
    bool seedOk = false;
    out.budget.seed = o.value(QStringLiteral("seed")).toString().toULongLong(&seedOk);
    if (!seedOk)
        return fail(translate("the seed is not a number"));
    const QJsonValue actions = o.value(QStringLiteral("actions"));
    if (!actions.isArray() || actions.toArray().size() > game.actionCount())
        return fail(translate("the actions are not a list of the game's actions"));
    const int players = game.current().playerCount();
    int previous = 0;
    for (const QJsonValue &v : actions.toArray()) {
        const QJsonObject e = v.toObject();
        const int number = e.value(QStringLiteral("action")).toInt(0);
        //: %1 the number of an action in the analysis section.
        const QString at = translate("action %1").arg(number);
        if (!v.isObject() || number <= previous || number > game.actionCount())
            return fail(translate("an action number is missing, out of order or past the game's end"));
        previous = number;
        for (const QString &key : e.keys())
            if (!QStringList{"action", "before", "after", "best", "loss", "class", "forced"}.contains(key))
                //: %1 "action 12", %2 a field name of the file.
                return fail(translate("%1: unknown field “%2”").arg(at, key));
        ai::ActionAnalysis a;
        a.index = number - 1;
        a.mover = game.actorOf(a.index);
        a.phase = game.positionAt(a.index).phase();
        a.played = game.actions()[static_cast<size_t>(a.index)];
        a.notation = game.notation(a.index);
        const auto before = readChances(e.value(QStringLiteral("before")), players);
        const auto after = readChances(e.value(QStringLiteral("after")), players);
        if (!before || !after)
            //: %1 "action 12".
            return fail(translate("%1: the chances are not one number from 0 to 1 per player").arg(at));
        a.before = *before;
        a.after = *after;
        const QJsonValue best = e.value(QStringLiteral("best"));
        if (!best.isArray() || best.toArray().size() > ai::kTopActions)
            //: %1 "action 12", %2 the most best actions an analysed action lists (5).
            return fail(translate("%1: the best actions are not a list of at most %2").arg(at).arg(ai::kTopActions));
        for (const QJsonValue &b : best.toArray()) {
            const QJsonObject c = b.toObject();
            ai::Candidate candidate;
            candidate.notation = c.value(QStringLiteral("action")).toString().toStdString();
            const std::optional<Action> parsed = game.parse(candidate.notation);
            const auto chances = readChances(c.value(QStringLiteral("chances")), players);
            const double visits = c.value(QStringLiteral("visits")).toDouble(-1);
            if (!b.isObject() || !parsed || !chances || visits < 0 || visits != std::floor(visits) || c.size() != 3)
                //: %1 "action 12".
                return fail(translate("%1: a best action is not an action with its chances").arg(at));
            candidate.action = *parsed;
            candidate.chances = *chances;
            candidate.visits = static_cast<long long>(visits);
            a.best.push_back(std::move(candidate));
        }
        const QJsonValue loss = e.value(QStringLiteral("loss"));
        const int judgement = judgementIds().indexOf(e.value(QStringLiteral("class")).toString());
        if (!loss.isDouble() || !isChance(loss.toDouble()) || judgement < 0)
            //: %1 "action 12".
            return fail(translate("%1: the loss or the class is not one the analysis gives").arg(at));
        a.loss = loss.toDouble();
        a.judgement = static_cast<ai::Judgement>(judgement);
        const QJsonValue forced = e.value(QStringLiteral("forced"));
        if (!forced.isUndefined() && !forced.isBool())
            return fail(translate("%1: “forced” is not true or false").arg(at));
        a.forced = forced.toBool(false);
        out.actions.push_back(std::move(a));
    }
    out.from = 0;
    out.to = static_cast<int>(out.actions.size());
    return out;
}

std::optional<ai::GameAnalysis> analysisFromJson(const QByteArray &json, const Game &game, QString *problem)
{
    return analysisFromObject(QJsonDocument::fromJson(json).object(), game, problem);
}

bool isStale(const ai::GameAnalysis &analysis, int iterations)
{
    return analysis.engine != ai::kAnalysisEngine || analysis.budget.iterations != iterations;
}

} // namespace eko::files
