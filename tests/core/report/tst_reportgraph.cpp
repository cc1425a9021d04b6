// The report's topology graph (report/svggraph.h) read back out of the page
// as a browser would: one PU group per PU of the machine with its CPU number,
// inside the core, cache domain, NUMA node and package the topology puts it
// in; fills that follow a recording's load (no data is not zero); hostile
// names as text.

#include "hostileinput.h"
#include "layout/cachedomains.h"
#include "layout/devicetitle.h"
#include "layout/topologylayout.h"
#include "report/html.h"
#include "report/htmlreport.h"
#include "report/svgplot.h"
#include "selfcontained.h"
#include "testdata.h"
#include "topology/topologyjson.h"
#include "topology/topologyloader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>
#include <algorithm>
#include <map>
#include <optional>
#include <set>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

const QByteArray kHostile = "</text></g><script>alert(1)</script><rect fill=\"url(http://evil)\"/>"
                            " & ' \" \x1b[31m \xe2\x80\xae"
                            "gnp %1 %2";

// One group of the graph as parsed: its classes, tooltip, first text (a
// box's title strip, a PU's number) and first rectangle's fill.
struct Frame
{
    QString name;
    QStringList classes;
    QString tip, text, fill;
    bool is(const char *c) const { return classes.contains(QLatin1String(c)); }
};

// A PU tile and the groups it sits in, innermost first.
struct PuTile
{
    Frame self;
    std::vector<Frame> outer;
    const Frame *inside(const char *cls) const
    {
        for (const Frame &f : outer)
            if (f.is(cls))
                return &f;
        return nullptr;
    }
};

struct Graph
{
    QString error;
    std::vector<PuTile> pus;
    std::vector<Frame> devices;
    QStringList texts; // every text, in document order
};

// The <svg class="chart tg"> of the page, walked with its nesting.
Graph parseGraph(const QByteArray &page)
{
    Graph g;
    const qsizetype mark = page.indexOf("class=\"chart tg");
    if (mark < 0)
        return {QStringLiteral("no topology graph in the page"), {}, {}, {}};
    const qsizetype start = page.lastIndexOf("<svg", mark);
    const qsizetype end = page.indexOf("</svg>", mark);
    QXmlStreamReader xml(page.mid(start, end + 6 - start));
    std::vector<Frame> stack;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const QString name = xml.name().toString();
            if (name == QLatin1String("title") || name == QLatin1String("text")) {
                const QString t = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                g.texts << t;
                if (!stack.empty()) {
                    QString &slot =
                        name == QLatin1String("title") ? stack.back().tip : stack.back().text;
                    if (slot.isEmpty())
                        slot = t;
                }
                continue;
            }
            if (name == QLatin1String("rect") && !stack.empty() && stack.back().fill.isEmpty())
                stack.back().fill = xml.attributes().value(QLatin1String("fill")).toString();
            Frame f;
            f.name = name;
            f.classes = xml.attributes()
                            .value(QLatin1String("class"))
                            .toString()
                            .split(QLatin1Char(' '), Qt::SkipEmptyParts);
            stack.push_back(f);
        } else if (xml.isEndElement()) {
            if (stack.empty())
                break;
            const Frame f = stack.back();
            stack.pop_back();
            if (f.name == QLatin1String("g") && f.is("pu")) {
                PuTile t{f, {}};
                for (auto it = stack.rbegin(); it != stack.rend(); ++it)
                    t.outer.push_back(*it);
                g.pus.push_back(t);
            } else if (f.name == QLatin1String("g") && f.is("dv")) {
                g.devices.push_back(f);
            }
        }
    }
    if (xml.hasError())
        g.error = QStringLiteral("%1 at line %2").arg(xml.errorString()).arg(xml.lineNumber());
    return g;
}

int numberAfter(const QString &text, const char *pattern)
{
    const QRegularExpressionMatch m = QRegularExpression(QLatin1String(pattern)).match(text);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

Topology load(const QString &file)
{
    auto t = loadTopologyXml(dataPath(file));
    if (!t.ok())
        qFatal("%s", qPrintable(t.errorString()));
    return *t;
}

// A real machine read back from topology JSON that says nothing about NUMA:
// every CPU's node null, no "nodes", no distances (what `--topology FILE`
// takes from a tool that knows only CPUs and cores).
Topology withoutNuma(const Topology &real)
{
    QJsonObject o = QJsonDocument::fromJson(topologyToJson(real)).object();
    QJsonArray cpus = o.value(QStringLiteral("cpus")).toArray();
    for (qsizetype i = 0; i < cpus.size(); ++i) {
        QJsonObject c = cpus[i].toObject();
        c.insert(QStringLiteral("node"), QJsonValue::Null);
        cpus[i] = c;
    }
    o.insert(QStringLiteral("cpus"), cpus);
    for (const char *key :
         {"nodes", "distance", "distance_from_firmware", "caches", "dies", "groups"})
        o.remove(QLatin1String(key));
    auto t = topologyFromJson(QJsonDocument(o).toJson(QJsonDocument::Compact),
                              QStringLiteral("no-numa.json"));
    if (!t.ok())
        qFatal("%s", qPrintable(t.errorString()));
    return *t;
}

QByteArray report(const Topology &t, const std::optional<RecordingLoad> &recording = {})
{
    ReportInput in;
    in.snapshot.topology = t;
    in.snapshot.hasTopology = true;
    in.snapshot.source = QStringLiteral("test");
    in.recording = recording;
    in.generated = QStringLiteral("2026-12-02T00:00:00Z");
    return writeHtmlReport(in);
}

} // namespace

class TestReportGraph : public QObject
{
    Q_OBJECT

private slots:
    void everyPuInItsPlace_data();
    void everyPuInItsPlace();
    void fillsFollowTheLoad();
    void withoutRecordingNeutral();
    void hostileNamesStayText();
};

void TestReportGraph::everyPuInItsPlace_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("stripNuma");
    QTest::newRow("2-socket SMT") << "topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml" << false;
    QTest::newRow("zen, several L3 per node")
        << "topology-xml/hwloc-x86-AMD-17h-Zen-2xEpyc-7451.xml" << false;
    QTest::newRow("1152 CPUs") << "machines/synthetic-1152pu-8pack-16numa.xml" << false;
    QTest::newRow("offline CPUs") << "topology-xml/hwloc-xml-16em64t-4s2c2t-offlines.xml" << false;
    QTest::newRow("no NUMA information") << "topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml" << true;
}

void TestReportGraph::everyPuInItsPlace()
{
    QFETCH(QString, file);
    QFETCH(bool, stripNuma);
    Topology t = load(file);
    if (stripNuma) {
        t = withoutNuma(t);
        QVERIFY(t.nodes.empty());
    }
    const QByteArray page = report(t);
    const PageCheck check = checkSelfContained(page);
    QVERIFY2(check.error.isEmpty(), qPrintable(check.error));
    const Graph g = parseGraph(page);
    QVERIFY2(g.error.isEmpty(), qPrintable(g.error));

    // Exactly the PUs of the topology, each once, labelled with its number.
    std::set<int> seen;
    for (const PuTile &p : g.pus) {
        bool ok = false;
        const int cpu = p.self.text.toInt(&ok);
        QVERIFY2(ok, qPrintable(p.self.text));
        QVERIFY2(seen.insert(cpu).second, qPrintable(QStringLiteral("CPU %1 twice").arg(cpu)));
        const Pu *pu = t.pu(cpu);
        QVERIFY2(pu, qPrintable(QStringLiteral("CPU %1 is not in the topology").arg(cpu)));
        QVERIFY(p.self.tip.startsWith(QStringLiteral("CPU %1").arg(cpu)));

        // Inside its core (named in the core's tooltip), its NUMA node block
        // and its package, by the titles the reader sees.
        const Frame *core = p.inside("co");
        QVERIFY(core);
        if (pu->core >= 0)
            QCOMPARE(numberAfter(core->tip, "^Core (\\d+):"), pu->core);
        const Frame *node = p.inside("nd");
        QVERIFY(node);
        if (pu->node >= 0)
            QCOMPARE(numberAfter(node->text, "^NUMA node (\\d+)"), pu->node);
        else
            QCOMPARE(node->text, QStringLiteral("No NUMA information"));
        const Frame *package = p.inside("pk");
        QVERIFY(package);
        if (pu->package >= 0)
            QCOMPARE(numberAfter(package->text, "^Package (\\d+)"), pu->package);
        // Nested in that order: core inside node inside package.
        auto depth = [&](const Frame *f) { return f - p.outer.data(); };
        QVERIFY(depth(core) < depth(node) && depth(node) < depth(package));

        // A cache domain box, when the graph draws one, holds exactly the
        // CPUs of the domain this CPU belongs to.
        if (const Frame *domain = p.inside("cd")) {
            QVERIFY(depth(core) < depth(domain) && depth(domain) < depth(node));
            const QString list = domain->tip.section(QStringLiteral("CPUs "), -1);
            const auto cpus = CpuSet::parseList(list.toStdString());
            QVERIFY(cpus.ok());
            QVERIFY(cpus->test(cpu));
            bool found = false;
            for (const CacheDomain &d : chooseCacheDomains(t))
                found = found || (d.cpus.test(cpu) && d.cpus == *cpus);
            QVERIFY2(found, qPrintable(domain->tip));
        }
        // Offline CPUs look offline, the others neutral (no recording).
        QVERIFY(p.self.is(pu->online ? "pn" : "off"));
    }
    QCOMPARE(seen.size(), t.pus.size());

    // Several L3 per node: the domains are drawn, one box each, and they
    // hold every CPU of a node between them.
    if (file.contains(QLatin1String("Zen"))) {
        const std::vector<CacheDomain> domains = chooseCacheDomains(t);
        QVERIFY(domains.size() > t.nodes.size());
        std::set<QString> boxes;
        for (const PuTile &p : g.pus) {
            QVERIFY(p.inside("cd"));
            boxes.insert(p.inside("cd")->tip);
        }
        QCOMPARE(boxes.size(), domains.size());
    }
    // Every device the layout places is drawn, one box each.
    const TopologyLayout layout = computeLayout(t);
    QCOMPARE(int(g.devices.size()),
             int(std::count_if(layout.deviceBox.begin(), layout.deviceBox.end(),
                               [](int b) { return b >= 0; })));
    QCOMPARE(g.devices.size(), t.devices.size());
}

void TestReportGraph::fillsFollowTheLoad()
{
    const Topology t = load(QStringLiteral("topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml"));
    RecordingLoad r;
    // Every third CPU missing from the recording; the others' load grows with the id.
    for (const Pu &p : t.pus)
        if (p.id % 3 != 2)
            r.cpuIrqPct[p.id] = 0.25 * p.id;
    const Graph g = parseGraph(report(t, r));
    QVERIFY2(g.error.isEmpty(), qPrintable(g.error));
    QCOMPARE(g.pus.size(), t.pus.size());
    double most = 0;
    for (const auto &[cpu, v] : r.cpuIrqPct)
        most = std::max(most, v);
    std::map<double, QString> fillByLoad;
    for (const PuTile &p : g.pus) {
        const int cpu = p.self.text.toInt();
        const auto it = r.cpuIrqPct.find(cpu);
        if (it == r.cpuIrqPct.end()) {
            // No data is its own look, never the colour of zero.
            QVERIFY(p.self.is("nx"));
            QVERIFY(p.self.fill.isEmpty());
            QVERIFY(p.self.tip.contains(QLatin1String("no data")));
            continue;
        }
        // The heat grid's value and scale: the share of the largest load.
        QCOMPARE(p.self.fill, QString::fromStdString(svg::heatColour(it->second / most)));
        QVERIFY(p.self.tip.contains(QString::fromStdString(html::num(it->second, 2))));
        fillByLoad[it->second] = p.self.fill;
    }
    QVERIFY(fillByLoad.size() > 8);
    // More load, a hotter colour: further along the ramp (pale blue, yellow,
    // deep red), from its cool end at no load to its hot end at the most.
    auto along = [](const QString &hex) {
        auto channel = [](const std::string &h, int i) {
            return std::stoi(h.substr(1 + 2 * i, 2), nullptr, 16);
        };
        const std::string f = hex.toStdString();
        int best = -1, bestDistance = 1 << 30;
        for (int k = 0; k <= 1000; ++k) {
            const std::string c = svg::heatColour(k / 1000.0);
            int d = 0;
            for (int i = 0; i < 3; ++i)
                d += std::abs(channel(c, i) - channel(f, i));
            if (d < bestDistance) {
                bestDistance = d;
                best = k;
            }
        }
        return best;
    };
    int previous = -1;
    for (const auto &[load, fill] : fillByLoad) {
        const int at = along(fill);
        QVERIFY2(at >= previous, qPrintable(QStringLiteral("%1: %2").arg(load).arg(fill)));
        previous = at;
    }
    QCOMPARE(fillByLoad.begin()->second, QString::fromStdString(svg::heatColour(0)));
    QCOMPARE(fillByLoad.rbegin()->second, QString::fromStdString(svg::heatColour(1)));
    QVERIFY(along(fillByLoad.begin()->second) < along(fillByLoad.rbegin()->second));
    // The scale says what the colours mean, up to the largest value.
    QVERIFY(g.texts.contains(QString::fromStdString(html::num(most, 2)) + QStringLiteral(" %")));
    QVERIFY(g.texts.contains(QStringLiteral("no data")));
}

void TestReportGraph::withoutRecordingNeutral()
{
    const Topology t = load(QStringLiteral("topology-xml/hwloc-x86-AMD-17h-Zen-2xEpyc-7451.xml"));
    const QByteArray page = report(t);
    const Graph g = parseGraph(page);
    QCOMPARE(g.pus.size(), t.pus.size());
    for (const PuTile &p : g.pus) {
        QVERIFY(p.self.is("pn"));
        QVERIFY(p.self.fill.isEmpty());
    }
    QVERIFY(!g.texts.contains(QStringLiteral("no data")));
    // The graph sits in the machine section, before the NUMA table.
    const qsizetype machine = page.indexOf("<section id=\"machine\">");
    const qsizetype graph = page.indexOf("class=\"chart tg");
    QVERIFY(machine >= 0 && graph > machine);
    QVERIFY(graph < page.indexOf("</section>", machine));
}

void TestReportGraph::hostileNamesStayText()
{
    Topology t = load(QStringLiteral("topology-xml/hwloc-xml-24em64t-2n6c2t-pci.xml"));
    QVERIFY(!t.devices.empty());
    t.devices.front().device = QString::fromUtf8(kHostile);
    t.devices.front().osNames = QStringList{QString::fromUtf8(kHostile)};
    t.hostname = QString::fromUtf8(kHostile);
    const QByteArray page = report(t);
    const PageCheck check = checkSelfContained(page);
    QVERIFY2(check.error.isEmpty(), qPrintable(check.error));
    QVERIFY(!page.contains("<script"));
    QVERIFY(!page.contains("\x1b"));
    QVERIFY(!page.contains("\xe2\x80\xae"));
    const Graph g = parseGraph(page);
    QVERIFY2(g.error.isEmpty(), qPrintable(g.error));
    QCOMPARE(g.pus.size(), t.pus.size());
    // The device's tooltip has the whole name, as text.
    QString label = deviceLabel(t.devices.front());
    label.replace(QChar(0x1b), QChar(0xfffd)).replace(QChar(0x202e), QChar(0xfffd));
    QVERIFY(label.contains(shownInReport(kHostile)));
    QVERIFY(std::any_of(g.devices.begin(), g.devices.end(), [&](const Frame &d) {
        return d.tip.startsWith(label + QLatin1Char('\n'));
    }));
    QVERIFY(check.text.contains(shownInReport(kHostile)));
}

QTEST_GUILESS_MAIN(TestReportGraph)
#include "tst_reportgraph.moc"
