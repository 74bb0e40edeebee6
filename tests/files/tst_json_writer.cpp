// The readable JSON writer: whatever text it is given (every control character, quotes, backslashes,
// characters outside the BMP, lone surrogates), QJsonDocument and the file loaders read back the same.
#include "core/game.h"
#include "files/game_file.h"
#include "files/json_document.h"
#include "files/json_writer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringDecoder>
#include <QtTest>

using namespace eko;
using namespace eko::files;

namespace {

// Texts that a careless writer gets wrong, one per kind, and all of them in one.
QStringList awkwardTexts()
{
    QStringList texts;
    for (char16_t c = 0; c < 0x20; ++c)
        texts << QStringLiteral("a") + QChar(c) + QStringLiteral("b");
    texts << QStringLiteral("\"quoted\"") << QStringLiteral("back\\slash\\") << QStringLiteral("\\u0041 is not A")
          << QStringLiteral("/slash/ and \x7f delete") << QString::fromUtf8("Ekö 게임판 对局 ação")
          << QString::fromUtf8("😀 \U0010FFFF non-BMP") << QString(QChar(0xD800)) << QString(QChar(0xDFFF))
          << QStringLiteral("high ") + QChar(0xD83D) + QStringLiteral(" alone")
          << QStringLiteral("low ") + QChar(0xDE00) + QChar(0xD83D) + QStringLiteral(" reversed")
          << QStringLiteral("end ") + QChar(0xDBFF) << QString() << QString(QChar(0xFFFF)) << QString(QChar(0xFEFF));
    texts << texts.join(QString());
    return texts;
}

QJsonObject objectOf(const QStringList &texts)
{
    QJsonObject root{{QStringLiteral("format"), QStringLiteral("test")}};
    QJsonArray values;
    QJsonObject keyed;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        values.append(texts[i]);
        keyed.insert(texts[i], QJsonObject{{QStringLiteral("name"), texts[i]}, {QStringLiteral("n"), i}});
    }
    root.insert(QStringLiteral("texts"), values);
    root.insert(QStringLiteral("keys"), keyed);
    root.insert(QStringLiteral("name"), texts.last());
    return root;
}

// Equal JSON, comparing objects member by member in key order. (QJsonObject's own == looks keys up,
// which Qt 6.4 gets wrong for keys mixing characters outside the BMP with U+E000..U+FFFF.)
bool sameJson(const QJsonValue &a, const QJsonValue &b)
{
    if (a.isObject() && b.isObject()) {
        auto members = [](const QJsonObject &o) {
            QList<std::pair<QString, QJsonValue>> list;
            for (auto it = o.begin(); it != o.end(); ++it)
                list.append({it.key(), it.value()});
            std::sort(list.begin(), list.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
            return list;
        };
        const auto ma = members(a.toObject());
        const auto mb = members(b.toObject());
        if (ma.size() != mb.size())
            return false;
        for (qsizetype i = 0; i < ma.size(); ++i)
            if (ma[i].first != mb[i].first || !sameJson(ma[i].second, mb[i].second))
                return false;
        return true;
    }
    if (a.isArray() && b.isArray()) {
        const QJsonArray x = a.toArray(), y = b.toArray();
        if (x.size() != y.size())
            return false;
        for (qsizetype i = 0; i < x.size(); ++i)
            if (!sameJson(x[i], y[i]))
                return false;
        return true;
    }
    return a == b;
}

} // namespace

class TestJsonWriter : public QObject {
    Q_OBJECT
private slots:
    void everyTextReadsBackTheSame();
    void outputIsValidUtf8WithoutRawControlCharacters();
    void controlCharactersAreEscapedShortly();
    void playerNamesSurviveASavedGame();
};

void TestJsonWriter::everyTextReadsBackTheSame()
{
    const QJsonObject root = objectOf(awkwardTexts());
    const QByteArray written = writeReadableJson(root);
    const QStringList texts = awkwardTexts();
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const QJsonObject one{{QStringLiteral("name"), texts[i]}, {texts[i], 1}};
        const QJsonObject back = QJsonDocument::fromJson(writeReadableJson(one)).object();
        QVERIFY2(back.value(QStringLiteral("name")).toString() == texts[i], qPrintable(QString::number(i)));
        QVERIFY2(sameJson(back, one), qPrintable(QString::number(i)));
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(written, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(sameJson(document.object(), root));
    FileProblems problems;
    const std::optional<QJsonObject> loaded = parseJsonObject(written, problems);
    QVERIFY(problems.isEmpty());
    QVERIFY(loaded);
    QVERIFY(sameJson(*loaded, root));
}

void TestJsonWriter::outputIsValidUtf8WithoutRawControlCharacters()
{
    const QByteArray written = writeReadableJson(objectOf(awkwardTexts()));
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString decoded = utf8(written);
    QVERIFY(!utf8.hasError());
    QVERIFY(!decoded.contains(QChar::ReplacementCharacter));
    for (const char c : written)
        QVERIFY2(static_cast<unsigned char>(c) >= 0x20 || c == '\n', "a raw control character in the output");
}

void TestJsonWriter::controlCharactersAreEscapedShortly()
{
    const QByteArray written
        = writeReadableJson(QJsonObject{{QStringLiteral("name"), QStringLiteral("a\tb\nc\rd\x01" "e\x1f" "f\"g\\h")}});
    QVERIFY2(written.contains(R"("a\tb\nc\rd\u0001e\u001ff\"g\\h")"), written.constData());
    QVERIFY(writeReadableJson(QJsonObject{{QStringLiteral("name"), QString(QChar(0xD800))}}).contains(R"("\ud800")"));
}

void TestJsonWriter::playerNamesSurviveASavedGame()
{
    std::vector<std::string> names;
    QString all;
    for (char16_t c = 1; c < 0x20; ++c)
        all += QChar(c);
    names.push_back(all.toStdString());
    names.push_back(QStringLiteral("\"Ana\" \\ 😀").toStdString());
    const Game game(standardScenario(2), 7, names);
    FileProblems problems;
    const std::optional<Game> loaded = gameFromJson(gameToJson(game), problems);
    QVERIFY2(loaded, problems.isEmpty() ? "" : qPrintable(problems.front().toString()));
    QCOMPARE(loaded->playerNames(), names);
}

QTEST_GUILESS_MAIN(TestJsonWriter)
#include "tst_json_writer.moc"
