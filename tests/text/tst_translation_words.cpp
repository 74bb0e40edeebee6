// One word per idea in every language: the interface words chosen in translations/words.json are the
// ones the rules help pages and the .ts translations use, never a rejected variant; and no Korean
// translation glues a particle whose form depends on the word before it (이/가, 을/를, …) to a placeholder.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

namespace {

const QStringList kLanguages = {QStringLiteral("ko"), QStringLiteral("pt"), QStringLiteral("zh_CN")};

// One translated text and the message it translates, for failure messages.
struct Translation {
    QString source;
    QString text;
};

QList<Translation> readTranslations(const QString &code, QString *error)
{
    QList<Translation> out;
    QFile file(QStringLiteral(EKO_SOURCE_DIR "/translations/eko_%1.ts").arg(code));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1").arg(file.fileName());
        return out;
    }
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("numerusform"))
            out.append({source, xml.readElementText()});
        else if (xml.name() == QLatin1String("translation")
                 && xml.attributes().value(QLatin1String("type")) != QLatin1String("vanished")
                 && xml.attributes().value(QLatin1String("type")) != QLatin1String("obsolete")) {
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!text.trimmed().isEmpty())
                out.append({source, text});
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1: %2").arg(file.fileName(), xml.errorString());
    return out;
}

// The text a reader of the rules help page sees, line breaks folded into spaces.
QString readHelpText(const QString &code, QString *error)
{
    QFile file(QStringLiteral(EKO_SOURCE_DIR "/resources/help/rules_%1.html").arg(code));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1").arg(file.fileName());
        return {};
    }
    QString html = QString::fromUtf8(file.readAll());
    html.remove(QRegularExpression(QStringLiteral("<!--.*?-->"), QRegularExpression::DotMatchesEverythingOption));
    html.remove(QRegularExpression(QStringLiteral("<style>.*?</style>"), QRegularExpression::DotMatchesEverythingOption));
    html.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    return html.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
}

struct Word {
    QString idea;
    QString use;
    QStringList never;
    QStringList except;
};

QList<Word> readWords(const QString &code, QString *error)
{
    QList<Word> words;
    QFile file(QStringLiteral(EKO_SOURCE_DIR "/translations/words.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1").arg(file.fileName());
        return words;
    }
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parse);
    if (doc.isNull()) {
        *error = parse.errorString();
        return words;
    }
    auto strings = [](const QJsonValue &v) {
        QStringList list;
        for (const QJsonValue &s : v.toArray())
            list.append(s.toString());
        return list;
    };
    for (const QJsonValue &v : doc.object().value(code).toArray()) {
        const QJsonObject o = v.toObject();
        words.append({o.value(QLatin1String("idea")).toString(), o.value(QLatin1String("use")).toString(),
                      strings(o.value(QLatin1String("never"))), strings(o.value(QLatin1String("except")))});
    }
    return words;
}

// The text with every exception taken out, so that a rejected word inside a longer good one is not found.
QString withoutExceptions(QString text, const Word &word)
{
    for (const QString &e : word.except)
        text.replace(e, QStringLiteral("·"), Qt::CaseInsensitive);
    return text;
}

} // namespace

class TestTranslationWords : public QObject {
    Q_OBJECT

private slots:
    void wordsListed()
    {
        for (const QString &code : kLanguages) {
            QString error;
            const QList<Word> words = readWords(code, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QVERIFY2(words.size() >= 8, qPrintable(code));
            for (const Word &w : words)
                QVERIFY2(!w.idea.isEmpty() && !w.use.isEmpty(), qPrintable(code + QLatin1Char(' ') + w.idea));
        }
    }

    void chosenWords_data()
    {
        QTest::addColumn<QString>("code");
        for (const QString &code : kLanguages)
            QTest::newRow(qPrintable(code)) << code;
    }

    // Each chosen word is in use (the list holds no dead word), and no rejected variant is anywhere.
    void chosenWords()
    {
        QFETCH(QString, code);
        QString error;
        const QList<Word> words = readWords(code, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QList<Translation> translations = readTranslations(code, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString help = readHelpText(code, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!translations.isEmpty());

        QStringList problems;
        for (const Word &w : words) {
            bool used = help.contains(w.use, Qt::CaseInsensitive);
            for (const Translation &t : translations)
                used = used || t.text.contains(w.use, Qt::CaseInsensitive);
            if (!used)
                problems << QStringLiteral("%1: “%2” is used nowhere").arg(w.idea, w.use);
            for (const QString &bad : w.never) {
                if (withoutExceptions(help, w).contains(bad, Qt::CaseInsensitive))
                    problems << QStringLiteral("%1: the rules help says “%2”, not “%3”").arg(w.idea, bad, w.use);
                for (const Translation &t : translations)
                    if (withoutExceptions(t.text, w).contains(bad, Qt::CaseInsensitive))
                        problems << QStringLiteral("%1: “%2” is translated “%3”: “%4”, not “%5”")
                                        .arg(w.idea, t.source, t.text, bad, w.use);
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The desktop file's search keywords are translated, one for one.
    void desktopKeywordsTranslated()
    {
        QFile file(QStringLiteral(EKO_SOURCE_DIR "/resources/eko.desktop"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        QHash<QString, QStringList> keywords;
        for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
            const QRegularExpressionMatch m =
                QRegularExpression(QStringLiteral("^Keywords(\\[([A-Za-z_]+)\\])?=(.*)$")).match(line);
            if (m.hasMatch())
                keywords.insert(m.captured(2), m.captured(3).split(QLatin1Char(';'), Qt::SkipEmptyParts));
        }
        QVERIFY(!keywords.value(QString()).isEmpty());
        for (const QString &code : kLanguages) {
            QVERIFY2(keywords.contains(code), qPrintable(QStringLiteral("no Keywords[%1]").arg(code)));
            QCOMPARE(keywords.value(code).size(), keywords.value(QString()).size());
        }
    }

    // '%1이 승리했습니다' is wrong when %1 ends in a vowel ("파랑 (플레이어 2)"): a Korean translation
    // never glues a particle whose form follows the last syllable to a placeholder (or to its quotes).
    // The copula (입니다, 이며) and particles of one form (의, 에, 에서, 까지, 만) are fine.
    void koreanNoParticleAfterPlaceholder()
    {
        QString error;
        const QList<Translation> translations = readTranslations(QStringLiteral("ko"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QRegularExpression glued(
            QStringLiteral("%(\\d|n)[\"”'’]?(이|가|은|는|을|를|와|과|으로|로|이나|나|이랑|랑)(만|도|는|의)?(?![가-힣])"));
        QStringList problems;
        for (const Translation &t : translations)
            if (t.text.contains(glued))
                problems << QStringLiteral("“%1” → “%2”").arg(t.source, t.text);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestTranslationWords)
#include "tst_translation_words.moc"
