// File > Export Report…: the machine on show (a saved tree with a hostile
// IRQ name) and the pending changes become one self-contained HTML file.

#include "../../core/report/selfcontained.h"
#include "applytree.h"
#include "testdata.h"
#include "ui/filedialogs.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

const QByteArray kHostile = "<script>alert(1)</script> & ' \" \x1b[31m \xe2\x80\xae"
                            "gnp %1 %2";

QString shown()
{
    QString s = QString::fromUtf8(kHostile);
    s.replace(QChar(0x1b), QChar(0xfffd)).replace(QChar(0x202e), QChar(0xfffd));
    return s;
}

} // namespace

class TestUiReport : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_root;

private slots:
    void initTestCase()
    {
        m_root = m_dir.filePath(QStringLiteral("root"));
        QVERIFY(makeVirtioTree(m_root));
        QByteArray interrupts =
            readData(QStringLiteral("apply/prometheus-procfs-fixtures-interrupts.txt"));
        interrupts.replace("i8042", kHostile);
        QVERIFY(writeTreeFile(m_root + QStringLiteral("/proc/interrupts"), interrupts));
    }

    void exportsTheMachineAndPendingChanges()
    {
        MainWindow w;
        const Status opened = w.openBlocking({MachineSource::RootDir, m_root});
        QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.errorString()));
        const Status planned = w.loadPlanFrom(dataPath(QStringLiteral("apply/plan-virtio.json")));
        QVERIFY2(planned.ok(), planned.ok() ? "" : qPrintable(planned.errorString()));
        const QString path = m_dir.filePath(QStringLiteral("api.html"));
        const Status s = w.exportReportTo(path);
        QVERIFY2(s.ok(), s.ok() ? "" : qPrintable(s.errorString()));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray page = f.readAll();
        const PageCheck c = checkSelfContained(page);
        QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
        QVERIFY(c.text.contains(shown()));
        QVERIFY(page.contains("id=\"plans\""));
        QVERIFY(c.text.contains(QStringLiteral("pending changes")));
        // The IRQ table holds every row of the machine.
        QVERIFY(page.contains("id=\"irqs\""));
        QCOMPARE(int(page.count("<tr><td class=\"n\">")) >= int(w.machine().irqs.irqs.size()),
                 true);
    }

    void menuActionAsksForTheFile()
    {
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::RootDir, m_root}).ok());
        auto *act = w.findChild<QAction *>(QStringLiteral("exportReport"));
        QVERIFY(act);
        const QString path = m_dir.filePath(QStringLiteral("menu.html"));
        QStringList seen;
        QTimer poll;
        connect(&poll, &QTimer::timeout, &w, [&] {
            QWidget *modal = QApplication::activeModalWidget();
            if (closeStrayMessageBox(modal, seen))
                return;
            if (auto *files = qobject_cast<QFileDialog *>(modal)) {
                if (seen.isEmpty())
                    seen << QStringLiteral("file");
                typeIntoFileDialog(files, path);
            }
        });
        poll.start(20);
        act->trigger();
        poll.stop();
        QCOMPARE(seen, QStringList{QStringLiteral("file")});
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(checkSelfContained(f.readAll()).error.isEmpty());
    }
};

QTEST_MAIN(TestUiReport)
#include "tst_ui_report.moc"
