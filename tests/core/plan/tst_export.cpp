// Plan exports: the POSIX shell script run with sh (dash on Debian) against a
// fake tree must end where irqatlas-helper ends; irqbalance, systemd, json.

#include "applytree.h"
#include "faketree.h"
#include "model/planfile.h"
#include "plan/ansibleplay.h"
#include "plan/planexport.h"
#include "testdata.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

Plan loadPlan(const QByteArray &bytes)
{
    auto p = readPlan(bytes, QStringLiteral("plan"));
    if (!p.ok())
        qFatal("%s", qPrintable(p.errorString()));
    return *p;
}

QString writeScript(const QString &dir, const Plan &plan, bool keyOnly)
{
    auto s = planShellScript(plan, keyOnly);
    if (!s.ok())
        return {};
    const QString path = dir + QStringLiteral("/plan.sh");
    return writeTreeFile(path, *s) ? path : QString();
}

} // namespace

class TestExport : public QObject
{
    Q_OBJECT

    QString m_sh;

private slots:
    void initTestCase()
    {
        m_sh = QStandardPaths::findExecutable(QStringLiteral("sh"));
        if (m_sh.isEmpty())
            QSKIP("no sh on this machine");
    }

    void shellMatchesHelper_data()
    {
        QTest::addColumn<QByteArray>("plan");
        QTest::addColumn<int>("code");
        const QByteArray base = readData(QStringLiteral("apply/plan-virtio.json"));
        QTest::newRow("applies") << base << 0;
        QByteArray offline = base;
        offline.replace("\"cpus\": \"3\"", "\"cpus\": \"2-5\"");
        QTest::newRow("offline CPU refused") << offline << 4;
        QByteArray missing = base;
        missing.replace("{\"irq\": 28, \"match\": \"virtio5-req.3\"",
                        "{\"irq\": 99, \"match\": \"\"");
        QTest::newRow("missing IRQ refused") << missing << 4;
    }
    void shellMatchesHelper()
    {
        QFETCH(QByteArray, plan);
        QFETCH(int, code);
        const QString helper = testRootHelper();
        if (helper.isEmpty())
            QSKIP(kNoTestRootHelper);
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("helper")),
                      b = dir.filePath(QStringLiteral("shell"));
        QVERIFY(makeVirtioTree(a));
        QVERIFY(makeVirtioTree(b));
        const auto before = treeFiles(a);
        const ProgramRun h =
            runWithInput(helper, {QStringLiteral("apply"), QStringLiteral("--root"), a}, plan);
        const QString script = writeScript(dir.path(), loadPlan(plan), false);
        QVERIFY(!script.isEmpty());
        const ProgramRun s = runWithInput(m_sh, {script, b});
        QCOMPARE(h.code, code);
        QVERIFY2(s.code == code, s.err.constData());
        QCOMPARE(treeFiles(b), treeFiles(a));
        if (code != 0) {
            QCOMPARE(treeFiles(b), before);
            QVERIFY(s.err.contains("plan refused, nothing written: 1 problem(s)"));
            return;
        }
        QCOMPARE(treeFile(b, QStringLiteral("/proc/irq/27/smp_affinity_list")),
                 QByteArray("0,2\n"));
        // The script flags effective affinities outside the request (fake tree: CPU 0).
        QVERIFY(s.out.contains("IRQ 25: requested 1, smp_affinity_list 1, effective 0  MISMATCH"));
        QVERIFY(s.out.contains("IRQ 27: requested 0,2, smp_affinity_list 0,2, effective 0\n"));
        // Both roll back to the same bytes, and a second rollback does nothing.
        QCOMPARE(
            runWithInput(helper, {QStringLiteral("rollback"), QStringLiteral("--root"), a}).code,
            0);
        QCOMPARE(runWithInput(m_sh, {script, QStringLiteral("rollback"), b}).code, 0);
        QCOMPARE(treeFiles(a), before);
        QCOMPARE(treeFiles(b), before);
        const ProgramRun again = runWithInput(m_sh, {script, QStringLiteral("rollback"), b});
        QCOMPARE(again.code, 0);
        QVERIFY(again.err.contains("already rolled back"));
    }

    void shellRollsBackByteExact()
    {
        QTemporaryDir dir;
        const QString root = dir.filePath(QStringLiteral("t"));
        QVERIFY(makeVirtioTree(root));
        QVERIFY(writeTreeFile(root + QStringLiteral("/proc/irq/26/smp_affinity_list"), "0-1,3\n"));
        const auto before = treeFiles(root);
        const QString script = writeScript(
            dir.path(), loadPlan(readData(QStringLiteral("apply/plan-virtio.json"))), false);
        // Root from the environment this time.
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("IRQATLAS_ROOT"), root);
        p.setProcessEnvironment(env);
        p.start(m_sh, {script});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        QCOMPARE(treeFile(root, QStringLiteral("/proc/irq/26/smp_affinity_list")),
                 QByteArray("2-3\n"));
        p.start(m_sh, {script, QStringLiteral("rollback")});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        QCOMPARE(treeFiles(root), before);
    }

    void shellMatchesByKeyFirst()
    {
        QTemporaryDir dir;
        const QString root = dir.filePath(QStringLiteral("t"));
        QVERIFY(makeVirtioTree(root));
        // After a reboot virtio5-req.1 is 26 although the plan says 40.
        QByteArray plan = readData(QStringLiteral("apply/plan-virtio.json"));
        plan.replace("\"irq\": 26", "\"irq\": 40");
        const QString script = writeScript(dir.path(), loadPlan(plan), true);
        const ProgramRun s = runWithInput(m_sh, {script, root});
        QVERIFY2(s.code == 0, s.err.constData());
        QCOMPARE(treeFile(root, QStringLiteral("/proc/irq/26/smp_affinity_list")),
                 QByteArray("2-3\n"));
        QCOMPARE(treeFile(root, QStringLiteral("/proc/irq/40/smp_affinity_list")),
                 QByteArray("0-3\n"));
        // Boot-time scripts match by name only: an unknown name is refused.
        QCOMPARE(runWithInput(m_sh, {script, QStringLiteral("rollback"), root}).code, 0);
        plan.replace("virtio5-req.2", "virtio9-gone");
        const QString strict = writeScript(dir.path(), loadPlan(plan), true);
        const auto before = treeFiles(root);
        const ProgramRun r = runWithInput(m_sh, {strict, root});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("assignment 2 (irq 27): no interrupt named virtio9-gone"),
                 r.err.constData());
        QCOMPARE(treeFiles(root), before);
    }

    void irqbalanceLines()
    {
        auto files = exportPlan(loadPlan(readData(QStringLiteral("apply/plan-virtio.json"))),
                                ExportFormat::Irqbalance);
        QVERIFY(files.ok());
        QCOMPARE(files->size(), std::size_t(2));
        QVERIFY(files->at(0).bytes.endsWith(
            "IRQBALANCE_ARGS=\"--banirq=25 --banirq=26 --banirq=27 --banirq=28\"\n"));
        QTemporaryDir dir;
        const QString policy = dir.filePath(QStringLiteral("policy.sh"));
        QVERIFY(writeTreeFile(policy, files->at(1).bytes));
        QCOMPARE(runWithInput(m_sh, {policy, QStringLiteral("/sys/devices/pci0000:00/0000:00:05.0"),
                                     QStringLiteral("26")})
                     .out,
                 QByteArray("ban=true\n"));
        QCOMPARE(runWithInput(m_sh, {policy, QStringLiteral("/sys/devices/pci0000:00/0000:00:05.0"),
                                     QStringLiteral("24")})
                     .out,
                 QByteArray());
    }

    // Thread placement and queues travel in every format: the JSON and the
    // Ansible play's staged plan.json (which `irqatlas-cli apply` reads) as
    // plan fields, the scripts as data of their own.
    void threadsAndQueuesInEveryFormat()
    {
        Plan plan = loadPlan(readData(QStringLiteral("apply/plan-virtio.json")));
        plan.assignments[0].threads = ThreadPlacement::Cpus;
        plan.assignments[0].threadCpus = CpuSet{1};
        plan.assignments[1].threads = ThreadPlacement::Keep;
        PlanQueue tx;
        tx.interface = "eth0";
        tx.rx = false;
        tx.index = 2;
        tx.xpsCpus = CpuSet{0, 1};
        plan.queues = {tx};
        const QByteArray expected = writePlan(plan);
        auto json = exportPlan(plan, ExportFormat::Json);
        QVERIFY(json.ok());
        QCOMPARE(json->at(0).bytes, expected);
        AnsiblePlayOptions options;
        auto play = exportAnsiblePlay(plan, options);
        QVERIFY2(play.ok(), qPrintable(play.ok() ? QString() : play.errorString()));
        QCOMPARE(play->at(1).name, QStringLiteral("plan.json"));
        QCOMPARE(play->at(1).bytes, expected);
        auto back = readPlan(play->at(1).bytes, QStringLiteral("plan.json"));
        QVERIFY(back.ok());
        QCOMPARE(back->assignments[0].threads, ThreadPlacement::Cpus);
        QCOMPARE(back->assignments[1].threads, ThreadPlacement::Keep);
        QCOMPARE(back->queues.size(), std::size_t(1));
        auto unit = exportPlan(plan, ExportFormat::Systemd);
        QVERIFY(unit.ok());
        const QByteArray script = unit->at(1).bytes;
        QVERIFY2(script.contains("\nQUEUES='eth0\ttx-2\txps_cpus\t00000003\n'\n"),
                 script.constData());
        QVERIFY(script.contains("\nPLAN='25\t1\tvirtio5-req.0\t1\n26\t2-3\tvirtio5-req.1\n"));
        // Interface names are checked again at export: a plan built in memory
        // cannot smuggle a path or a control character into the script.
        for (const char *bad : {"../x", "e\x1bx", "", "a b"}) {
            plan.queues[0].interface = bad;
            auto refused = exportPlan(plan, ExportFormat::Shell);
            QVERIFY2(!refused.ok(), bad);
            QVERIFY(refused.errorString().startsWith(QStringLiteral("queues[0]: interface: ")));
        }
    }

    void systemdUnitAndJson()
    {
        const Plan plan = loadPlan(readData(QStringLiteral("apply/plan-virtio.json")));
        auto files = exportPlan(plan, ExportFormat::Systemd);
        QVERIFY(files.ok());
        QCOMPARE(files->at(0).name, QStringLiteral("irqatlas-plan.service"));
        QVERIFY(files->at(0).bytes.contains("Type=oneshot\n"));
        QVERIFY(files->at(0).bytes.contains(
            "ExecStart=/bin/sh /usr/local/lib/irqatlas/irqatlas-plan.sh apply\n"));
        QVERIFY(files->at(0).bytes.contains("WantedBy=multi-user.target\n"));
        QVERIFY(files->at(1).bytes.contains("KEY_ONLY=1\n"));
        auto json = exportPlan(plan, ExportFormat::Json);
        QVERIFY(json.ok());
        auto back = readPlan(json->at(0).bytes, QStringLiteral("export"));
        QVERIFY(back.ok());
        QCOMPARE(back->assignments.size(), std::size_t(4));
        QCOMPARE(back->assignments[2].cpus.toList(), std::string("0,2"));
        QCOMPARE(back->assignments[2].match, std::string("virtio5-req.2"));
        QVERIFY(!exportFormatFromName(QStringLiteral("csv")).ok());
        // A quote in a key is carried quoted; a control character is refused,
        // naming the field.
        Plan quoted = plan;
        quoted.assignments[0].match = "it's";
        auto script = planShellScript(quoted, false);
        QVERIFY(script.ok());
        QVERIFY(script->contains("\nPLAN='25\t1\tit'\\''s\n"));
        quoted.assignments[0].match = "it\x1b[2Js";
        script = planShellScript(quoted, false);
        QVERIFY(!script.ok());
        QCOMPARE(
            script.errorString(),
            QStringLiteral("assignment 0 (irq 25): match: contains the control character U+001B"));
    }
};

QTEST_GUILESS_MAIN(TestExport)
#include "tst_export.moc"
