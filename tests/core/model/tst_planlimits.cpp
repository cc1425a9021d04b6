// Plan files travel in tickets and reach the root helper: what one may cost
// is bounded (model/inputlimits.h) and every refusal names the entry.

#include "model/inputlimits.h"
#include "model/planfile.h"
#include "peakmemory.h"

#include <QTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

// A plan of `count` assignments, IRQ i on the CPUs cpus(i).
template <typename Cpus> QByteArray planJson(int count, Cpus cpus)
{
    QByteArray json = R"({"format": "irqatlas-plan", "version": 1, "assignments": [)";
    json.reserve(json.size() + qsizetype(count) * 48);
    for (int i = 0; i < count; ++i) {
        if (i)
            json += ',';
        json += R"({"irq": )" + QByteArray::number(i) + R"(, "match": "", "cpus": ")" + cpus(i) +
                R"("})";
    }
    return json + "]}";
}

} // namespace

class TestPlanLimits : public QObject
{
    Q_OBJECT
private slots:
    void cpuPastCap();
    void totalCpus();
    void totalCpusCountsSpans();
    void totalCpusAtCap();
    void tooManyAssignments();
    void tooLarge();
};

void TestPlanLimits::cpuPastCap()
{
    const QByteArray json =
        planJson(3, [](int i) { return i == 2 ? QByteArray("0,1048576") : QByteArray("0-3"); });
    auto r = readPlan(json, QStringLiteral("plan.json"));
    QVERIFY2(!r.ok(), "a CPU past the cap was accepted");
    QCOMPARE(r.errorString(), QStringLiteral("plan.json: assignment 2 (irq 2): invalid CPU list "
                                             "\"0,1048576\" at position 3: CPU 1048576 is "
                                             "above the supported maximum 16383"));
}

// 8193 IRQs on all 16384 CPUs: 2^27 + 16384, one list over the cap.
void TestPlanLimits::totalCpus()
{
    const QByteArray json = planJson(8193, [](int) { return QByteArray("0-16383"); });
    const PeakGrowth peak;
    auto r = readPlan(json, QStringLiteral("plan.json"));
    QVERIFY2(!r.ok(), "a plan over the total CPU cap was accepted");
    QCOMPARE(
        r.errorString(),
        QStringLiteral(
            "plan.json: assignment 8192 (irq 8192): the plan's CPU lists name more than 134217728 "
            "CPUs in "
            "total, the supported maximum (each list counts from its lowest to its highest CPU)"));
    QVERIFY2(peak.bytes() < (64 * kMiB) * irqatlas::test::kMemorySlack,
             qPrintable(QString::number(peak.megabytes())));
}

// "0,16383" names 2 CPUs but its bitmap spans 16384: it counts as that.
void TestPlanLimits::totalCpusCountsSpans()
{
    const QByteArray json = planJson(8193, [](int) { return QByteArray("0,16383"); });
    auto r = readPlan(json, QStringLiteral("plan.json"));
    QVERIFY(!r.ok());
    QVERIFY2(r.errorString().startsWith(QLatin1String(
                 "plan.json: assignment 8192 (irq 8192): the plan's CPU lists name more than")),
             qPrintable(r.errorString()));
}

// 16384 IRQs on every CPU of an 8192-CPU machine is exactly the cap.
void TestPlanLimits::totalCpusAtCap()
{
    const QByteArray json = planJson(16384, [](int) { return QByteArray("0-8191"); });
    auto r = readPlan(json, QStringLiteral("plan.json"));
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.errorString()));
    QCOMPARE(int(r->assignments.size()), 16384);
}

void TestPlanLimits::tooManyAssignments()
{
    const QByteArray json =
        planJson(limits::kMaxPlanAssignments + 1, [](int) { return QByteArray("1"); });
    auto r = readPlan(json, QStringLiteral("plan.json"));
    QVERIFY2(!r.ok(), "a plan over the assignment cap was accepted");
    QCOMPARE(
        r.errorString(),
        QStringLiteral("plan.json: 65537 assignments, more than the supported maximum of 65536"));
    QVERIFY(readPlan(planJson(limits::kMaxPlanAssignments, [](int) { return QByteArray("1"); }),
                     QStringLiteral("p"))
                .ok());
}

void TestPlanLimits::tooLarge()
{
    // Valid JSON padded with blanks: only the size is wrong.
    QByteArray json = planJson(1, [](int) { return QByteArray("1"); });
    json += QByteArray(qsizetype(limits::kMaxPlanBytes), ' ');
    const PeakGrowth peak;
    auto r = readPlan(json, QStringLiteral("plan.json"));
    QVERIFY2(!r.ok(), "a plan over the size cap was accepted");
    QCOMPARE(r.errorString(),
             QStringLiteral(
                 "plan.json: the plan is %1 bytes, more than the supported maximum of 67108864")
                 .arg(json.size()));
    QVERIFY2(peak.bytes() < (16 * kMiB) * irqatlas::test::kMemorySlack,
             qPrintable(QString::number(peak.megabytes())));
}

QTEST_GUILESS_MAIN(TestPlanLimits)
#include "tst_planlimits.moc"
