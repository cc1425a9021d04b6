#include "model/irq.h"
#include "model/planfile.h"
#include "model/topology.h"
#include "ui/common/pendingchanges.h"

#include <QTest>
#include <QUndoStack>

using namespace irqatlas;

namespace {

Topology fourCpus()
{
    Topology t;
    for (int c = 0; c < 4; ++c) {
        Pu p;
        p.id = c;
        p.core = c / 2;
        p.package = 0;
        p.node = 0;
        t.pus.push_back(p);
    }
    t.rebuildIndex();
    t.assumeDefaultDistances();
    return t;
}

Irq irq(int number, const char *name, const char *device = "")
{
    Irq i;
    i.number = number;
    i.key = std::to_string(number);
    i.name = name;
    i.device = device;
    i.affinity = CpuSet::range(0, 3);
    i.counts = {0, 0, 0, 0};
    return i;
}

IrqTable table(int base)
{
    IrqTable t;
    t.cpus = {0, 1, 2, 3};
    t.irqs = {irq(base, "mlx5_comp0@pci:0000:3b:00.0", "0000:3b:00.0"),
              irq(base + 1, "mlx5_comp1@pci:0000:3b:00.0", "0000:3b:00.0"),
              irq(base + 2, "nvme0q1", "0000:5e:00.0")};
    t.irqs[2].immovable = true;
    t.irqs[2].immovableReason = "NVMe I/O queue: kernel-managed affinity";
    return t;
}

} // namespace

class TestUiPlan : public QObject
{
    Q_OBJECT
private slots:
    void pendingChangesRoundTripAcrossRenumbering();
    void planWithUnknownIrqRefusedWhole();
    void planTouchingImmovableRefused();
};

void TestUiPlan::pendingChangesRoundTripAcrossRenumbering()
{
    const Topology topo = fourCpus();
    const IrqTable before = table(30);
    QUndoStack stack;
    PendingChanges pending;
    QVERIFY(pending.propose(&stack, before, {30}, CpuSet{2}, QStringLiteral("CPU 2")).ok());
    QVERIFY(pending.propose(&stack, before, {31}, CpuSet{3}, QStringLiteral("CPU 3")).ok());

    const Plan plan = pending.toPlan(before, topo, QStringLiteral("6.8.0"));
    QCOMPARE(plan.algorithm, QStringLiteral("manual"));
    QCOMPARE(int(plan.assignments.size()), 2);
    QCOMPARE(plan.assignments[0].match, std::string("mlx5_comp0@pci:0000:3b:00.0"));
    QCOMPARE(plan.assignments[0].cpus.toList(), std::string("2"));
    QCOMPARE(plan.host.topology, topo.fingerprint());

    auto reread = readPlan(writePlan(plan), QStringLiteral("manual.json"), &topo);
    QVERIFY2(reread.ok(), qPrintable(reread.ok() ? QString() : reread.errorString()));

    // After a reboot the same queues are IRQs 130 and 131: matched by key.
    const IrqTable after = table(130);
    QUndoStack stack2;
    PendingChanges loaded;
    const Status s = loaded.proposePlan(&stack2, after, *reread, QStringLiteral("manual.json"));
    QVERIFY2(s.ok(), qPrintable(s.ok() ? QString() : s.errorString()));
    QCOMPARE(loaded.target(130)->toList(), std::string("2"));
    QCOMPARE(loaded.target(131)->toList(), std::string("3"));
    QVERIFY(!loaded.target(30));
    QCOMPARE(stack2.count(), 1); // one undo step for the whole plan
    stack2.undo();
    QVERIFY(loaded.isEmpty());
    stack2.redo();
    QCOMPARE(loaded.changes().size(), std::size_t(2));
}

void TestUiPlan::planWithUnknownIrqRefusedWhole()
{
    const IrqTable t = table(30);
    Plan plan;
    plan.assignments.emplace_back(30, "mlx5_comp0@pci:0000:3b:00.0", CpuSet{1});
    plan.assignments.emplace_back(99, "gone-queue", CpuSet{1});
    QUndoStack stack;
    PendingChanges pending;
    const Status s = pending.proposePlan(&stack, t, plan, QStringLiteral("p.json"));
    QVERIFY(!s.ok());
    QVERIFY2(s.errorString().contains(QStringLiteral("p.json")), qPrintable(s.errorString()));
    QVERIFY(pending.isEmpty());
    QCOMPARE(stack.count(), 0);
}

void TestUiPlan::planTouchingImmovableRefused()
{
    const IrqTable t = table(30);
    Plan plan;
    plan.assignments.emplace_back(30, "mlx5_comp0@pci:0000:3b:00.0", CpuSet{1});
    plan.assignments.emplace_back(32, "nvme0q1", CpuSet{1});
    QUndoStack stack;
    PendingChanges pending;
    const Status s = pending.proposePlan(&stack, t, plan, QStringLiteral("p.json"));
    QVERIFY(!s.ok());
    QVERIFY2(s.errorString().contains(QStringLiteral("32")), qPrintable(s.errorString()));
    QVERIFY(pending.isEmpty());
}

QTEST_MAIN(TestUiPlan)
#include "tst_ui_plan.moc"
