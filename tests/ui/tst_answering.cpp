// The helpers that answer dialogs in UI tests (common/answering.h, common/modal_watchdog.cpp): a
// wrong or ineffective answer, or none at all, fails the test within seconds instead of hanging it,
// and a file dialog is answered even when its name field has the keyboard focus.
#include "common/answering.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QLineEdit>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTest>

using namespace eko::testing;

namespace {

constexpr int kShortAnswerMs = 1000;

// A file dialog (Qt's own widgets, as the program's) on `dir`, its name field holding the focus as
// when its window is active.
void focusNameField(QFileDialog &dialog)
{
    QApplication::setActiveWindow(&dialog);
    if (auto *name = dialog.findChild<QLineEdit *>(QStringLiteral("fileNameEdit")))
        name->setFocus();
}

} // namespace

class TestAnswering : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void homeIsEmptyAndOfItsOwn();
    void fileDialogIsAnsweredWhileItsNameFieldHasTheFocus();
    void answeringTheWrongDialogFailsWithinSeconds();
    void anAnswerThatDoesNotCloseTheDialogFailsWithinSeconds();
    void aDialogNobodyAnswersFailsWithinSeconds();

private:
    QTemporaryDir m_dir;
    QString m_file;
};

void TestAnswering::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_file = m_dir.filePath(QStringLiteral("chosen.ekoscn"));
    QFile file(m_file);
    QVERIFY(file.open(QIODevice::WriteOnly));
}

void TestAnswering::fileDialogIsAnsweredWhileItsNameFieldHasTheFocus()
{
    QFileDialog dialog(nullptr, QStringLiteral("Choose"), m_dir.path());
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setFileMode(QFileDialog::ExistingFile);
    bool focused = false;
    answerFileDialog(m_file, [&](QFileDialog *files) {
        focusNameField(*files);
        focused = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"))->hasFocus();
    });
    QElapsedTimer clock;
    clock.start();
    QCOMPARE(dialog.exec(), int(QDialog::Accepted));
    QVERIFY(focused);
    QCOMPARE(dialog.selectedFiles(), QStringList{m_file});
    QVERIFY(clock.elapsed() < kAnswerTimeoutMs);
}

void TestAnswering::answeringTheWrongDialogFailsWithinSeconds()
{
    QFileDialog dialog(nullptr, QStringLiteral("Choose"), m_dir.path());
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    answerNext([](QWidget *widget) { return qobject_cast<QMessageBox *>(widget) != nullptr; }, kShortAnswerMs);
    QElapsedTimer clock;
    clock.start();
    QEXPECT_FAIL("", "the answer waits for a message box while a file dialog is open", Continue);
    const int result = dialog.exec(); // closed by the helper once it has failed the test
    QCOMPARE(result, int(QDialog::Rejected));
    QVERIFY2(clock.elapsed() < 3 * kShortAnswerMs, qPrintable(QString::number(clock.elapsed())));
}

void TestAnswering::anAnswerThatDoesNotCloseTheDialogFailsWithinSeconds()
{
    // The answer the hanging test gave: select the file and accept. With the name field focused,
    // selectFile leaves the field empty, so accept() finds no file and the dialog stays open.
    QFileDialog dialog(nullptr, QStringLiteral("Choose"), m_dir.path());
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setFileMode(QFileDialog::ExistingFile);
    int answers = 0;
    answerNext(
        [&](QWidget *widget) {
            auto *files = qobject_cast<QFileDialog *>(widget);
            if (!files)
                return false;
            ++answers;
            focusNameField(*files);
            files->selectFile(m_file);
            static_cast<QDialog *>(files)->accept();
            return true;
        },
        kShortAnswerMs);
    QElapsedTimer clock;
    clock.start();
    QEXPECT_FAIL("", "selectFile does not fill a focused name field, so the dialog never closes", Continue);
    const int result = dialog.exec();
    QCOMPARE(result, int(QDialog::Rejected));
    QVERIFY2(answers > 1, qPrintable(QString::number(answers))); // answered again while it stayed open
    QVERIFY2(clock.elapsed() < 3 * kShortAnswerMs, qPrintable(QString::number(clock.elapsed())));
}

void TestAnswering::aDialogNobodyAnswersFailsWithinSeconds()
{
    // The watchdog's limit is set short for this test (EKO_MODAL_WATCHDOG_SECONDS in CMake).
    const int limit = qEnvironmentVariableIntValue("EKO_MODAL_WATCHDOG_SECONDS");
    QVERIFY(limit > 0 && limit <= 5);
    QMessageBox box(QMessageBox::Question, QStringLiteral("Unanswered"), QStringLiteral("Nobody answers this."));
    QElapsedTimer clock;
    clock.start();
    QEXPECT_FAIL("", "nobody answers the message box", Continue);
    box.exec();
    QVERIFY2(clock.elapsed() < (limit + 2) * 1000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(!box.isVisible());
}

void TestAnswering::homeIsEmptyAndOfItsOwn()
{
    // common/test_home.cpp: HOME and the XDG folders are new and empty folders of this process.
    const QString root = qEnvironmentVariable("EKO_TEST_HOME");
    QVERIFY(!root.isEmpty());
    for (const char *variable : {"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR"}) {
        const QString path = qEnvironmentVariable(variable);
        QVERIFY2(path.startsWith(root + QLatin1Char('/')), variable);
        QVERIFY2(QDir(path).exists(), variable);
    }
    QVERIFY(QDir(qEnvironmentVariable("HOME")).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot));
    QCOMPARE(QFileInfo(qEnvironmentVariable("XDG_RUNTIME_DIR")).permissions() & 0x0077, QFileDevice::Permissions());
}

QTEST_MAIN(TestAnswering)
#include "tst_answering.moc"
