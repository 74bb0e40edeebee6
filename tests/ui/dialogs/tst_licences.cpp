// The licences, REUSE style: the code is GPL-3.0-or-later (COPYING), the art and texts CC-BY-SA-4.0,
// the AppStream metadata FSFAP; .reuse/dep5 says which file is under which, LICENSES/ holds every
// licence named there and in the metainfo, no placeholder licence or made-up e-mail address is left,
// and the About dialog says it.
#include "dialogs/about_dialog.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QRegularExpression>
#include <QTest>

namespace {

QString source(const QString &relative) { return QDir(QStringLiteral(EKO_SOURCE_DIR)).filePath(relative); }

QByteArray read(const QString &relative)
{
    QFile file(source(relative));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// The SPDX identifiers of an SPDX expression ("GPL-3.0-or-later AND CC-BY-SA-4.0").
QStringList identifiers(const QString &expression)
{
    QStringList ids;
    for (const QString &word : expression.split(QRegularExpression(QStringLiteral("[\\s()]+")), Qt::SkipEmptyParts))
        if (word != QLatin1String("AND") && word != QLatin1String("OR") && word != QLatin1String("WITH"))
            ids << word;
    return ids;
}

// Whether a DEP-5 pattern matches a path: '*' any characters, '/' among them; '?' one character.
bool globMatches(const QString &pattern, const QString &path)
{
    QString expression = QRegularExpression::escape(pattern);
    expression.replace(QStringLiteral("\\*"), QStringLiteral(".*")).replace(QStringLiteral("\\?"), QStringLiteral("."));
    return QRegularExpression(QRegularExpression::anchoredPattern(expression)).match(path).hasMatch();
}

} // namespace

class TestLicences : public QObject {
    Q_OBJECT

private slots:
    void copyingIsTheGpl();
    void everyLicenceNamedHasItsText();
    void artAndTextsAreCcBySa();
    void noPlaceholderLeft();
    void aboutDialogSaysTheLicences();
};

void TestLicences::copyingIsTheGpl()
{
    const QByteArray copying = read(QStringLiteral("COPYING"));
    QVERIFY(copying.startsWith("                    GNU GENERAL PUBLIC LICENSE\n                       Version 3, 29 June 2007"));
    QCOMPARE(read(QStringLiteral("LICENSES/GPL-3.0-or-later.txt")), copying);
}

void TestLicences::everyLicenceNamedHasItsText()
{
    QStringList named;
    const QString dep5 = QString::fromUtf8(read(QStringLiteral(".reuse/dep5")));
    QVERIFY(dep5.startsWith(QStringLiteral("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/")));
    const QRegularExpression licenceLine(QStringLiteral("^License: (.+)$"), QRegularExpression::MultilineOption);
    for (auto it = licenceLine.globalMatch(dep5); it.hasNext();)
        named << identifiers(it.next().captured(1));
    const QString metainfo = QString::fromUtf8(read(QStringLiteral("resources/io.github.eko_game.Eko.metainfo.xml")));
    const QRegularExpression project(QStringLiteral("<project_license>(.+)</project_license>"));
    const QRegularExpression metadata(QStringLiteral("<metadata_license>(.+)</metadata_license>"));
    QCOMPARE(project.match(metainfo).captured(1), QStringLiteral("GPL-3.0-or-later AND CC-BY-SA-4.0"));
    QCOMPARE(metadata.match(metainfo).captured(1), QStringLiteral("FSFAP"));
    named << identifiers(project.match(metainfo).captured(1)) << identifiers(metadata.match(metainfo).captured(1));
    named.removeDuplicates();
    named.sort();
    QStringList texts = QDir(source(QStringLiteral("LICENSES"))).entryList({QStringLiteral("*.txt")}, QDir::Files);
    for (QString &t : texts)
        t.chop(4);
    texts.sort();
    // Each licence named has its text, and no text is there for a licence nothing is under.
    QCOMPARE(texts, named);
    QCOMPARE(named, (QStringList{QStringLiteral("CC-BY-SA-4.0"), QStringLiteral("FSFAP"),
                                 QStringLiteral("GPL-3.0-or-later")}));
}

void TestLicences::artAndTextsAreCcBySa()
{
    // The last paragraph of .reuse/dep5 whose pattern matches a file says its licence (DEP-5).
    const QString dep5 = QString::fromUtf8(read(QStringLiteral(".reuse/dep5")));
    QList<QPair<QStringList, QString>> paragraphs;
    for (const QString &paragraph : dep5.split(QStringLiteral("\n\n"))) {
        const QRegularExpressionMatch files =
            QRegularExpression(QStringLiteral("^Files: (.+)$"), QRegularExpression::MultilineOption).match(paragraph);
        const QRegularExpressionMatch licence =
            QRegularExpression(QStringLiteral("^License: (.+)$"), QRegularExpression::MultilineOption).match(paragraph);
        if (files.hasMatch() && licence.hasMatch())
            paragraphs.append({files.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts), licence.captured(1)});
    }
    auto licenceOf = [&](const QString &file) {
        QString found;
        for (const auto &[patterns, licence] : paragraphs)
            for (const QString &pattern : patterns)
                if (globMatches(pattern, file))
                    found = licence;
        return found;
    };
    QCOMPARE(licenceOf(QStringLiteral("ui/window/main_window.cpp")), QStringLiteral("GPL-3.0-or-later"));
    QCOMPARE(licenceOf(QStringLiteral("CMakeLists.txt")), QStringLiteral("GPL-3.0-or-later"));
    QCOMPARE(licenceOf(QStringLiteral("translations/eko_ko.ts")), QStringLiteral("GPL-3.0-or-later"));
    QCOMPARE(licenceOf(QStringLiteral("resources/io.github.eko_game.Eko.metainfo.xml")), QStringLiteral("FSFAP"));
    for (const QString &folder : {QStringLiteral("resources/art"), QStringLiteral("resources/icons"),
                                  QStringLiteral("resources/help"), QStringLiteral("docs"),
                                  QStringLiteral("docs/screenshots"), QStringLiteral("resources/man")}) {
        const QStringList files = QDir(source(folder)).entryList(QDir::Files);
        QVERIFY2(!files.isEmpty(), qPrintable(folder));
        for (const QString &file : files)
            QVERIFY2(licenceOf(folder + QLatin1Char('/') + file) == QLatin1String("CC-BY-SA-4.0"),
                     qPrintable(folder + QLatin1Char('/') + file));
    }
}

void TestLicences::noPlaceholderLeft()
{
    for (const QString &file : {QStringLiteral("CMakeLists.txt"), QStringLiteral("app/desktop_install.cmake"),
                                QStringLiteral("resources/io.github.eko_game.Eko.metainfo.xml"),
                                QStringLiteral("resources/eko.desktop"), QStringLiteral("README.md"),
                                QStringLiteral("resources/man/eko.6"), QStringLiteral("resources/man/eko-cli.6")}) {
        const QByteArray text = read(file);
        QVERIFY2(!text.isEmpty(), qPrintable(file));
        QVERIFY2(!text.contains("LicenseRef-proprietary"), qPrintable(file));
        QVERIFY2(!text.contains("example.org") && !text.contains("example.com"), qPrintable(file));
    }
}

void TestLicences::aboutDialogSaysTheLicences()
{
    eko::ui::AboutDialog dialog;
    QString text;
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        text += label->text();
    QVERIFY2(text.contains(QStringLiteral("GNU General Public License, version 3 or later")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Creative Commons Attribution-ShareAlike 4.0")), qPrintable(text));
}

QTEST_MAIN(TestLicences)
#include "tst_licences.moc"
