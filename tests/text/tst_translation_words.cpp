// One word per idea in every language: the interface words chosen in translations/words.json are the
// ones the rules help pages, the .ts translations, the desktop entry, the AppStream metainfo and the
// MIME types use, never a rejected variant; one English text has one translation; no Korean particle
// is of the wrong form for its word; and Chinese puts no ASCII space between two Chinese characters.
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

namespace {

const QStringList kLanguages = {QStringLiteral("ko"), QStringLiteral("pt"), QStringLiteral("zh_CN")};

// One translated text and the message it translates, for failure messages.
struct Translation {
    QString context;
    QString source;
    QString disambiguation; // <comment>, part of the message's key
    QString note;           // <extracomment>, the translator comment
    QString text;
    int form = 0;           // which plural form, in a message with plural forms
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
    Translation message;
    bool inMessage = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == QLatin1String("message"))
            inMessage = false;
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name") && !inMessage) {
            message.context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            inMessage = true;
            message = {message.context, {}, {}, {}, {}, 0};
        } else if (xml.name() == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (xml.name() == QLatin1String("comment")) {
            message.disambiguation = xml.readElementText();
        } else if (xml.name() == QLatin1String("extracomment")) {
            message.note = xml.readElementText();
        } else if (xml.name() == QLatin1String("numerusform")) {
            message.text = xml.readElementText();
            out.append(message);
            ++message.form;
        } else if (xml.name() == QLatin1String("translation")
                   && xml.attributes().value(QLatin1String("type")) != QLatin1String("vanished")
                   && xml.attributes().value(QLatin1String("type")) != QLatin1String("obsolete")) {
            message.text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!message.text.trimmed().isEmpty())
                out.append(message);
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

// Whether an xml:lang value is the language `code` (the metainfo and MIME types say pt_BR, or pt).
bool isLanguage(QStringView lang, const QString &code)
{
    return lang == code || (code == QLatin1String("pt") && lang.startsWith(QLatin1String("pt")));
}

// The texts of `code` in the desktop entry (Name[ko]=…), the AppStream metainfo and the MIME types
// (xml:lang="ko"), each as a Translation whose source names the file and key.
QList<Translation> readDesktopTexts(const QString &code, QString *error)
{
    QList<Translation> out;
    QFile desktop(QStringLiteral(EKO_SOURCE_DIR "/resources/eko.desktop"));
    if (!desktop.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1").arg(desktop.fileName());
        return out;
    }
    const QRegularExpression entry(QStringLiteral("^(\\w+)\\[%1\\]=(.*)$").arg(code));
    for (const QString &line : QString::fromUtf8(desktop.readAll()).split(QLatin1Char('\n')))
        if (const QRegularExpressionMatch m = entry.match(line); m.hasMatch())
            out.append({{}, QStringLiteral("eko.desktop %1").arg(m.captured(1)), {}, {}, m.captured(2), 0});
    for (const QString &name : {QStringLiteral("io.github.eko_game.Eko.metainfo.xml"), QStringLiteral("eko-mime.xml")}) {
        QFile file(QStringLiteral(EKO_SOURCE_DIR "/resources/") + name);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("cannot open %1").arg(file.fileName());
            return out;
        }
        QXmlStreamReader xml(&file);
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && isLanguage(xml.attributes().value(QLatin1String("xml:lang")), code)) {
                const QString element = xml.name().toString();
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements).simplified();
                out.append({{}, QStringLiteral("%1 <%2>").arg(name, element), {}, {}, text, 0});
            }
        }
        if (xml.hasError()) {
            *error = QStringLiteral("%1: %2").arg(file.fileName(), xml.errorString());
            return out;
        }
    }
    if (out.isEmpty())
        *error = QStringLiteral("no %1 text in the desktop entry, the metainfo or the MIME types").arg(code);
    return out;
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

// English texts translated in different words on purpose, by language ("*": every language):
// a label for a list of players beside one for their number, keys that act on the board beside discs
// on it, and Korean column headings and menus more precise than the shared English word.
const QList<QPair<QString, QString>> kDeliberatelyDifferent = {
    {QStringLiteral("*"), QStringLiteral("Players:")},       // the players / the number of players
    {QStringLiteral("*"), QStringLiteral("On the board")},   // keys acting on the board / discs on it
    {QStringLiteral("ko"), QStringLiteral("Buildings")},     // 건물 승점 (a VP column) / 건물 (a tool)
    {QStringLiteral("ko"), QStringLiteral("Removed")},       // 제거됨 (a column) / 제거된 말 (a label)
    {QStringLiteral("ko"), QStringLiteral("Open &Recent")},  // 최근 게임 열기 / 최근 시나리오 열기
};

// What a placeholder of a message holds, as far as Chinese spacing is concerned.
enum class Value {
    Latin,  // numbers, space names (c4), file names, keys: ASCII spaces around them are right
    Words,  // a player, a colour, a building, a terrain, a sentence: Chinese at both ends
    Count,  // "3 枚棋子", "4 — 高级": a digit first, Chinese last
};

// The values of a message's placeholders, from its translator comment ("%1 is the player",
// "%2 and %3 numbers of discs ("9 discs")", "%2 the level with its name"); %n and undescribed ones
// are Latin.
QHash<QString, Value> placeholderValues(const QString &note)
{
    // A placeholder, or several ("%1, %2 and %3"), then what they are, up to the next placeholder.
    static const QRegularExpression described(QStringLiteral("%(\\d)((?:\\s*(?:,|and|,\\s*and)\\s*%\\d)*)([^%]*)"));
    static const QRegularExpression member(QStringLiteral("%(\\d)"));
    static const QRegularExpression count(QStringLiteral("\\(\"\\d+ (discs|villages|towers|castles)\"\\)|^\\W*(is )?the level with its name"));
    static const QRegularExpression words(QStringLiteral(
        "^[\\s:,]*(?:is |are )?(?:the |a |an |its |their )?(?:player's (?:name|colour)|players?(?!')|colour(?! ids?)"
        "|attacker(?!')|owner(?!')|building|new building|old building|terrain|result|sentence|rules' reason"
        "|what the player is doing|suggested action|first of them|problems)\\b"));
    QHash<QString, Value> values;
    for (auto it = described.globalMatch(note); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString what = m.captured(3);
        Value value = Value::Latin;
        if (what.section(QLatin1Char(';'), 0, 0).contains(count))
            value = Value::Count;
        else if (what.contains(words))
            value = Value::Words;
        else
            continue;
        QStringList placeholders{m.captured(1)};
        for (auto mi = member.globalMatch(m.captured(2)); mi.hasNext();)
            placeholders.append(mi.next().captured(1));
        for (const QString &p : placeholders)
            if (!values.contains(QLatin1Char('%') + p))
                values.insert(QLatin1Char('%') + p, value);
    }
    return values;
}

// Prints every problem on its own line (a failure message is cut short) and sums them up.
QString report(const QStringList &problems)
{
    for (const QString &p : problems)
        qInfo().noquote() << p;
    return QStringLiteral("%1 problem(s), each listed above").arg(problems.size());
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

    void languages_data()
    {
        QTest::addColumn<QString>("code");
        for (const QString &code : kLanguages)
            QTest::newRow(qPrintable(code)) << code;
    }

    // Each chosen word is in use (the list holds no dead word), and no rejected variant is anywhere:
    // not in the translations, the rules help, the desktop entry, the metainfo or the MIME types.
    void chosenWords_data() { languages_data(); }
    void chosenWords()
    {
        QFETCH(QString, code);
        QString error;
        const QList<Word> words = readWords(code, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QList<Translation> translations = readTranslations(code, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!translations.isEmpty());
        translations += readDesktopTexts(code, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString help = readHelpText(code, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));

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
        QVERIFY2(problems.isEmpty(), qPrintable(report(problems)));
    }

    // One English text reads the same wherever it is (Open Recent, Zoom In, Removed…), apart from
    // the deliberate cases above; a disambiguation comment makes a text another one.
    void sameTextSameTranslation_data() { languages_data(); }
    void sameTextSameTranslation()
    {
        QFETCH(QString, code);
        QString error;
        const QList<Translation> translations = readTranslations(code, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // By source and disambiguation: the first translation met, and where.
        QHash<QString, const Translation *> first;
        QStringList problems;
        for (const Translation &t : translations) {
            const QString key = t.source + QChar(0) + t.disambiguation + QChar(0) + QString::number(t.form);
            const Translation *seen = first.value(key);
            if (!seen) {
                first.insert(key, &t);
                continue;
            }
            if (seen->text == t.text)
                continue;
            if (kDeliberatelyDifferent.contains({QStringLiteral("*"), t.source})
                || kDeliberatelyDifferent.contains({code, t.source}))
                continue;
            problems << QStringLiteral("“%1” is “%2” in %3 but “%4” in %5")
                            .arg(t.source, seen->text, seen->context, t.text, t.context);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(report(problems)));
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
        QVERIFY2(problems.isEmpty(), qPrintable(report(problems)));
    }

    // After a word, (으)로 takes the form its last syllable asks for: 로 after a vowel or ㄹ
    // (키보드로, 마을로), 으로 after any other final consonant (탑으로): in every Korean text, the
    // translations, the rules help and the desktop files alike. (Only where 로 ends the word, or goes
    // on as 로서, 로써, 로부터, 로는, 로도, 로만, 로의: 도로, 경로 are words of their own.)
    void koreanParticleFitsItsWord()
    {
        QString error;
        QList<Translation> texts = readTranslations(QStringLiteral("ko"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        texts += readDesktopTexts(QStringLiteral("ko"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        texts.append({{}, QStringLiteral("rules_ko.html"), {}, {}, readHelpText(QStringLiteral("ko"), &error), 0});
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QRegularExpression particle(QStringLiteral("([가-힣])(으로|로)(서|써|부터|는|도|만|의)?(?![가-힣])"));
        QStringList problems;
        for (const Translation &t : texts) {
            for (auto it = particle.globalMatch(t.text); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                const int finalConsonant = (m.captured(1).at(0).unicode() - 0xAC00) % 28; // 0: none, 8: ㄹ
                const bool wrong = m.captured(2) == QStringLiteral("으로") ? finalConsonant == 0
                                                                         : finalConsonant != 0 && finalConsonant != 8;
                if (wrong)
                    problems << QStringLiteral("“%1%2” in “%3”: %4")
                                    .arg(m.captured(1), m.captured(2), t.text.mid(qMax(0, int(m.capturedStart()) - 20), 50), t.source);
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(report(problems)));
    }

    // Chinese sets ASCII spaces only around Latin letters and digits ("在 c4 上", "3 枚棋子"): with
    // Chinese values in the placeholders that hold words ("蓝方（小明）", "塔楼") or counts
    // ("3 枚棋子"), and Latin ones in the others, no translation puts a space between two Chinese
    // characters ("蓝方（小明） 是电脑玩家").
    void chineseNoSpaceBetweenChineseCharacters()
    {
        QString error;
        const QList<Translation> translations = readTranslations(QStringLiteral("zh_CN"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QRegularExpression placeholder(QStringLiteral("%L?(\\d|n)"));
        const QRegularExpression spaced(QStringLiteral("[\\x{3400}-\\x{9fff}\\x{ff08}\\x{ff09}] [\\x{3400}-\\x{9fff}\\x{ff08}\\x{ff09}]"));
        QStringList problems;
        int described = 0;
        for (const Translation &t : translations) {
            const QHash<QString, Value> values = placeholderValues(t.note);
            described += int(values.size());
            QString rendered;
            qsizetype from = 0;
            for (auto it = placeholder.globalMatch(t.text); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                rendered += t.text.mid(from, m.capturedStart() - from);
                switch (values.value(QLatin1Char('%') + m.captured(1), Value::Latin)) {
                case Value::Latin: rendered += QStringLiteral("12"); break;
                case Value::Words: rendered += QStringLiteral("蓝方（小明）"); break;
                case Value::Count: rendered += QStringLiteral("3 枚棋子"); break;
                }
                from = m.capturedEnd();
            }
            rendered += t.text.mid(from);
            if (rendered.contains(spaced))
                problems << QStringLiteral("“%1” → “%2” reads “%3”").arg(t.source, t.text, rendered);
        }
        QVERIFY2(described > 100, "the translator comments describe too few placeholders: is the reading of them broken?");
        QVERIFY2(problems.isEmpty(), qPrintable(report(problems)));
    }
};

QTEST_GUILESS_MAIN(TestTranslationWords)
#include "tst_translation_words.moc"
