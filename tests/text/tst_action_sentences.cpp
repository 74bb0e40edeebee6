// The record told in sentences (text/action_sentence.h): one sentence for every kind of action and
// every case the rules distinguish, in all four languages through the compiled translations
// (:/i18n/eko_*.qm), with the right players, spaces and VP, and no English left in ko, pt and zh_CN;
// a player with the default name is named by the colour alone.
#include "text/action_sentence.h"
#include "text/explain.h"

#include "common/positions.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>

#include <memory>
#include <set>

using namespace eko;
using namespace eko::testing;

namespace {

// One action in one position, and the English sentence it must give (empty: not checked word for word).
struct Case {
    QString name;
    Position before;
    std::string notation;
    QString english;
};

// a1 oasis, c1 reg, e1 mesa, f1 capital; the rest desert.
std::shared_ptr<const Board> board() { return boardFromRows({"o.r.mC", "......", "......", "......"}); }

Case make(QString name, PositionBuilder &b, std::string notation, QString english = {})
{
    return {std::move(name), b.position(), std::move(notation), std::move(english)};
}

std::vector<Case> cases()
{
    std::vector<Case> out;
    {
        PositionBuilder b(board());
        b.place("b2", 0, 1, true).place("b3", 0, 1).place("e4", 1, 1, true).phase(Phase::EmperorSwap);
        out.push_back(make("swap", b, "swap b2 b3", "Red swaps their Emperor on b2 with their disc on b3."));
        out.push_back(make("noswap", b, "noswap", "Red declines the Emperor swap."));
    }
    {
        PositionBuilder b(board());
        b.place("b2", 0, 2, true).place("e4", 1, 1, true);
        out.push_back(make("move", b, "b2-b3", "Red moves the stack on b2 to b3."));
    }
    {
        PositionBuilder b(board());
        b.place("b2", 0, 2, true).place("b3", 0, 1).place("e4", 1, 1, true);
        out.push_back(make("regroup", b, "b2-b3", "Red regroups the stack on b2 with their stack on b3, which now "
                                                  "has 3 discs."));
    }
    {
        PositionBuilder b(board());
        b.place("b2", 0, 3, true).place("c2", 1, 2).place("e4", 1, 1, true);
        out.push_back(make("attack", b, "b2xc2", "Red attacks c2 from b2 and sends Blue's 2 discs back to their "
                                                 "reserve."));
    }
    {
        PositionBuilder b(board());
        b.place("b2", 0, 2).place("c2", 1, 1, true).place("e4", 1, 1).place("a4", 0, 1, true);
        out.push_back(make("attack capturing a lone Emperor", b, "b2xc2",
                           "Red attacks c2 from b2 and captures Blue's Emperor (Red 3 VP)."));
    }
    {
        PositionBuilder b(board());
        b.place("b2", 0, 3).place("c2", 1, 2, true).place("e4", 1, 1).place("a4", 0, 1, true);
        out.push_back(make("attack capturing an Emperor", b, "b2xc2",
                           "Red attacks c2 from b2, captures Blue's Emperor and sends 1 other disc back to their "
                           "reserve (Red 3 VP)."));
    }
    {
        PositionBuilder b(board());
        b.place("b2", 0, 1).place("c2", 1, 4).place("e4", 1, 1, true).place("a4", 0, 1, true);
        out.push_back(make("kamikaze", b, "b2xc2",
                           "Red makes a kamikaze attack on c2 from b2; Blue's 4 discs and the attacking disc go "
                           "back to their reserves, and c2 is left empty."));
    }
    {
        PositionBuilder b(board());
        b.place("b2", 0, 1).place("c2", 1, 4, true).place("e4", 1, 1).place("a4", 0, 1, true);
        out.push_back(make("kamikaze capturing an Emperor", b, "b2xc2",
                           "Red makes a kamikaze attack on c2 from b2 and captures Blue's Emperor; Blue's 3 other "
                           "discs and the attacking disc go back to their reserves, and c2 is left empty "
                           "(Red 3 VP)."));
    }
    {
        PositionBuilder b(board());
        b.place("a2", 0, 3, true).place("c2", 0, 4).place("d2", 0, 4).place("f2", 0, 3).place("e4", 1, 1, true);
        out.push_back(make("village", b, "V@a1/a2", "Red builds a village on a1, paid by the stack on a2 (Red 1 VP)."));
        out.push_back(make("tower", b, "T@c1/c2", "Red builds a tower on c1, paid by the stack on c2 (Red 2 VP)."));
        out.push_back(make("castle", b, "C@e1/d2", "Red builds a castle on e1, paid by the stack on d2 (Red 3 VP)."));
        out.push_back(make("palace", b, "V@f1/f2",
                           "Red builds a village on the capital f1, a palace, paid by the stack on f2 (Red 1 VP)."));
    }
    {
        PositionBuilder b(board());
        b.place("c2", 0, 4, true).place("e4", 1, 1, true).build("c1", 0, BuildingType::Village);
        out.push_back(make("upgrade", b, "T@c1/c2",
                           "Red upgrades the village on c1 to a tower, paid by the stack on c2 (Red 2 VP)."));
    }
    {
        PositionBuilder b(board());
        b.place("d2", 0, 4, true).place("e4", 1, 1, true).build("e1", 1, BuildingType::Tower);
        out.push_back(make("replacement", b, "C@e1/d2",
                           "Red replaces the tower on e1, which was Blue's, with a castle, paid by the stack on d2 "
                           "(Red 3 VP, Blue 0 VP)."));
    }
    {
        PositionBuilder b(board());
        b.place("b2", 0, 1, true).place("e4", 1, 1, true).phase(Phase::AfterAction);
        out.push_back(make("forced march", b, "march",
                           "Red makes a forced march and removes 3 discs of their reserve from the game."));
        out.push_back(make("reinforcement", b, "b2+2",
                           "Red reinforces the stack on b2 with 2 discs from their reserve."));
    }
    {
        PositionBuilder b(board());
        b.place("b2", 0, 1).place("e4", 1, 1, true).phase(Phase::Reinforcement);
        out.push_back(make("reinforcement of the Emperor", b, "b2+1",
                           "Red brings their Emperor back from the reserve onto the stack on b2."));
        out.push_back(make("reinforcement with the Emperor", b, "b2+3",
                           "Red reinforces the stack on b2 with 3 discs from their reserve, their Emperor among "
                           "them."));
    }
    {
        PositionBuilder b(board());
        b.place("b2", 0, 4, true).place("e4", 1, 1, true).phase(Phase::AfterAction);
        out.push_back(make("end", b, "end",
                           "Red ends the turn without a forced march (no reinforcement is possible)."));
    }
    {
        PositionBuilder b(boardFromRows({".."}));
        b.place("a1", 0, 1, true).place("b1", 1, 2, true);
        out.push_back(make("pass", b, "pass", "Red passes (no legal action)."));
    }
    {
        PositionBuilder b(board());
        b.place("b2", 0, 2).place("c2", 1, 1, true).place("e4", 1, 1).place("a4", 0, 1).captive(0, 1);
        out.push_back(make("Emperor exchange", b, "b2xc2",
                           "Red attacks c2 from b2 and captures Blue's Emperor (Blue 0 VP). Red and Blue exchange "
                           "their captive Emperors, which go back to their owners' reserves."));
    }
    {
        PositionBuilder b(board());
        b.place("b2", 0, 3, true).place("c2", 1, 2, true);
        out.push_back(make("elimination", b, "b2xc2",
                           "Red attacks c2 from b2, captures Blue's Emperor and sends 1 other disc back to their "
                           "reserve (Red 3 VP). Blue has no disc left on the board and is out. Red wins by "
                           "elimination."));
    }
    return out;
}

QString sentenceOf(const Case &c, const QStringList &names = {})
{
    const Action action = parse(c.before, c.notation);
    return text::actionSentence(c.before, action, rules::applied(c.before, action), names);
}

// Words of three letters or more.
QSet<QString> words(const QString &text)
{
    QSet<QString> out;
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    for (auto it = word.globalMatch(text); it.hasNext();)
        out.insert(it.next().captured().toLower());
    return out;
}

} // namespace

class TestActionSentences : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { useLanguage(QString()); }

    // Every case is a legal action of its position, and together they cover every kind of action.
    void casesAreLegalAndCoverEveryKind()
    {
        std::set<ActionKind> kinds;
        for (const Case &c : cases()) {
            const Action action = parse(c.before, c.notation);
            const auto refusal = rules::check(c.before, action);
            QVERIFY2(!refusal, qPrintable(c.name));
            kinds.insert(action.kind);
        }
        QCOMPARE(kinds.size(), std::size_t(9));
    }

    void englishSentences()
    {
        QVERIFY(useLanguage(QStringLiteral("en")));
        for (const Case &c : cases())
            QCOMPARE(sentenceOf(c), c.english);
    }

    void englishWithoutTranslation()
    {
        for (const Case &c : cases())
            QCOMPARE(sentenceOf(c), c.english);
    }

    // An attack written with '-' is told as the attack it is.
    void attackWrittenAsAMove()
    {
        const std::vector<Case> all = cases();
        const auto attack = std::find_if(all.begin(), all.end(), [](const Case &c) { return c.name == "attack"; });
        QVERIFY(attack != all.end());
        const Board &b = attack->before.board();
        const Action written = Action::move(b.spaceFromName("b2"), b.spaceFromName("c2"));
        QCOMPARE(text::actionSentence(attack->before, written, rules::applied(attack->before, written)),
                 attack->english);
    }

    void playerNames()
    {
        const std::vector<Case> all = cases();
        const auto capture = std::find_if(all.begin(), all.end(),
                                          [](const Case &c) { return c.name == "attack capturing a lone Emperor"; });
        QVERIFY(capture != all.end());
        QCOMPARE(sentenceOf(*capture, {QStringLiteral("Ana"), QStringLiteral("Bo %1")}),
                 QStringLiteral("Red (Ana) attacks c2 from b2 and captures Blue (Bo %1)'s Emperor (Red (Ana) 3 VP)."));
        QCOMPARE(sentenceOf(*capture, {QString(), QStringLiteral("Bo")}),
                 QStringLiteral("Red attacks c2 from b2 and captures Blue (Bo)'s Emperor (Red 3 VP)."));
    }

    // The sentence of a game's action k uses the game's positions and player names.
    void sentenceOfAGamesAction()
    {
        Game game(standardScenario(2), 7, {"Ana", ""});
        const std::vector<Action> legal = rules::legalActions(game.current());
        QVERIFY(!legal.empty());
        QVERIFY(!game.play(legal.back()));
        QVERIFY(!game.play(rules::legalActions(game.current()).front()));
        for (int k = 0; k < 2; ++k)
            QCOMPARE(text::actionSentence(game, k),
                     text::actionSentence(game.positionAt(k), game.actions()[k], game.positionAt(k + 1),
                                          {QStringLiteral("Ana")}));
        for (int k = 0; k < 2; ++k)
            QVERIFY(text::actionSentence(game, k).startsWith(game.actorOf(k) == 0 ? QLatin1String("Red (Ana) ")
                                                                                   : QLatin1String("Blue ")));
    }

    void translatedSentences_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("ko") << "ko";
        QTest::newRow("pt") << "pt";
        QTest::newRow("zh_CN") << "zh_CN";
    }

    // Each sentence is translated, keeps the spaces and the VP, and has no English word left.
    void translatedSentences()
    {
        QFETCH(QString, code);
        const std::vector<Case> all = cases();
        QVERIFY(useLanguage(code));
        // Words Portuguese shares with English (GLOSSARY: capital, kamikaze).
        const QSet<QString> shared{QStringLiteral("capital"), QStringLiteral("kamikaze")};
        QSet<QString> sentences;
        for (const Case &c : all) {
            const QString translated = sentenceOf(c);
            if (qEnvironmentVariableIsSet("EKO_PRINT_SENTENCES"))
                qInfo().noquote() << code << c.name << ":" << translated;
            QVERIFY2(!translated.isEmpty(), qPrintable(c.name));
            QVERIFY2(translated != c.english, qPrintable(c.name + ": " + translated));
            QVERIFY2(!translated.contains(QLatin1Char('%')), qPrintable(translated));
            for (const QString &english : words(c.english))
                QVERIFY2(shared.contains(english) || !words(translated).contains(english),
                         qPrintable(QStringLiteral("%1: '%2' left in %3").arg(c.name, english, translated)));
            if (code != QLatin1String("pt"))
                QVERIFY2(words(translated).isEmpty(), qPrintable(c.name + ": " + translated));
            // The spaces named in English are named in the translation too.
            static const QRegularExpression spaceName(QStringLiteral("\\b[a-f][1-4]\\b"));
            for (auto it = spaceName.globalMatch(c.english); it.hasNext();) {
                const QString s = it.next().captured();
                QVERIFY2(translated.contains(s), qPrintable(c.name + ": " + s + " missing in " + translated));
            }
            // So are the numbers (VP, discs).
            static const QRegularExpression number(QStringLiteral("(?<![a-z])\\d+"));
            for (auto it = number.globalMatch(c.english); it.hasNext();) {
                const QString n = it.next().captured();
                QVERIFY2(translated.contains(n), qPrintable(c.name + ": " + n + " missing in " + translated));
            }
            sentences.insert(translated);
        }
        // Different actions read differently (no two cases fall back on one text); the action
        // pairs on one position differ anyway, so every sentence is its own.
        QCOMPARE(sentences.size(), qsizetype(all.size()));
    }

    void defaultNames_data()
    {
        QTest::addColumn<QString>("code");
        for (const char *code : {"en", "ko", "pt", "zh_CN"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    // "Player 2" says no more than the colour: a player with the default name, in the language shown
    // or in English (a game saved in English keeps "Player 2"), is the colour alone in every sentence
    // ("Blue attacks…", never "Blue (Player 2) attacks…", in Korean never "파랑 (플레이어 2) 플레이어가");
    // any other name is shown beside the colour.
    void defaultNames()
    {
        QFETCH(QString, code);
        QVERIFY(useLanguage(code));
        const QStringList defaults{text::defaultPlayerName(0), text::defaultPlayerName(1)};
        const QStringList english{QStringLiteral("Player 1"), QStringLiteral("Player 2")};
        const QStringList custom{QStringLiteral("Ana"), QStringLiteral("Bo")};
        if (code != QLatin1String("en"))
            QVERIFY2(defaults != english, "the default name is not translated");
        for (const Case &c : cases()) {
            const QString unnamed = sentenceOf(c);
            QCOMPARE(sentenceOf(c, defaults), unnamed);
            QCOMPARE(sentenceOf(c, english), unnamed);
            const QString named = sentenceOf(c, custom);
            QVERIFY2(named.contains(text::playerLabel(0, custom[0])), qPrintable(named));
            QVERIFY2(named.contains(custom[1]) == unnamed.contains(text::colourTitle(1)), qPrintable(named));
        }
        for (int seat = 0; seat < 4; ++seat) {
            QCOMPARE(text::playerLabel(seat, text::defaultPlayerName(seat)), text::colourTitle(seat));
            QCOMPARE(text::playerLabel(seat, QStringLiteral("Player %1").arg(seat + 1)), text::colourTitle(seat));
            // Another seat's default name is a name like any other.
            QVERIFY(text::playerLabel(seat, text::defaultPlayerName(seat + 1)).contains(text::defaultPlayerName(seat + 1)));
        }
    }

    // A forced march that costs nothing (a scenario may set the cost to 0) says so, in every language.
    void freeForcedMarch()
    {
        RulesSettings settings;
        settings.forcedMarchCost = 0;
        PositionBuilder b(board(), 2, settings);
        b.place("b2", 0, 1, true).place("e4", 1, 1, true).phase(Phase::AfterAction);
        const Case free = make("free forced march", b, "march");
        QVERIFY(!rules::check(free.before, parse(free.before, free.notation)));
        QCOMPARE(sentenceOf(free), QStringLiteral("Red makes a forced march, which costs no disc in this game."));
        for (const char *code : {"ko", "pt", "zh_CN"}) {
            QVERIFY(useLanguage(QString::fromLatin1(code)));
            const QString translated = sentenceOf(free);
            QVERIFY2(!translated.contains(QLatin1Char('0')) && !translated.contains(QLatin1String("costs")),
                     qPrintable(translated));
        }
    }

    void displayNotation_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QStringList>("expected"); // swap b2 b3, noswap, march, end, pass, b2xc2
        QTest::newRow("none") << QString()
                              << QStringList{"swap b2 b3", "noswap", "march", "end", "pass", "b2xc2"};
        QTest::newRow("en") << "en" << QStringList{"swap b2 b3", "noswap", "march", "end", "pass", "b2xc2"};
        QTest::newRow("ko") << "ko" << QStringList{"자리 바꾸기 b2 b3", "자리 유지", "강행군", "끝", "넘기기", "b2xc2"};
        QTest::newRow("pt") << "pt"
                            << QStringList{"troca b2 b3", "sem troca", "marcha", "fim", "passar", "b2xc2"};
        QTest::newRow("zh_CN") << "zh_CN"
                               << QStringList{"换位 b2 b3", "不换位", "强行军", "结束", "跳过", "b2xc2"};
    }

    void displayNotation()
    {
        QFETCH(QString, code);
        QFETCH(QStringList, expected);
        QVERIFY(useLanguage(code));
        const std::shared_ptr<const Board> shared = board(); // held: the names are looked up below
        const Board &b = *shared;
        const SpaceIndex b2 = b.spaceFromName("b2");
        const SpaceIndex b3 = b.spaceFromName("b3");
        const SpaceIndex c2 = b.spaceFromName("c2");
        const QStringList got{text::displayNotation(Action::swap(b2, b3), b), text::displayNotation(Action::noSwap(), b),
                              text::displayNotation(Action::forcedMarch(), b), text::displayNotation(Action::end(), b),
                              text::displayNotation(Action::pass(), b), text::displayNotation(Action::attack(b2, c2), b)};
        QCOMPARE(got, expected);
    }

private:
    // Installs the compiled translation of `code` (none for an empty code).
    bool useLanguage(const QString &code)
    {
        if (m_translator) {
            QCoreApplication::removeTranslator(m_translator.get());
            m_translator.reset();
        }
        if (code.isEmpty())
            return true;
        m_translator = std::make_unique<QTranslator>();
        return m_translator->load(QStringLiteral(":/i18n/eko_%1.qm").arg(code))
            && QCoreApplication::installTranslator(m_translator.get());
    }

    std::unique_ptr<QTranslator> m_translator;
};

QTEST_GUILESS_MAIN(TestActionSentences)
#include "tst_action_sentences.moc"
