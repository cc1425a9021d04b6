#include "trialshape.h"

#include <QJsonArray>
#include <QSet>
#include <QTest>

namespace irqatlas::test {

void checkTrialShape(const QJsonObject &o)
{
    for (const char *key : {"plan", "before", "after", "verdict", "kept", "per_cpu", "softirqs"})
        QVERIFY2(o.contains(QLatin1String(key)), key);
    QVERIFY(o.value(QStringLiteral("kept")).isBool());
    QCOMPARE(o.value(QStringLiteral("plan")).toObject().value(QStringLiteral("format")).toString(),
             QStringLiteral("irqatlas-plan"));
    for (const char *phase : {"before", "after"}) {
        const QJsonObject p = o.value(QLatin1String(phase)).toObject();
        QVERIFY2(p.value(QStringLiteral("intervals")).toInt() >= 2, phase);
        QVERIFY(p.value(QStringLiteral("means")).isObject());
    }
    const QSet<QString> judgements{QStringLiteral("better"), QStringLiteral("worse"),
                                   QStringLiteral("within-noise"), QStringLiteral("changed")};
    const QJsonArray verdict = o.value(QStringLiteral("verdict")).toArray();
    QVERIFY(verdict.size() >= 7);
    QSet<QString> metrics;
    for (const auto &v : verdict) {
        const QJsonObject m = v.toObject();
        for (const char *key : {"metric", "before", "after", "change", "judgement"})
            QVERIFY2(m.contains(QLatin1String(key)), key);
        const QString j = m.value(QStringLiteral("judgement")).toString();
        QVERIFY2(judgements.contains(j), qPrintable(j));
        // Nothing is judged on fewer than two intervals per phase.
        if (j != QLatin1String("within-noise")) {
            QVERIFY(m.value(QStringLiteral("intervals_before")).toInt() >= 2);
            QVERIFY(m.value(QStringLiteral("intervals_after")).toInt() >= 2);
        }
        metrics.insert(m.value(QStringLiteral("metric")).toString());
    }
    for (const char *name : {"hardirq_pct", "softirq_pct", "irqs_per_sec_plan", "irqs_per_sec_all",
                             "irq_time_imbalance", "busiest_cpu_irq_pct", "plan_local_share"})
        QVERIFY2(metrics.contains(QLatin1String(name)), name);
}

} // namespace irqatlas::test
