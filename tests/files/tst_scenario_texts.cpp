// Scenario format version 2: a name and a description with translations per language. Players see
// the text of their interface language, else the default; a scenario without them is still written
// as version 1 (the same bytes as before), and every version 2 file reads back as it was written.
#include "core/game.h"
#include "core/scenario_texts.h"
#include "files/game_file.h"
#include "files/scenario_file.h"
#include "common/file_problems.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace eko;
using namespace eko::files;
using namespace eko::testing;

namespace {

const QString kGood = QStringLiteral(EKO_TEST_DATA "/good/");

Scenario translatedScenario()
{
    Scenario sc = standardScenario(2);
    sc.name = "Desert duel";
    sc.description = "Two players on the standard board.\nA good first game.";
    sc.nameTranslations = {{"ko", "사막 결투"}, {"pt", "Duelo no deserto"}, {"zh_CN", "沙漠对决"}};
    sc.descriptionTranslations = {{"pt", "Dois jogadores no tabuleiro padrão."}};
    return sc;
}

QJsonObject jsonOf(const QByteArray &data) { return QJsonDocument::fromJson(data).object(); }

// A scenario file's JSON with `change` applied, written back as text.
QByteArray edited(const Scenario &sc, const std::function<void(QJsonObject &)> &change)
{
    QJsonObject o = scenarioToObject(sc);
    change(o);
    return QJsonDocument(o).toJson();
}

} // namespace

class TestScenarioTexts : public QObject {
    Q_OBJECT
private slots:
    void textOfTheInterfaceLanguageElseTheDefault()
    {
        const Scenario sc = translatedScenario();
        QCOMPARE(scenarioName(sc, "ko"), std::string("사막 결투"));
        QCOMPARE(scenarioName(sc, "ko_KR"), std::string("사막 결투"));
        QCOMPARE(scenarioName(sc, "pt_BR"), std::string("Duelo no deserto"));
        QCOMPARE(scenarioName(sc, "zh_CN"), std::string("沙漠对决"));
        QCOMPARE(scenarioName(sc, "zh"), std::string("沙漠对决"));
        QCOMPARE(scenarioName(sc, "en"), std::string("Desert duel"));
        QCOMPARE(scenarioName(sc, "fr"), std::string("Desert duel"));
        QCOMPARE(scenarioName(sc, ""), std::string("Desert duel"));
        QCOMPARE(scenarioDescription(sc, "pt"), std::string("Dois jogadores no tabuleiro padrão."));
        QCOMPARE(scenarioDescription(sc, "ko"), sc.description);
        // An empty translation is no translation.
        Scenario cleared = sc;
        cleared.nameTranslations["ko"].clear();
        QCOMPARE(scenarioName(cleared, "ko"), std::string("Desert duel"));
    }

    void withoutTextsWrittenAsVersionOne()
    {
        Scenario sc = standardScenario(3);
        QCOMPARE(scenarioFileVersion(sc), 1);
        QJsonObject o = jsonOf(scenarioToJson(sc));
        QCOMPARE(o.value("version").toInt(), 1);
        QVERIFY(!o.contains("description"));
        QVERIFY(!o.contains("translations"));
        // Empty translations count as none.
        sc.nameTranslations["ko"] = "";
        sc.descriptionTranslations["pt"] = "";
        QCOMPARE(scenarioFileVersion(sc), 1);
        QCOMPARE(scenarioToJson(sc), scenarioToJson(standardScenario(3)));
    }

    void withTextsWrittenAsVersionTwoAndReadBack()
    {
        const Scenario sc = translatedScenario();
        QCOMPARE(scenarioFileVersion(sc), 2);
        const QByteArray data = scenarioToJson(sc);
        const QJsonObject o = jsonOf(data);
        QCOMPARE(o.value("version").toInt(), 2);
        QCOMPARE(o.value("description").toString(), QString::fromStdString(sc.description));
        QCOMPARE(o.value("translations").toObject().value("pt").toObject().value("name").toString(),
                 QStringLiteral("Duelo no deserto"));
        QVERIFY(!o.value("translations").toObject().value("ko").toObject().contains("description"));
        FileProblems problems;
        const auto back = scenarioFromJson(data, problems);
        QVERIFY2(back, qPrintable(problemText(problems)));
        QCOMPARE(back->name, sc.name);
        QCOMPARE(back->description, sc.description);
        QVERIFY(back->nameTranslations == sc.nameTranslations);
        QVERIFY(back->descriptionTranslations == sc.descriptionTranslations);
        QCOMPARE(scenarioToJson(*back), data);
    }

    void emptyTranslationsReadAsNone()
    {
        const QByteArray data = edited(standardScenario(2), [](QJsonObject &o) {
            o.insert("version", 2);
            o.insert("translations", QJsonObject{{"ko", QJsonObject{{"name", ""}, {"description", ""}}}, {"pt", QJsonObject{}}});
        });
        FileProblems problems;
        const auto sc = scenarioFromJson(data, problems);
        QVERIFY2(sc, qPrintable(problemText(problems)));
        QVERIFY(sc->nameTranslations.empty());
        QVERIFY(sc->descriptionTranslations.empty());
        QCOMPARE(scenarioToJson(*sc), scenarioToJson(standardScenario(2)));
    }

    void onlyADescriptionMakesVersionTwo()
    {
        Scenario sc = standardScenario(2);
        sc.description = "Just a description.";
        QCOMPARE(jsonOf(scenarioToJson(sc)).value("version").toInt(), 2);
        sc.description.clear();
        sc.descriptionTranslations["zh_CN"] = "只有译文。";
        QCOMPARE(jsonOf(scenarioToJson(sc)).value("version").toInt(), 2);
    }

    void translatedFileLoads()
    {
        FileProblems problems;
        const auto sc = loadScenario(kGood + "translated-duel.ekoscn", problems);
        QVERIFY2(sc, qPrintable(problemText(problems)));
        QCOMPARE(scenarioName(*sc, "ko"), std::string("작은 결투"));
        QCOMPARE(scenarioName(*sc, "pt"), std::string("Pequeno duelo"));
        QCOMPARE(scenarioName(*sc, "zh_CN"), std::string("小对决"));
        QCOMPARE(scenarioName(*sc, "en"), std::string("Small duel"));
        QVERIFY(scenarioDescription(*sc, "en").find('\n') != std::string::npos);
        QVERIFY(QString::fromStdString(scenarioDescription(*sc, "ko")).startsWith(QStringLiteral("두 플레이어")));
    }

    void versionOneHasNoTexts()
    {
        const QByteArray data = edited(standardScenario(2), [](QJsonObject &o) {
            o.insert("description", "Not in version 1");
            o.insert("translations", QJsonObject{{"ko", QJsonObject{{"name", "이름"}}}});
        });
        FileProblems problems;
        QVERIFY(!scenarioFromJson(data, problems));
        const QString report = problemText(problems);
        QVERIFY2(report.contains("description: unknown field"), qPrintable(report));
        QVERIFY2(report.contains("translations: unknown field"), qPrintable(report));
    }

    void unknownLanguageOrFieldRefused()
    {
        const QByteArray data = edited(translatedScenario(), [](QJsonObject &o) {
            QJsonObject t = o.value("translations").toObject();
            t.insert("fr", QJsonObject{{"name", "Duel du désert"}});
            t.insert("ko", QJsonObject{{"name", "사막 결투"}, {"title", "x"}});
            t.insert("pt", "Duelo");
            o.insert("translations", t);
        });
        FileProblems problems;
        QVERIFY(!scenarioFromJson(data, problems));
        const QString report = problemText(problems);
        QVERIFY2(report.contains("translations.fr: unknown language \"fr\""), qPrintable(report));
        QVERIFY2(report.contains("\"zh_CN\""), qPrintable(report));
        QVERIFY2(report.contains("translations.ko.title: unknown field"), qPrintable(report));
        QVERIFY2(report.contains("translations.pt: must be an object"), qPrintable(report));
    }

    void descriptionLimit()
    {
        Scenario sc = translatedScenario();
        sc.description = std::string(static_cast<size_t>(kMaxDescriptionLength), 'x');
        FileProblems problems;
        QVERIFY2(scenarioFromJson(scenarioToJson(sc), problems), qPrintable(problemText(problems)));
        sc.descriptionTranslations["ko"] = std::string(static_cast<size_t>(kMaxDescriptionLength) + 1, 'y');
        QString error;
        QVERIFY(!saveScenario(sc, QDir::temp().filePath("eko-never-written.ekoscn"), &error));
        QVERIFY2(error.contains("translations.ko.description"), qPrintable(error));
        QVERIFY(!QFile::exists(QDir::temp().filePath("eko-never-written.ekoscn")));
    }

    void gameFilesKeepTheTexts()
    {
        const Game game(translatedScenario(), 5);
        FileProblems problems;
        const auto back = gameFromJson(gameToJson(game, QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC)), problems);
        QVERIFY2(back, qPrintable(problemText(problems)));
        QCOMPARE(back->scenario().description, game.scenario().description);
        QVERIFY(back->scenario().nameTranslations == game.scenario().nameTranslations);
        QVERIFY(back->scenario().descriptionTranslations == game.scenario().descriptionTranslations);
    }
};

QTEST_GUILESS_MAIN(TestScenarioTexts)
#include "tst_scenario_texts.moc"
