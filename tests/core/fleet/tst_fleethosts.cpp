// The fleet's host lists without a network: host files, Ansible's --list
// JSON (with and without _meta), the names that become file names, and the
// class ids.

#include "fleet/ansibleinventory.h"
#include "fleet/fleethosts.h"
#include "fleet/machineclass.h"

#include <QTest>

using namespace irqatlas;

class TestFleetHosts : public QObject
{
    Q_OBJECT

private slots:
    void hostsFile()
    {
        auto hosts =
            parseHostsFile("# db\n\n root@db7:2222 \ndb8\n[::1]:22\n", QStringLiteral("h"));
        QVERIFY2(hosts.ok(), qPrintable(hosts.ok() ? QString() : hosts.errorString()));
        QCOMPARE(hosts->size(), std::size_t(3));
        QCOMPARE(hosts->at(0).name, QStringLiteral("root@db7:2222"));
        QCOMPARE(hosts->at(0).target, QStringLiteral("root@db7:2222"));
        auto bad = parseHostsFile("db7\n\n-oProxyCommand=sh\n", QStringLiteral("list.txt"));
        QVERIFY(!bad.ok());
        QVERIFY2(bad.errorString().startsWith(QLatin1String("list.txt:3: ")),
                 qPrintable(bad.errorString()));
    }

    void targets()
    {
        QCOMPARE(fleetTarget({}, QStringLiteral("db7"), 0), QStringLiteral("db7"));
        QCOMPARE(fleetTarget(QStringLiteral("ops"), QStringLiteral("10.0.0.7"), 22),
                 QStringLiteral("ops@10.0.0.7:22"));
        QCOMPARE(fleetTarget({}, QStringLiteral("fe80::1"), 2222),
                 QStringLiteral("[fe80::1]:2222"));
    }

    void names_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("said");
        QTest::newRow("dot dot") << ".."
                                 << "\"..\"";
        QTest::newRow("slash") << "a/b"
                               << "'/'";
        QTest::newRow("escape") << "db\x1b[2J"
                                << "control";
        QTest::newRow("bidi") << QString(QStringLiteral("db") + QChar(0x202e)) << "control";
        QTest::newRow("empty") << ""
                               << "1 to 255";
        QTest::newRow("long") << QString(256, QLatin1Char('a')) << "1 to 255";
    }
    void names()
    {
        QFETCH(QString, name);
        QFETCH(QString, said);
        const Status s = checkFleetHosts({{name, QStringLiteral("db7")}}, QStringLiteral("inv"));
        QVERIFY(!s.ok());
        QVERIFY2(s.errorString().contains(said) &&
                     s.errorString().startsWith(QLatin1String("inv: ")),
                 qPrintable(s.errorString()));
        // Never the raw control character in the message.
        QVERIFY(!s.errorString().contains(QChar(0x1b)));
    }

    void duplicatesAndEmpty()
    {
        const Status twice = checkFleetHosts({{QStringLiteral("db7"), QStringLiteral("a")},
                                              {QStringLiteral("db7"), QStringLiteral("b")}},
                                             QStringLiteral("inv"));
        QVERIFY(!twice.ok());
        QVERIFY(twice.errorString().contains(QLatin1String("listed twice")));
        QVERIFY(!checkFleetHosts({}, QStringLiteral("inv")).ok());
        QVERIFY(checkFleetHosts({{QStringLiteral("db7"), QStringLiteral("root@db7:22")}},
                                QStringLiteral("inv"))
                    .ok());
    }

    // Ansible's --list: hosts of every group under all, each once, in order;
    // vars from _meta, or from --host when the JSON has no _meta.
    void inventoryList()
    {
        const QByteArray withMeta = R"({"_meta": {"hostvars": {
            "db7": {"ansible_host": "10.0.0.7", "ansible_port": 2222, "ansible_user": "root"},
            "db8": {"ansible_port": "22"}}},
          "all": {"children": ["ungrouped", "db", "web"]},
          "db": {"hosts": ["db7", "db8"]}, "web": {"hosts": ["db8", "web1"]},
          "ungrouped": {}})";
        auto hosts = hostsFromInventory(withMeta, QStringLiteral("inv"), [](const QString &) {
            return Result<QByteArray>(Error{QStringLiteral("not asked")});
        });
        QVERIFY2(hosts.ok(), qPrintable(hosts.ok() ? QString() : hosts.errorString()));
        QCOMPARE(hosts->size(), std::size_t(3));
        QCOMPARE(hosts->at(0).target, QStringLiteral("root@10.0.0.7:2222"));
        QCOMPARE(hosts->at(1).target, QStringLiteral("db8:22"));
        QCOMPARE(hosts->at(2).target, QStringLiteral("web1"));

        const QByteArray script = R"({"all": {"hosts": ["db9"]}})";
        QStringList asked;
        auto viaHost =
            hostsFromInventory(script, QStringLiteral("inv"), [&asked](const QString &n) {
                asked << n;
                return Result<QByteArray>(QByteArray(R"({"ansible_host": "10.0.0.9"})"));
            });
        QVERIFY(viaHost.ok());
        QCOMPARE(asked, QStringList{QStringLiteral("db9")});
        QCOMPARE(viaHost->at(0).target, QStringLiteral("10.0.0.9"));

        auto badPort = hostsFromInventory(
            R"({"_meta": {"hostvars": {"db7": {"ansible_port": 0}}}, "all": {"hosts": ["db7"]}})",
            QStringLiteral("inv"), {});
        QVERIFY(!badPort.ok());
        QVERIFY(badPort.errorString().contains(QLatin1String("db7")));
        QVERIFY(!hostsFromInventory("[1, 2]", QStringLiteral("inv"), {}).ok());
    }

    void classIds()
    {
        QCOMPARE(classId(0), QStringLiteral("A"));
        QCOMPARE(classId(25), QStringLiteral("Z"));
        QCOMPARE(classId(26), QStringLiteral("AA"));
        QCOMPARE(classId(27), QStringLiteral("AB"));
        QCOMPARE(classId(26 + 26 * 26), QStringLiteral("AAA"));
    }

    // Classes by size, then first host; differences against the majority.
    void classes()
    {
        auto facts = [](const char *key, const char *kernel) {
            MachineFacts f;
            f.key = QLatin1String(key);
            f.description = QLatin1String(key);
            f.kernel = QLatin1String(kernel);
            return std::optional<MachineFacts>(f);
        };
        const std::vector<std::optional<MachineFacts>> all = {
            facts("small", "6.1"), facts("big", "6.1"), std::nullopt, facts("big", "6.2"),
            facts("big", "6.1")};
        const std::vector<QString> names = {QStringLiteral("s1"), QStringLiteral("b1"),
                                            QStringLiteral("gone"), QStringLiteral("b2"),
                                            QStringLiteral("b3")};
        const auto classes = classifyFleet(all, names);
        QCOMPARE(classes.size(), std::size_t(2));
        QCOMPARE(classes[0].id, QStringLiteral("A"));
        QCOMPARE(classes[0].members, (std::vector<std::size_t>{1, 3, 4}));
        QCOMPARE(classes[0].differences.size(), std::size_t(1));
        QCOMPARE(classes[0].differences[0].host, QStringLiteral("b2"));
        QCOMPARE(classes[0].differences[0].what, QStringLiteral("kernel"));
        QCOMPARE(classes[0].differences[0].majority, QStringLiteral("6.1"));
        QCOMPARE(classes[1].id, QStringLiteral("B"));
        QCOMPARE(classes[1].members, std::vector<std::size_t>{0});
    }
};

QTEST_GUILESS_MAIN(TestFleetHosts)
#include "tst_fleethosts.moc"
