// Files are language-neutral: a game saved while one interface language is in use (its translators
// and its QLocale) and opened under another replays to the same positions, and saving it again
// gives the same bytes apart from the date; the same holds for the autosave and scenario files.
#include "session/application_info.h"
#include "session/autosave.h"
#include "session/language.h"
#include "model/demo_game.h"
#include "files/game_file.h"
#include "core/random.h"
#include "core/rules.h"
#include "files/scenario_file.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace eko;
using namespace eko::ui;

namespace {

const QStringList kLanguages = {QStringLiteral("en"), QStringLiteral("ko"), QStringLiteral("pt"),
                                QStringLiteral("zh_CN")};

// A game of random legal actions (favouring constructions and attacks, so that it often ends),
// with names in several scripts.
Game randomGame(int players, std::uint64_t seed, int maxActions)
{
    Game game(standardScenario(players), seed, {"Ana", "보라", "陈静", "João"});
    Random random(seed ^ 0xF11E5ull);
    std::vector<Action> legal;
    for (int k = 0; k < maxActions && !game.current().gameOver(); ++k) {
        rules::legalActions(game.current(), legal);
        if (legal.empty() || game.play(pickRandomAction(legal, random)))
            break;
    }
    return game;
}

QByteArray readAll(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The file without the date it was saved.
QByteArray withoutDate(QByteArray data)
{
    static const QRegularExpression saved(QStringLiteral("\"saved\"\\s*:\\s*\"[^\"]*\""));
    return QString::fromUtf8(data).replace(saved, QStringLiteral("\"saved\": \"\"")).toUtf8();
}

} // namespace

class TestLanguageNeutralFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    void languagesInstall();
    void savedGameReplaysAlikeInAnotherLanguage_data();
    void savedGameReplaysAlikeInAnotherLanguage();
    void autosaveResumesAlikeInAnotherLanguage();
    void scenarioFilesAreTheSameInEveryLanguage();

private:
    LanguageSwitcher m_languages;
    QTemporaryDir m_dir;
};

void TestLanguageNeutralFiles::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QStandardPaths::setTestModeEnabled(true);
    setApplicationIdentity(QStringLiteral("test"));
    QCoreApplication::setApplicationName(QStringLiteral("eko-test-language-neutral-files"));
}

void TestLanguageNeutralFiles::cleanupTestCase()
{
    Autosave::remove();
    m_languages.apply(QStringLiteral("en"));
}

void TestLanguageNeutralFiles::languagesInstall()
{
    // Each switch installs the program's translation and the language's conventions.
    const QList<QLocale::Language> locales = {QLocale::English, QLocale::Korean, QLocale::Portuguese, QLocale::Chinese};
    for (int i = 0; i < kLanguages.size(); ++i) {
        QVERIFY(m_languages.apply(kLanguages[i]));
        QCOMPARE(m_languages.current(), kLanguages[i]);
        QCOMPARE(QLocale().language(), locales[i]);
        QTranslator probe;
        QVERIFY2(probe.load(QStringLiteral(":/i18n/eko_%1.qm").arg(kLanguages[i])), qPrintable(kLanguages[i]));
    }
    // Portuguese writes numbers differently from English: a writer using the locale would show.
    QVERIFY(m_languages.apply(QStringLiteral("pt")));
    QCOMPARE(QLocale().toString(1234.5, 'f', 1), QStringLiteral("1.234,5"));
}

void TestLanguageNeutralFiles::savedGameReplaysAlikeInAnotherLanguage_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("players");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<bool>("toTheEnd");
    int row = 0;
    for (const QString &from : kLanguages)
        for (const QString &to : kLanguages)
            if (from != to) {
                QTest::addRow("%s to %s", qPrintable(from), qPrintable(to))
                    << from << to << 2 + row % 3 << quint64(7001 + 13 * row) << (row % 2 == 0);
                ++row;
            }
}

void TestLanguageNeutralFiles::savedGameReplaysAlikeInAnotherLanguage()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, players);
    QFETCH(quint64, seed);
    QFETCH(bool, toTheEnd);

    QVERIFY(m_languages.apply(from));
    // Half the games are played to their end (the file holds the result), half stop on the way.
    const Game game = randomGame(players, seed, toTheEnd ? 5000 : 30);
    QVERIFY(game.actionCount() >= 30);
    QCOMPARE(game.current().gameOver(), toTheEnd);
    const QString first = m_dir.filePath(QStringLiteral("%1-%2.eko").arg(from, to));
    QString error;
    QVERIFY2(files::saveGame(game, first, &error), qPrintable(error));
    const QDateTime date(QDate(2024, 6, 11), QTime(15, 4, 5), Qt::UTC);
    const QByteArray json = files::gameToJson(game, date);

    QVERIFY(m_languages.apply(to));
    files::FileProblems problems;
    files::GameFileInfo info;
    const std::optional<Game> loaded = files::loadGame(first, problems, &info);
    QVERIFY2(loaded, problems.empty() ? "" : qPrintable(problems.front().toString()));
    QVERIFY(info.saved.isValid());
    QCOMPARE(loaded->actionCount(), game.actionCount());
    QCOMPARE(loaded->seed(), game.seed());
    QCOMPARE(loaded->playerNames(), std::vector<std::string>(game.playerNames()));
    QCOMPARE(loaded->scenario().name, game.scenario().name);
    for (int k = 0; k <= game.actionCount(); ++k)
        QVERIFY2(loaded->positionAt(k) == game.positionAt(k), qPrintable(QStringLiteral("position after %1 actions").arg(k)));
    QCOMPARE(loaded->current().result(), game.current().result());

    // Saved again in the other language: the same file, apart from the date.
    const QString second = m_dir.filePath(QStringLiteral("%1-%2-again.eko").arg(from, to));
    QVERIFY2(files::saveGame(*loaded, second, &error), qPrintable(error));
    const QByteArray a = readAll(first);
    const QByteArray b = readAll(second);
    QVERIFY(!a.isEmpty());
    QCOMPARE(withoutDate(b), withoutDate(a));
    QCOMPARE(files::gameToJson(*loaded, date), json);
}

void TestLanguageNeutralFiles::autosaveResumesAlikeInAnotherLanguage()
{
    for (int i = 0; i < kLanguages.size(); ++i) {
        const QString from = kLanguages[i];
        const QString to = kLanguages[(i + 1) % kLanguages.size()];
        QVERIFY(m_languages.apply(from));
        const Game game = randomGame(3, 9100 + i, 150);
        QString error;
        QVERIFY2(Autosave::write(game, &error), qPrintable(error));
        const QByteArray written = readAll(Autosave::fileName());
        QVERIFY(m_languages.apply(to));
        files::FileProblems problems;
        const std::optional<Game> resumed = Autosave::read(problems);
        QVERIFY2(resumed, qPrintable(from + QLatin1String(" to ") + to));
        QCOMPARE(resumed->actionCount(), game.actionCount());
        for (int k = 0; k <= game.actionCount(); ++k)
            QVERIFY2(resumed->positionAt(k) == game.positionAt(k), qPrintable(QStringLiteral("position after %1 actions").arg(k)));
        QVERIFY2(Autosave::write(*resumed, &error), qPrintable(error));
        QCOMPARE(withoutDate(readAll(Autosave::fileName())), withoutDate(written));
        Autosave::remove();
    }
}

void TestLanguageNeutralFiles::scenarioFilesAreTheSameInEveryLanguage()
{
    QMap<int, QByteArray> english;
    for (const QString &code : kLanguages) {
        QVERIFY(m_languages.apply(code));
        for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
            const QString fileName = m_dir.filePath(QStringLiteral("standard-%1-%2.ekoscn").arg(players).arg(code));
            QString error;
            QVERIFY2(files::saveScenario(standardScenario(players), fileName, &error), qPrintable(error));
            const QByteArray bytes = readAll(fileName);
            QVERIFY(!bytes.isEmpty());
            if (!english.contains(players))
                english.insert(players, bytes);
            QCOMPARE(bytes, english.value(players));
            files::FileProblems problems;
            const std::optional<Scenario> loaded = files::loadScenario(fileName, problems);
            QVERIFY2(loaded, qPrintable(code));
            QCOMPARE(loaded->players, players);
            QCOMPARE(startingPosition(*loaded, 42) == startingPosition(standardScenario(players), 42), true);
        }
    }
}

QTEST_MAIN(TestLanguageNeutralFiles)
#include "tst_language_neutral_files.moc"
