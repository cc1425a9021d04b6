// irqatlas-cli report end to end: a saved machine with a hostile IRQ name, a
// dry-run trial of it, a plan and a recording become one HTML file that is
// well-formed, refers to nothing outside itself, shows the hostile name as
// text, and renders in headless Chromium to a page that is not blank.

#include "../core/report/selfcontained.h"
#include "applytree.h"
#include "faketree.h"
#include "hostileinput.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas::test;

namespace {

const QByteArray kHostile =
    "<script>alert(1)</script><img src=\"http://evil.example/x\"/> & ' \" \x1b[31m "
    "\xe2\x80\xae"
    "gnp url(//evil) @import";

} // namespace

class TestReportCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_root;
    QString m_trial;
    QString m_html;

private slots:
    void initTestCase()
    {
        if (!QFileInfo(QStringLiteral(IRQATLAS_CLI_PATH)).isExecutable())
            QSKIP("irqatlas-cli is not built");
        m_root = m_dir.filePath(QStringLiteral("root"));
        QVERIFY(makeVirtioTree(m_root));
        QByteArray interrupts =
            readData(QStringLiteral("apply/prometheus-procfs-fixtures-interrupts.txt"));
        QVERIFY(interrupts.contains("i8042"));
        interrupts.replace("i8042", kHostile);
        QVERIFY(writeTreeFile(m_root + QStringLiteral("/proc/interrupts"), interrupts));
        QVERIFY(addStaticLoad(m_root));
        m_trial = m_dir.filePath(QStringLiteral("trial"));
        const ProgramRun t =
            runCli({QStringLiteral("trial"), dataPath(QStringLiteral("apply/plan-virtio.json")),
                    QStringLiteral("--dry-run"), QStringLiteral("--before"), QStringLiteral("0.6"),
                    QStringLiteral("--after"), QStringLiteral("0.6"), QStringLiteral("--interval"),
                    QStringLiteral("0.2"), QStringLiteral("--root"), m_root,
                    QStringLiteral("--out"), m_trial});
        QVERIFY2(t.code == 0, t.err.constData());
        m_html = m_dir.filePath(QStringLiteral("report.html"));
        const ProgramRun r =
            runCli({QStringLiteral("report"), QStringLiteral("--root"), m_root,
                    QStringLiteral("--plan"), dataPath(QStringLiteral("apply/plan-virtio.json")),
                    QStringLiteral("--recording"), m_trial + QStringLiteral("/before.jsonl"),
                    QStringLiteral("--trial"), m_trial, QStringLiteral("--out"), m_html});
        QVERIFY2(
            r.code == 0,
            qPrintable(QStringLiteral("exit %1: %2").arg(r.code).arg(QString::fromUtf8(r.err))));
    }

    void selfContainedAndEscaped()
    {
        QFile f(m_html);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray page = f.readAll();
        const PageCheck c = checkSelfContained(page);
        QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
        const QString shown = shownInReport(kHostile);
        QVERIFY(c.text.contains(shown));
        QVERIFY(!page.contains("<script"));
        for (const char *section : {"id=\"machine\"", "id=\"trial\"", "id=\"plans\"",
                                    "id=\"recording\"", "id=\"irqs\"", "id=\"reproduce\""})
            QVERIFY2(page.contains(section), section);
        // The command that made it is there to run again.
        QVERIFY(c.text.contains(QStringLiteral("irqatlas-cli report --root")));
        QVERIFY(c.text.contains(QStringLiteral("irqatlas-cli trial")));
    }

    // /proc/cpuinfo names the CPUs of the machine it comes from: a topology
    // of another machine given with --xml does not take them.
    void cpuModelOnlyForItsOwnMachine()
    {
        const QString root = m_dir.filePath(QStringLiteral("cpuinfo-root"));
        QVERIFY(makeVirtioTree(root));
        QVERIFY(addVirtioCpuinfo(root, "Tree CPU Model 9000"));
        auto page = [&](const QStringList &extra) {
            const QString out = m_dir.filePath(QStringLiteral("cpuinfo.html"));
            QFile::remove(out);
            const ProgramRun r =
                runCli(QStringList{QStringLiteral("report"), QStringLiteral("--root"), root} +
                       extra + QStringList{QStringLiteral("--out"), out});
            QFile f(out);
            if (r.code != 0 || !f.open(QIODevice::ReadOnly))
                return QByteArray("exit " + QByteArray::number(r.code) + ": " + r.err);
            return f.readAll();
        };
        const QByteArray own = page({});
        QVERIFY2(own.contains("Tree CPU Model 9000"), own.left(300).constData());
        const QByteArray other =
            page({QStringLiteral("--xml"),
                  dataPath(QStringLiteral("topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml"))});
        QVERIFY2(other.contains("id=\"machine\""), other.left(300).constData());
        QVERIFY(!other.contains("Tree CPU Model 9000"));
    }

    void refusals()
    {
        QCOMPARE(runCli({QStringLiteral("report"), QStringLiteral("--root"), m_root}).code, 2);
        const ProgramRun missing =
            runCli({QStringLiteral("report"), QStringLiteral("--root"), m_root,
                    QStringLiteral("--trial"), m_dir.filePath(QStringLiteral("nope")),
                    QStringLiteral("--out"), m_dir.filePath(QStringLiteral("x.html"))});
        QCOMPARE(missing.code, 1);
        QVERIFY(missing.err.contains("nope"));
        // A report.json of another kind is not a trial.
        const QString other = m_dir.filePath(QStringLiteral("other"));
        QVERIFY(writeTreeFile(other + QStringLiteral("/report.json"),
                              "{\"format\": \"irqatlas-plan\"}"));
        const ProgramRun wrong = runCli({QStringLiteral("report"), QStringLiteral("--root"), m_root,
                                         QStringLiteral("--trial"), other, QStringLiteral("--out"),
                                         m_dir.filePath(QStringLiteral("y.html"))});
        QCOMPARE(wrong.code, 1);
        QVERIFY2(wrong.err.contains("irqatlas-trial"), wrong.err.constData());
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("y.html"))));
    }

    // Rendered by a real browser with no network: something is drawn.
    void rendersInChromium()
    {
        const QString chromium = QStandardPaths::findExecutable(QStringLiteral("chromium"));
        if (chromium.isEmpty())
            QSKIP("chromium is not installed (Debian: apt-get install chromium)");
        const QString png = m_dir.filePath(QStringLiteral("report.png"));
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(chromium,
                {QStringLiteral("--headless"), QStringLiteral("--no-sandbox"),
                 QStringLiteral("--disable-gpu"), QStringLiteral("--hide-scrollbars"),
                 QStringLiteral("--user-data-dir=") + m_dir.filePath(QStringLiteral("chromium")),
                 QStringLiteral("--window-size=1200,1600"), QStringLiteral("--screenshot=") + png,
                 QUrl::fromLocalFile(m_html).toString()});
        QVERIFY(p.waitForStarted(60000));
        QVERIFY2(p.waitForFinished(300000), p.readAll().constData());
        QVERIFY2(QFile::exists(png), p.readAll().constData());
        const QImage image(png);
        QVERIFY(!image.isNull());
        const QRgb background = image.pixel(0, 0);
        qint64 other = 0;
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 2) {
            for (int x = 0; x < image.width(); x += 2) {
                const QRgb c = image.pixel(x, y);
                other += c != background;
                if (colours.size() < 64)
                    colours.insert(c);
            }
        }
        const qint64 total = qint64(image.width() / 2) * (image.height() / 2);
        QVERIFY2(other * 100 > total,
                 qPrintable(QStringLiteral("%1 of %2 pixels drawn").arg(other).arg(total)));
        QVERIFY(colours.size() > 8);
    }
};

QTEST_GUILESS_MAIN(TestReportCli)
#include "tst_reportcli.moc"
