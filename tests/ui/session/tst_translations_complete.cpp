// The translations are complete: lupdate, run here on copies of translations/*.ts over the sources
// update_translations reads, finds no string missing and no stale entry; every entry is finished,
// keeps its placeholders and mnemonics, has the plural forms of its language, and is not English.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <algorithm>

#ifndef EKO_LUPDATE
#define EKO_LUPDATE ""
#endif
#ifndef EKO_LUPDATE_PROJECTS
#define EKO_LUPDATE_PROJECTS ""
#endif

namespace {

// One <message> of a .ts file.
struct TsMessage {
    QString context;
    QString source;
    QString comment; // the disambiguation, part of the key
    bool numerus = false;
    QString type;    // "", "unfinished", "vanished" or "obsolete"
    QStringList forms; // the translation, or its plural forms

    QString key() const { return context + QChar(0) + source + QChar(0) + comment; }
    // For failure messages: context, source and disambiguation.
    QString name() const
    {
        QString s = QStringLiteral("%1 “%2”").arg(context, source);
        if (!comment.isEmpty())
            s += QStringLiteral(" [%1]").arg(comment);
        return s;
    }
};

struct TsFile {
    QString language; // the TS element's language attribute, e.g. "ko_KR"
    QList<TsMessage> messages;
    QString error;    // not empty when the file cannot be read
};

TsFile readTs(const QString &path)
{
    TsFile ts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ts.error = QStringLiteral("cannot open %1").arg(path);
        return ts;
    }
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    bool inMessage = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const QStringView name = xml.name();
            if (name == QLatin1String("TS")) {
                ts.language = xml.attributes().value(QLatin1String("language")).toString();
            } else if (name == QLatin1String("name") && !inMessage) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                inMessage = true;
                message = TsMessage();
                message.context = context;
                message.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (inMessage && name == QLatin1String("source")) {
                message.source = xml.readElementText();
            } else if (inMessage && name == QLatin1String("comment")) {
                message.comment = xml.readElementText();
            } else if (inMessage && name == QLatin1String("translation")) {
                message.type = xml.attributes().value(QLatin1String("type")).toString();
                if (!message.numerus)
                    message.forms = {xml.readElementText(QXmlStreamReader::IncludeChildElements)};
            } else if (inMessage && name == QLatin1String("numerusform")) {
                message.forms.append(xml.readElementText());
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            inMessage = false;
            ts.messages.append(message);
        }
    }
    if (xml.hasError())
        ts.error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return ts;
}

// A `set(name "value")` line of a project file written by qt_add_lupdate, as a list.
QStringList projectList(const QString &text, const QString &name)
{
    const QRegularExpression re(QStringLiteral("set\\(%1 \"([^\"]*)\"\\)").arg(name));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch() || m.captured(1).isEmpty())
        return {};
    return m.captured(1).split(QLatin1Char(';'));
}

// The language code of a file name: eko_zh_CN.ts -> zh_CN.
QString codeOf(const QString &path)
{
    const QString base = QFileInfo(path).completeBaseName();
    return base.startsWith(QLatin1String("eko_")) ? base.mid(4) : base;
}

// Plural forms per language, as Qt's numerus rules have them: Korean and Chinese one, English and
// Portuguese two.
int expectedForms(const QString &code)
{
    if (code == QLatin1String("ko") || code == QLatin1String("zh_CN"))
        return 1;
    return 2;
}

// The placeholders of a text: %1..%99 (%L1 counts as %1) and %n.
QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%L?(\\d{1,2}|n)"));
    QSet<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.insert(QLatin1Char('%') + it.next().captured(1));
    return found;
}

// Whether a text has a keyboard mnemonic: & before anything but another & or a space.
bool hasMnemonic(const QString &text)
{
    for (int i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        if (!text[i + 1].isSpace())
            return true;
    }
    return false;
}

// The words of a text a translation is expected to change: placeholders and mnemonics dropped,
// runs of two or more letters kept.
QStringList realWords(const QString &text)
{
    QString plain = text;
    plain.remove(QRegularExpression(QStringLiteral("%L?(\\d{1,2}|n)")));
    plain.remove(QLatin1Char('&'));
    QStringList words;
    static const QRegularExpression word(QStringLiteral("\\p{L}{2,}"));
    for (auto it = word.globalMatch(plain); it.hasNext();)
        words.append(it.next().captured(0));
    return words;
}

// Words that may stay as they are in a translation: the game's name, Qt's, the Portuguese words
// GLOSSARY.md keeps identical to the English ones, and Portuguese words spelt as in English.
bool mayStayEnglish(const QString &word, const QString &code)
{
    static const QStringList everywhere = {QStringLiteral("Ekö"), QStringLiteral("Qt"), QStringLiteral("OK")};
    static const QStringList portuguese = {QStringLiteral("capital"), QStringLiteral("mesa"), QStringLiteral("reg"),
                                           QStringLiteral("kamikaze"), QStringLiteral("interface")};
    if (everywhere.contains(word, Qt::CaseInsensitive))
        return true;
    return code == QLatin1String("pt") && portuguese.contains(word, Qt::CaseInsensitive);
}

// Prints every problem on its own line and returns a one-line summary for the failure.
QString report(const QString &file, const QString &what, const QStringList &problems)
{
    for (const QString &p : problems)
        qInfo().noquote() << file + QStringLiteral(": ") + p;
    return QStringLiteral("%1: %2 %3 (each listed above)").arg(file).arg(problems.size()).arg(what);
}

} // namespace

class TestTranslationsComplete : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void languages_data();

    void tsFilesHoldEverySourceStringAndNothingElse_data() { languages_data(); }
    void tsFilesHoldEverySourceStringAndNothingElse();
    void everyEntryIsFinished_data() { languages_data(); }
    void everyEntryIsFinished();
    void translationsKeepPlaceholdersAndMnemonics_data() { languages_data(); }
    void translationsKeepPlaceholdersAndMnemonics();
    void pluralEntriesHaveTheFormsOfTheLanguage_data() { languages_data(); }
    void pluralEntriesHaveTheFormsOfTheLanguage();
    void translationsAreNotLeftInEnglish_data() { languages_data(); }
    void translationsAreNotLeftInEnglish();

private:
    // Runs lupdate like update_translations does, on a copy of `ts`.
    bool runLupdate(const QString &ts, const QStringList &sources, const QStringList &includes, bool pluralOnly);

    QTemporaryDir m_dir;
    QStringList m_tsFiles;           // the files in translations/
    QMap<QString, TsFile> m_before;  // by code: the file as it is
    QMap<QString, TsFile> m_after;   // by code: the copy after lupdate
};

void TestTranslationsComplete::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString lupdate = QStringLiteral(EKO_LUPDATE);
    QVERIFY2(QFileInfo(lupdate).isExecutable(), qPrintable(QStringLiteral("lupdate not found: “%1”").arg(lupdate)));

    // The sources and include paths update_translations uses, from the project files qt_add_lupdate
    // writes at configure time (app/CMakeLists.txt: eko for ko, pt, zh_CN; eko_en, -pluralonly, for en).
    struct Project {
        QString file;
        bool pluralOnly;
    };
    const QString projects = QStringLiteral(EKO_LUPDATE_PROJECTS);
    for (const Project &project : {Project{QStringLiteral("eko_project.cmake"), false},
                                   Project{QStringLiteral("eko_en_project.cmake"), true}}) {
        QFile file(QDir(projects).filePath(project.file));
        QVERIFY2(file.open(QIODevice::ReadOnly),
                 qPrintable(QStringLiteral("no lupdate project file %1 (configure the build first)").arg(file.fileName())));
        const QString text = QString::fromUtf8(file.readAll());
        const QStringList sources = projectList(text, QStringLiteral("lupdate_sources"));
        const QStringList includes = projectList(text, QStringLiteral("lupdate_include_paths"));
        const QStringList translations = projectList(text, QStringLiteral("lupdate_translations"));
        QVERIFY2(sources.size() > 10, qPrintable(file.fileName()));
        QVERIFY2(!translations.isEmpty(), qPrintable(file.fileName()));
        for (const QString &ts : translations) {
            const QString code = codeOf(ts);
            QVERIFY2(!m_before.contains(code), qPrintable(ts));
            m_tsFiles.append(ts);
            m_before.insert(code, readTs(ts));
            QVERIFY2(m_before[code].error.isEmpty(), qPrintable(m_before[code].error));
            const QString copy = m_dir.filePath(QFileInfo(ts).fileName());
            QVERIFY2(QFile::copy(ts, copy), qPrintable(copy));
            QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
            QVERIFY(runLupdate(copy, sources, includes, project.pluralOnly));
            m_after.insert(code, readTs(copy));
            QVERIFY2(m_after[code].error.isEmpty(), qPrintable(m_after[code].error));
        }
    }
    // The four interface languages, each in its file.
    for (const char *code : {"en", "ko", "pt", "zh_CN"})
        QVERIFY2(m_after.contains(QLatin1String(code)), code);
}

bool TestTranslationsComplete::runLupdate(const QString &ts, const QStringList &sources, const QStringList &includes,
                                          bool pluralOnly)
{
    // Obsolete entries are kept (no -no-obsolete), so that stale ones show up as vanished.
    QStringList arguments = {QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none")};
    if (pluralOnly)
        arguments.append(QStringLiteral("-pluralonly"));
    for (const QString &include : includes)
        arguments << QStringLiteral("-I") << include;
    QFile list(m_dir.filePath(QFileInfo(ts).completeBaseName() + QStringLiteral(".lst")));
    if (!list.open(QIODevice::WriteOnly))
        return false;
    list.write(sources.join(QLatin1Char('\n')).toUtf8() + '\n');
    list.close();
    arguments << QLatin1Char('@') + list.fileName() << QStringLiteral("-ts") << ts;
    QProcess lupdate;
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    lupdate.start(QStringLiteral(EKO_LUPDATE), arguments);
    if (!lupdate.waitForFinished(120000) || lupdate.exitStatus() != QProcess::NormalExit || lupdate.exitCode() != 0) {
        qWarning().noquote() << "lupdate failed:" << lupdate.readAll();
        return false;
    }
    return true;
}

void TestTranslationsComplete::languages_data()
{
    QTest::addColumn<QString>("code");
    for (const char *code : {"en", "ko", "pt", "zh_CN"})
        QTest::newRow(code) << QString::fromLatin1(code);
}

void TestTranslationsComplete::tsFilesHoldEverySourceStringAndNothingElse()
{
    QFETCH(QString, code);
    const QString file = QStringLiteral("eko_%1.ts").arg(code);
    QSet<QString> before;
    for (const TsMessage &m : m_before[code].messages)
        before.insert(m.key());
    QStringList problems;
    for (const TsMessage &m : m_after[code].messages) {
        if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
            problems.append(QStringLiteral("stale entry, no longer in the sources: %1").arg(m.name()));
        else if (!before.contains(m.key()))
            problems.append(QStringLiteral("source string missing from the file: %1").arg(m.name()));
        else if (code == QLatin1String("en") && !m.numerus)
            problems.append(QStringLiteral("eko_en.ts holds plural entries only: %1").arg(m.name()));
    }
    QVERIFY2(problems.isEmpty(),
             qPrintable(report(file, QStringLiteral("entries differ from the sources; run the update_translations target"),
                               problems)));
}

void TestTranslationsComplete::everyEntryIsFinished()
{
    QFETCH(QString, code);
    const QString file = QStringLiteral("eko_%1.ts").arg(code);
    QStringList problems;
    for (const TsMessage &m : m_after[code].messages) {
        if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
            continue; // reported as stale
        bool empty = m.forms.isEmpty();
        for (const QString &f : m.forms)
            empty = empty || f.trimmed().isEmpty();
        if (m.type == QLatin1String("unfinished"))
            problems.append(QStringLiteral("%1: %2").arg(empty ? QStringLiteral("untranslated") : QStringLiteral("unfinished"),
                                                         m.name()));
        else if (empty)
            problems.append(QStringLiteral("empty translation: %1").arg(m.name()));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(report(file, QStringLiteral("entries not finished"), problems)));
}

void TestTranslationsComplete::translationsKeepPlaceholdersAndMnemonics()
{
    QFETCH(QString, code);
    const QString file = QStringLiteral("eko_%1.ts").arg(code);
    QStringList problems;
    for (const TsMessage &m : m_after[code].messages) {
        if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
            continue;
        const QSet<QString> wanted = placeholders(m.source);
        for (const QString &form : m.forms) {
            if (form.isEmpty())
                continue; // untranslated: reported by everyEntryIsFinished
            const QSet<QString> got = placeholders(form);
            for (const QString &p : wanted)
                if (!got.contains(p))
                    problems.append(QStringLiteral("%1 missing in “%2”: %3").arg(p, form, m.name()));
            for (const QString &p : got)
                if (!wanted.contains(p))
                    problems.append(QStringLiteral("%1 is not in the source, in “%2”: %3").arg(p, form, m.name()));
            if (hasMnemonic(m.source) && !hasMnemonic(form))
                problems.append(QStringLiteral("the keyboard mnemonic (&) is missing in “%1”: %2").arg(form, m.name()));
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(report(file, QStringLiteral("placeholder or mnemonic problems"), problems)));
}

void TestTranslationsComplete::pluralEntriesHaveTheFormsOfTheLanguage()
{
    QFETCH(QString, code);
    const QString file = QStringLiteral("eko_%1.ts").arg(code);
    const int forms = expectedForms(code);
    QStringList problems;
    int plurals = 0;
    for (const TsMessage &m : m_after[code].messages) {
        if (!m.numerus || m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
            continue;
        ++plurals;
        if (m.forms.size() != forms)
            problems.append(QStringLiteral("%1 plural form(s) instead of %2: %3").arg(m.forms.size()).arg(forms).arg(m.name()));
    }
    // Plural entries exist (%n texts), in every language file including English.
    QVERIFY2(plurals > 0, qPrintable(file));
    QVERIFY2(problems.isEmpty(), qPrintable(report(file, QStringLiteral("plural entries with the wrong number of forms"),
                                                   problems)));
}

void TestTranslationsComplete::translationsAreNotLeftInEnglish()
{
    QFETCH(QString, code);
    if (code == QLatin1String("en"))
        QSKIP("English is the source language.");
    const QString file = QStringLiteral("eko_%1.ts").arg(code);
    QStringList problems;
    for (const TsMessage &m : m_after[code].messages) {
        if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
            continue;
        const QStringList words = realWords(m.source);
        const bool expectChange =
            std::any_of(words.begin(), words.end(), [&code](const QString &w) { return !mayStayEnglish(w, code); });
        if (!expectChange)
            continue;
        for (const QString &form : m.forms)
            if (form == m.source) {
                problems.append(QStringLiteral("left in English: %1").arg(m.name()));
                break;
            }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(report(file, QStringLiteral("translations equal to the English source"),
                                                   problems)));
}

QTEST_GUILESS_MAIN(TestTranslationsComplete)
#include "tst_translations_complete.moc"
