#include "testdata.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int code = -1;
    QByteArray out, err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(IRQATLAS_CLI_PATH), args);
    Run r;
    if (!p.waitForFinished(120000))
        return r;
    r.code = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// The milan0 IRQ table (EPYC 7543 x2) with the small two-node topology: the
// plan commands only need CPU ids that exist in the topology.
QStringList machine()
{
    return {QStringLiteral("--root"), irqatlas::test::dataPath(QStringLiteral("plans/root-milan0")),
            QStringLiteral("--topology"), irqatlas::test::dataPath(QStringLiteral("plans/two-node-smt2.json"))};
}

} // namespace

class TestPlanCli : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void exitCodes_data();
    void exitCodes();
    void planThenDiff();
    void compareJson();
};

void TestPlanCli::initTestCase()
{
    if (!QFile::exists(QStringLiteral(IRQATLAS_CLI_PATH)))
        QSKIP("irqatlas-cli is not built");
}

void TestPlanCli::exitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("stderrHas");
    const QString bad = irqatlas::test::dataPath(QStringLiteral("plans/bad-duplicate-irq.json"));
    QTest::newRow("diff invalid plan") << (QStringList{QStringLiteral("diff"), bad} + machine()) << 1
                                       << "assignment 2 (irq 142): duplicate IRQ";
    QTest::newRow("plan without algorithm")
        << (QStringList{QStringLiteral("plan"), QStringLiteral("--irqs"), QStringLiteral("all")} + machine()) << 2
        << "--algorithm NAME is required";
    QTest::newRow("unknown algorithm")
        << (QStringList{QStringLiteral("compare"), QStringLiteral("--irqs"), QStringLiteral("all"),
                        QStringLiteral("--algorithms"), QStringLiteral("balance,nope")} +
            machine())
        << 2 << "unknown algorithm \"nope\"";
    QTest::newRow("selector without match")
        << (QStringList{QStringLiteral("plan"), QStringLiteral("--algorithm"), QStringLiteral("balance"),
                        QStringLiteral("--irqs"), QStringLiteral("driver:mlx5")} +
            machine())
        << 1 << "term \"driver:mlx5\" selects no interrupt";
}

void TestPlanCli::exitCodes()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, stderrHas);
    const Run r = cli(args);
    QCOMPARE(r.code, code);
    QVERIFY2(QString::fromUtf8(r.err).contains(stderrHas), r.err.constData());
}

void TestPlanCli::planThenDiff()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("nvme.json"));
    // nvme0q1..q128 are managed (immovable); only the admin queue nvme0q0 (IRQ 186) is planned.
    const Run plan = cli(QStringList{QStringLiteral("plan"), QStringLiteral("--algorithm"),
                                     QStringLiteral("policy-all"), QStringLiteral("--irqs"),
                                     QStringLiteral("driver:nvme0q"), QStringLiteral("--out"), file,
                                     QStringLiteral("--format"), QStringLiteral("json")} +
                         machine());
    QVERIFY2(plan.code == 0, plan.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(plan.out).object();
    QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("irqatlas-plan"));
    const QJsonArray as = o.value(QStringLiteral("assignments")).toArray();
    QCOMPARE(as.size(), 1);
    QCOMPARE(as.at(0).toObject().value(QStringLiteral("irq")).toInt(), 186);
    QCOMPARE(as.at(0).toObject().value(QStringLiteral("cpus")).toString(), QStringLiteral("0"));
    QVERIFY(QFile::exists(file));

    const Run diff = cli(QStringList{QStringLiteral("diff"), file, QStringLiteral("--format"),
                                     QStringLiteral("csv")} +
                         machine());
    QVERIFY2(diff.code == 0, diff.err.constData());
    const QList<QByteArray> lines = diff.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.at(0), QByteArray("index,irq,match,status,matched_by,from,to,name,note"));
    QVERIFY2(lines.at(1).startsWith("0,186,"), lines.at(1).constData());
    QVERIFY(lines.at(1).contains(",changed,key,"));
}

void TestPlanCli::compareJson()
{
    const Run r = cli(QStringList{QStringLiteral("compare"), QStringLiteral("--irqs"),
                                  QStringLiteral("driver:nvme0q"), QStringLiteral("--algorithms"),
                                  QStringLiteral("policy-all,balance"), QStringLiteral("--format"),
                                  QStringLiteral("json")} +
                      machine());
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonArray algs =
        QJsonDocument::fromJson(r.out).object().value(QStringLiteral("algorithms")).toArray();
    QCOMPARE(algs.size(), 2);
    QCOMPARE(algs.at(0).toObject().value(QStringLiteral("algorithm")).toString(), QStringLiteral("policy-all"));
    QCOMPARE(algs.at(1).toObject().value(QStringLiteral("algorithm")).toString(), QStringLiteral("balance"));
    QCOMPARE(algs.at(0).toObject().value(QStringLiteral("irqs_planned")).toInt(), 1);
    QCOMPARE(algs.at(0).toObject().value(QStringLiteral("cpus_used")).toInt(), 1);
}

QTEST_GUILESS_MAIN(TestPlanCli)
#include "tst_plancli.moc"
