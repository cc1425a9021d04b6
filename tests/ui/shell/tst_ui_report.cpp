// File > Export Report…: the machine on show (a saved tree with a hostile
// IRQ name) and the pending changes become one self-contained HTML file, with
// a recording's and a trial's plots when given, or a PDF.

#include "../../core/report/selfcontained.h"
#include "applytree.h"
#include "faketree.h"
#include "hostileinput.h"
#include "report/cpuinfo.h"
#include "testdata.h"
#include "topology/topologyjson.h"
#include "topology/topologyloader.h"
#include "ui/filedialogs.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/reportexportdialog.h"
#include "ui/shell/reportjob.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QMutex>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QXmlStreamReader>
#include <algorithm>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

const QByteArray kHostile = "<script>alert(1)</script> & ' \" \x1b[31m \xe2\x80\xae"
                            "gnp %1 %2";

// The lines of the page's Reproduce section.
QStringList reproduceLines(const QByteArray &page)
{
    const qsizetype at = page.indexOf("<section id=\"reproduce\">");
    if (at < 0)
        return {};
    const qsizetype pre = page.indexOf("<pre>", at) + 5;
    QXmlStreamReader xml("<pre>" + page.mid(pre, page.indexOf("</pre>", pre) - pre) + "</pre>");
    xml.readNextStartElement();
    return xml.readElementText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
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
        QVERIFY(addStaticLoad(m_root));
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
        QVERIFY(c.text.contains(shownInReport(kHostile)));
        QVERIFY(page.contains("id=\"plans\""));
        QVERIFY(c.text.contains(QStringLiteral("pending changes")));
        // The IRQ table holds every row of the machine.
        QVERIFY(page.contains("id=\"irqs\""));
        QCOMPARE(int(page.count("<tr><td class=\"n\">")) >= int(w.machine().irqs.irqs.size()),
                 true);
    }

    // A saved tree's /proc/cpuinfo names its packages' CPUs; a topology
    // file is of another machine and gets no model from this one.
    void cpuModelsFromTheSource()
    {
        const QString root = m_dir.filePath(QStringLiteral("cpuinfo-root"));
        QVERIFY(makeVirtioTree(root));
        QVERIFY(addVirtioCpuinfo(root, "Tree CPU Model 9000"));
        auto exported = [&](const MachineSource &src) {
            MainWindow w;
            const Status opened = w.openBlocking(src);
            if (!opened.ok())
                return opened.errorString().toUtf8();
            const QString path = m_dir.filePath(QStringLiteral("cpuinfo.html"));
            if (const Status s = w.exportReportTo(path); !s.ok())
                return s.errorString().toUtf8();
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("unreadable");
        };
        const QByteArray tree = exported({MachineSource::RootDir, root});
        QVERIFY2(tree.contains("id=\"machine\""), tree.left(300).constData());
        QVERIFY(tree.contains("Tree CPU Model 9000"));
        const QByteArray xml =
            exported({MachineSource::HwlocXml,
                      dataPath(QStringLiteral("topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml"))});
        QVERIFY2(xml.contains("id=\"machine\""), xml.left(300).constData());
        // Not this machine's model either.
        QFile here(QStringLiteral("/proc/cpuinfo"));
        if (here.open(QIODevice::ReadOnly)) {
            const QByteArray bytes = here.read(1 << 20);
            const QString model =
                cpuModelFromCpuinfo(std::string_view(bytes.constData(), std::size_t(bytes.size())));
            if (!model.isEmpty())
                QVERIFY2(!xml.contains(model.toHtmlEscaped().toUtf8()), qPrintable(model));
        }
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
            if (auto *options = qobject_cast<ReportExportDialog *>(modal)) {
                seen << QStringLiteral("options");
                options->accept();
                return;
            }
            if (auto *files = qobject_cast<QFileDialog *>(modal)) {
                if (!seen.contains(QStringLiteral("file")))
                    seen << QStringLiteral("file");
                typeIntoFileDialog(files, path);
            }
        });
        poll.start(20);
        // The report is written on a worker: its end is the exporter's signal.
        QSignalSpy done(w.reportExporter(), &ReportExporter::finished);
        act->trigger();
        poll.stop();
        QCOMPARE(seen, (QStringList{QStringLiteral("options"), QStringLiteral("file")}));
        QVERIFY(done.count() == 1 || done.wait(600000));
        QCOMPARE(done.at(0).at(1).toString(), QString());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(checkSelfContained(f.readAll()).error.isEmpty());
    }

    // A recording adds its load over time: the recording's section with its
    // charts, still self-contained.
    void recordingAddsItsPlots()
    {
        const QString rec = m_dir.filePath(QStringLiteral("load.jsonl"));
        const ProgramRun r =
            runCli({QStringLiteral("watch"), QStringLiteral("--root"), m_root,
                    QStringLiteral("--interval"), QStringLiteral("0.1"), QStringLiteral("--count"),
                    QStringLiteral("4"), QStringLiteral("--record"), rec,
                    QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.code == 0, r.err.constData());
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::RootDir, m_root}).ok());
        const QString plain = m_dir.filePath(QStringLiteral("plain.html"));
        const QString path = m_dir.filePath(QStringLiteral("recording.html"));
        QVERIFY(w.exportReportTo(plain).ok());
        ReportExtras extras;
        extras.recording = rec;
        const Status s = w.exportReportTo(path, extras);
        QVERIFY2(s.ok(), s.ok() ? "" : qPrintable(s.errorString()));
        QFile f(path), g(plain);
        QVERIFY(f.open(QIODevice::ReadOnly) && g.open(QIODevice::ReadOnly));
        const QByteArray page = f.readAll(), without = g.readAll();
        QVERIFY(checkSelfContained(page).error.isEmpty());
        QVERIFY(!without.contains("id=\"recording\""));
        const qsizetype at = page.indexOf("<section id=\"recording\">");
        QVERIFY(at >= 0);
        const QByteArray section = page.mid(at, page.indexOf("</section>", at) - at);
        // Hard/soft % over time; the per-CPU load colours the topology graph.
        QVERIFY2(section.count("<svg") >= 1, section.left(400).constData());
        QVERIFY(section.contains("<polyline"));
        QVERIFY(page.count("<svg") > without.count("<svg"));
        QVERIFY(without.contains("class=\"pu pn\""));
        QVERIFY(!page.contains("class=\"pu pn\""));
        QVERIFY(page.contains("class=\"pu hl\"") || page.contains("class=\"pu hd\""));

        // An unreadable recording is an error naming it; nothing is written.
        const QString bad = m_dir.filePath(QStringLiteral("bad.jsonl"));
        QVERIFY(writeTreeFile(bad, "not a recording\n"));
        const QString none = m_dir.filePath(QStringLiteral("none.html"));
        extras.recording = bad;
        const Status e = w.exportReportTo(none, extras);
        QVERIFY(!e.ok());
        QVERIFY2(e.errorString().contains(bad), qPrintable(e.errorString()));
        QVERIFY(!QFile::exists(none));
    }

    // A trial folder adds the verdict and its plots (as report --trial DIR).
    void trialFolderAddsItsVerdict()
    {
        const QString out = m_dir.filePath(QStringLiteral("trial"));
        const ProgramRun r =
            runCli({QStringLiteral("trial"), dataPath(QStringLiteral("apply/plan-virtio.json")),
                    QStringLiteral("--dry-run"), QStringLiteral("--root"), m_root,
                    QStringLiteral("--before"), QStringLiteral("0.4"), QStringLiteral("--after"),
                    QStringLiteral("0.4"), QStringLiteral("--interval"), QStringLiteral("0.2"),
                    QStringLiteral("--out"), out});
        QVERIFY2(r.code == 0, r.err.constData());
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::RootDir, m_root}).ok());
        const QString path = m_dir.filePath(QStringLiteral("trial.html"));
        ReportExtras extras;
        extras.trialDir = out;
        const Status s = w.exportReportTo(path, extras);
        QVERIFY2(s.ok(), s.ok() ? "" : qPrintable(s.errorString()));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray page = f.readAll();
        QVERIFY(checkSelfContained(page).error.isEmpty());
        const qsizetype at = page.indexOf("<section id=\"trial\">");
        QVERIFY(at >= 0);
        QVERIFY(page.mid(at).count("<svg") >= 2);
        extras.trialDir = m_dir.filePath(QStringLiteral("no-such-trial"));
        QVERIFY(!w.exportReportTo(m_dir.filePath(QStringLiteral("x.html")), extras).ok());
    }

    // The Reproduce section names what the export used (the machine, the
    // pending changes as the plan file Save Pending Changes offers, the
    // recording, the trial), quoted for a shell: run as printed, next to
    // that plan file, irqatlas-cli writes the same report.
    void reproduceRunsAgain()
    {
        const QString rec = m_dir.filePath(QStringLiteral("again.jsonl"));
        const QString trial = m_dir.filePath(QStringLiteral("again trial"));
        QVERIFY(
            runCli({QStringLiteral("watch"), QStringLiteral("--root"), m_root,
                    QStringLiteral("--interval"), QStringLiteral("0.1"), QStringLiteral("--count"),
                    QStringLiteral("3"), QStringLiteral("--record"), rec})
                .code == 0);
        const ProgramRun t =
            runCli({QStringLiteral("trial"), dataPath(QStringLiteral("apply/plan-virtio.json")),
                    QStringLiteral("--dry-run"), QStringLiteral("--root"), m_root,
                    QStringLiteral("--before"), QStringLiteral("0.4"), QStringLiteral("--after"),
                    QStringLiteral("0.4"), QStringLiteral("--interval"), QStringLiteral("0.2"),
                    QStringLiteral("--out"), trial});
        QVERIFY2(t.code == 0, t.err.constData());
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::RootDir, m_root}).ok());
        QVERIFY(w.loadPlanFrom(dataPath(QStringLiteral("apply/plan-virtio.json"))).ok());
        const QString path = m_dir.filePath(QStringLiteral("it's the report.html"));
        ReportExtras extras;
        extras.recording = rec;
        extras.trialDir = trial;
        const Status s = w.exportReportTo(path, extras);
        QVERIFY2(s.ok(), s.ok() ? "" : qPrintable(s.errorString()));
        const QByteArray page = fileBytes(path);
        QVERIFY(checkSelfContained(page).error.isEmpty());
        const QStringList lines = reproduceLines(page);
        const QString plan = QStringLiteral("root-plan.json");
        const QString report = QStringLiteral("irqatlas-cli report --root ") + m_root +
                               QStringLiteral(" --plan ") + plan + QStringLiteral(" --recording ") +
                               rec + QStringLiteral(" --trial '") + trial +
                               QStringLiteral("' --out '") + m_dir.path() +
                               QStringLiteral("/it'\\''s the report.html'");
        QVERIFY2(lines.contains(report), qPrintable(lines.join(QLatin1Char('\n'))));
        QVERIFY2(lines.contains(QStringLiteral("# ") + plan +
                                QStringLiteral(": the pending changes, saved with File > Save "
                                               "Pending Changes as Plan…")),
                 qPrintable(lines.join(QLatin1Char('\n'))));
        QVERIFY(std::any_of(lines.begin(), lines.end(), [&](const QString &l) {
            return l.startsWith(QStringLiteral("irqatlas-cli trial ")) &&
                   l.contains(QLatin1String("--dry-run"));
        }));

        // As printed, with the plan saved where the note says.
        QVERIFY(w.savePlanTo(m_dir.filePath(plan)).ok());
        QVERIFY(QFile::remove(path));
        QProcess sh;
        sh.setWorkingDirectory(m_dir.path());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), QFileInfo(QStringLiteral(IRQATLAS_CLI_PATH)).path() +
                                               QLatin1Char(':') +
                                               env.value(QStringLiteral("PATH")));
        sh.setProcessEnvironment(env);
        sh.start(QStringLiteral("sh"), {QStringLiteral("-c"), report});
        QVERIFY(sh.waitForFinished(300000));
        QVERIFY2(sh.exitCode() == 0, sh.readAllStandardError().constData());
        const QByteArray again = fileBytes(path);
        QVERIFY(checkSelfContained(again).error.isEmpty());
        QVERIFY(again.contains("id=\"trial\"") && again.contains("id=\"recording\"") &&
                again.contains("id=\"plans\""));
        // The CLI prints the same command for itself.
        QVERIFY(reproduceLines(again).contains(report));
    }

    // The same report as a PDF: a real PDF document, not an empty page, and
    // with the charts drawn into it (larger than the one without them).
    void pdfExport()
    {
        const QString rec = m_dir.filePath(QStringLiteral("pdf.jsonl"));
        const ProgramRun r =
            runCli({QStringLiteral("watch"), QStringLiteral("--root"), m_root,
                    QStringLiteral("--interval"), QStringLiteral("0.1"), QStringLiteral("--count"),
                    QStringLiteral("4"), QStringLiteral("--record"), rec});
        QVERIFY2(r.code == 0, r.err.constData());
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::RootDir, m_root}).ok());
        QVERIFY(w.loadPlanFrom(dataPath(QStringLiteral("apply/plan-virtio.json"))).ok());
        const QString plain = m_dir.filePath(QStringLiteral("plain.pdf"));
        const QString charts = m_dir.filePath(QStringLiteral("charts.PDF"));
        const Status s = w.exportReportTo(plain);
        QVERIFY2(s.ok(), s.ok() ? "" : qPrintable(s.errorString()));
        ReportExtras extras;
        extras.recording = rec;
        QVERIFY(w.exportReportTo(charts, extras).ok());
        QFile f(plain), g(charts);
        QVERIFY(f.open(QIODevice::ReadOnly) && g.open(QIODevice::ReadOnly));
        const QByteArray pdf = f.readAll(), withCharts = g.readAll();
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.trimmed().endsWith("%%EOF"));
        QVERIFY2(pdf.size() > 10000, QByteArray::number(pdf.size()).constData());
        // The machine's sections and the IRQ table take more than one page.
        QVERIFY2(pdf.count("/Type /Page\n") + pdf.count("/Type /Page\r") +
                         pdf.count("/Type /Page ") + pdf.count("/Type /Page>") >=
                     2,
                 pdf.left(2000).constData());
        QVERIFY(withCharts.startsWith("%PDF-"));
        // The charts are drawn in as images.
        QVERIFY(withCharts.contains("/Subtype /Image"));
        QVERIFY(!pdf.contains("<html") && !pdf.contains("<svg"));
    }

    // A machine with 5000 PCI devices (within the caps): the PDF ran over
    // 120 s at 1.6 GB on the UI thread and produced nothing. Now the export
    // runs on a worker thread (every step is reported from a thread that is
    // not the window's), the window's event loop keeps turning meanwhile,
    // and it ends in a PDF or a message that says why not.
    void pdfOfManyDevicesOffTheUiThread()
    {
        auto topo = loadTopologyXml(
            dataPath(QStringLiteral("topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml")));
        QVERIFY(topo.ok());
        const std::size_t own = topo->devices.size();
        for (int i = 0; i < 5000; ++i) {
            PciDevice d;
            d.bdf = QStringLiteral("0000:%1:%2.%3")
                        .arg(0x10 + i / 256, 2, 16, QLatin1Char('0'))
                        .arg((i / 8) % 32, 2, 16, QLatin1Char('0'))
                        .arg(i % 8);
            d.node = topo->nodes[std::size_t(i) % topo->nodes.size()].id;
            d.className = QStringLiteral("network");
            d.classId = 0x0200;
            d.vendor = QStringLiteral("Intel Corporation");
            d.device = QStringLiteral("Ethernet Virtual Function 700 Series");
            d.osNames = {QStringLiteral("eth%1").arg(i)};
            topo->devices.push_back(d);
        }
        const QString json = m_dir.filePath(QStringLiteral("many-devices.json"));
        {
            QFile f(json);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(topologyToJson(*topo));
        }
        MainWindow w;
        const Status opened = w.openBlocking({MachineSource::TopologyJson, json});
        QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.errorString()));
        QCOMPARE(w.machine().topology.devices.size(), own + 5000);

        const QString path = m_dir.filePath(QStringLiteral("many-devices.pdf"));
        ReportExporter *exporter = w.reportExporter();
        QMutex mutex;
        QList<QThread *> threads;
        QObject scope; // the connection ends before mutex and threads do
        connect(
            exporter, &ReportExporter::progress, &scope,
            [m = &mutex, t = &threads](int, int) {
                const QMutexLocker lock(m);
                *t << QThread::currentThread();
            },
            Qt::DirectConnection);
        QSignalSpy finished(exporter, &ReportExporter::finished);
        QVERIFY(w.startReportExport(path));
        QVERIFY(!w.startReportExport(path)); // one export at a time
        int turns = 0;                       // the window's event loop runs while the worker writes
        QTimer tick;
        connect(&tick, &QTimer::timeout, [&] { ++turns; });
        tick.start(0);
        QVERIFY(finished.wait(600000));
        tick.stop();
        QVERIFY(turns > 0);
        const QString error = finished.at(0).at(1).toString();
        if (error.isEmpty()) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray pdf = f.readAll();
            QVERIFY(pdf.startsWith("%PDF-"));
            QVERIFY(pdf.trimmed().endsWith("%%EOF"));
        } else {
            QVERIFY2(error.contains(QStringLiteral("HTML")), qPrintable(error));
        }
        const QMutexLocker lock(&mutex);
        QVERIFY(!threads.isEmpty());
        for (QThread *t : std::as_const(threads))
            QVERIFY(t != QThread::currentThread());
    }

    // Cancel stops the export before its next step: no file, and the
    // status bar says so.
    void cancelledExportWritesNothing()
    {
        MainWindow w;
        QVERIFY(w.openBlocking({MachineSource::RootDir, m_root}).ok());
        const QString path = m_dir.filePath(QStringLiteral("cancelled.pdf"));
        ReportExporter *exporter = w.reportExporter();
        connect(
            exporter, &ReportExporter::progress, exporter,
            [exporter](int done, int) {
                if (done == 1)
                    exporter->cancel();
            },
            Qt::DirectConnection);
        QSignalSpy finished(exporter, &ReportExporter::finished);
        QVERIFY(w.startReportExport(path));
        QVERIFY(finished.wait(600000));
        QVERIFY(!finished.at(0).at(1).toString().isEmpty());
        QVERIFY(!QFileInfo::exists(path));
    }
};

QTEST_MAIN(TestUiReport)
#include "tst_ui_report.moc"
