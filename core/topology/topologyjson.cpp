#include "topology/topologyjson.h"

#include "model/inputlimits.h"
#include "topology/topologyjson_read.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <limits>
#include <map>
#include <set>

namespace irqatlas {

namespace topojson {

Error Reader::fail(const QString &where, const QString &what) const
{
    return Error{
        QCoreApplication::translate("TopologyJson", "%1: %2: %3").arg(source, where, what)};
}

bool intValue(const QJsonValue &v, long long lo, long long hi, long long &out)
{
    if (!v.isDouble())
        return false;
    constexpr qint64 sentinel = std::numeric_limits<qint64>::min();
    const qint64 i = v.toInteger(sentinel);
    if (i == sentinel || i < lo || i > hi)
        return false;
    out = i;
    return true;
}

QString lineColumn(const QByteArray &json, int offset)
{
    int line = 1, col = 1;
    for (int i = 0; i < offset && i < json.size(); ++i) {
        if (json[i] == '\n') {
            ++line;
            col = 1;
        } else {
            ++col;
        }
    }
    return QCoreApplication::translate("TopologyJson", "line %1, column %2").arg(line).arg(col);
}

Result<CpuSet> listValue(const Reader &r, const QString &where, const QJsonValue &v)
{
    if (!v.isString())
        return r.fail(where, QCoreApplication::translate(
                                 "TopologyJson", "expected a CPU list string such as \"0-3,8\""));
    const QByteArray b = v.toString().toUtf8();
    auto s = CpuSet::parseList(std::string_view(b.constData(), std::size_t(b.size())));
    if (!s)
        return r.fail(where, s.errorString());
    return s;
}

Status checkCount(const Reader &r, const QString &where, qsizetype n, int cap)
{
    if (n > cap)
        return r.fail(
            where, QCoreApplication::translate("TopologyJson",
                                               "%1 entries, more than the supported maximum of %2")
                       .arg(n)
                       .arg(cap));
    return Ok{};
}

} // namespace topojson

namespace {

using namespace topojson;

Status readCpus(const Reader &r, const QJsonValue &v, Topology &t)
{
    if (!v.isArray())
        return r.fail(QStringLiteral("cpus"),
                      QCoreApplication::translate("TopologyJson", "missing or not an array"));
    const QJsonArray arr = v.toArray();
    if (arr.isEmpty())
        return r.fail(QStringLiteral("cpus"),
                      QCoreApplication::translate("TopologyJson", "the topology has no CPUs"));
    if (Status s = checkCount(r, QStringLiteral("cpus"), arr.size(), limits::kMaxCpus); !s)
        return s;
    std::set<int> seen;
    for (qsizetype i = 0; i < arr.size(); ++i) {
        const QString where = QStringLiteral("cpus[%1]").arg(i);
        if (!arr[i].isObject())
            return r.fail(where, QCoreApplication::translate("TopologyJson", "expected an object"));
        const QJsonObject o = arr[i].toObject();
        Pu p;
        long long n = 0;
        if (!intValue(o.value(QLatin1String("id")), 0, kMaxCpuId, n))
            return r.fail(
                where + QStringLiteral(".id"),
                QCoreApplication::translate("TopologyJson", "missing or not a CPU id from 0 to %1")
                    .arg(kMaxCpuId));
        p.id = int(n);
        // null: an offline CPU whose node the source did not know (the writer's
        // spelling of -1, so such a topology reads back).
        if (o.value(QLatin1String("node")).isNull())
            n = -1;
        else if (!intValue(o.value(QLatin1String("node")), 0, kMaxNodeId, n))
            return r.fail(
                where + QStringLiteral(".node"),
                QCoreApplication::translate("TopologyJson", "missing or not a node id from 0 to %1")
                    .arg(kMaxNodeId));
        p.node = int(n);
        if (!intValue(o.value(QLatin1String("core")), std::numeric_limits<int>::min(),
                      std::numeric_limits<int>::max(), n))
            return r.fail(where + QStringLiteral(".core"),
                          QCoreApplication::translate("TopologyJson", "missing or not an integer"));
        p.core = int(n);
        for (auto [key, field] : {std::pair{"package", &p.package}, std::pair{"kind", &p.kind}}) {
            const QJsonValue f = o.value(QLatin1String(key));
            if (f.isUndefined() || f.isNull())
                continue;
            if (!intValue(f, -1, kMaxId, n))
                return r.fail(where + QLatin1Char('.') + QLatin1String(key),
                              QCoreApplication::translate("TopologyJson", "not an integer >= -1"));
            *field = int(n);
        }
        for (auto [key, field] : {std::pair{"online", &p.online}, std::pair{"present", &p.present},
                                  std::pair{"allowed", &p.allowed}}) {
            const QJsonValue f = o.value(QLatin1String(key));
            if (f.isUndefined())
                continue;
            if (!f.isBool())
                return r.fail(
                    where + QLatin1Char('.') + QLatin1String(key),
                    QCoreApplication::translate("TopologyJson", "expected true or false"));
            *field = f.toBool();
        }
        if (p.online && !p.present)
            return r.fail(where, QCoreApplication::translate("TopologyJson",
                                                             "CPU %1 is online but not present")
                                     .arg(p.id));
        if (!seen.insert(p.id).second)
            return r.fail(
                where + QStringLiteral(".id"),
                QCoreApplication::translate("TopologyJson", "CPU %1 is listed twice").arg(p.id));
        t.pus.push_back(p);
    }
    return Ok{};
}

// Explicit node list: plain ids (spec vectors) or objects (topology --format json).
Status readNodes(const Reader &r, const QJsonValue &v, Topology &t,
                 std::map<int, CpuSet> &declaredCpus)
{
    if (!v.isArray())
        return r.fail(QStringLiteral("nodes"),
                      QCoreApplication::translate("TopologyJson", "not an array"));
    const QJsonArray arr = v.toArray();
    if (Status s = checkCount(r, QStringLiteral("nodes"), arr.size(), limits::kMaxNumaNodes); !s)
        return s;
    std::set<int> seen;
    for (qsizetype i = 0; i < arr.size(); ++i) {
        const QString where = QStringLiteral("nodes[%1]").arg(i);
        NumaNode node;
        long long n = 0;
        if (arr[i].isObject()) {
            const QJsonObject o = arr[i].toObject();
            if (!intValue(o.value(QLatin1String("id")), 0, kMaxNodeId, n))
                return r.fail(where + QStringLiteral(".id"),
                              QCoreApplication::translate("TopologyJson",
                                                          "missing or not a node id from 0 to %1")
                                  .arg(kMaxNodeId));
            node.id = int(n);
            if (o.contains(QLatin1String("cpus"))) {
                auto s =
                    listValue(r, where + QStringLiteral(".cpus"), o.value(QLatin1String("cpus")));
                if (!s)
                    return s.error();
                declaredCpus[node.id] = *s;
            }
            const QJsonValue mem = o.value(QLatin1String("memory_bytes"));
            if (!mem.isUndefined() && !mem.isNull()) {
                if (!intValue(mem, 0, std::numeric_limits<qint64>::max(), n))
                    return r.fail(
                        where + QStringLiteral(".memory_bytes"),
                        QCoreApplication::translate("TopologyJson", "not an integer >= 0"));
                node.memoryBytes = std::uint64_t(n);
            }
            const QJsonValue allowed = o.value(QLatin1String("allowed"));
            if (!allowed.isUndefined()) {
                if (!allowed.isBool())
                    return r.fail(
                        where + QStringLiteral(".allowed"),
                        QCoreApplication::translate("TopologyJson", "expected true or false"));
                node.allowed = allowed.toBool();
            }
            node.subtype = o.value(QLatin1String("subtype")).toString();
            if (Status s = readNodeMemory(r, where, o, node); !s)
                return s;
        } else if (intValue(arr[i], 0, kMaxNodeId, n)) {
            node.id = int(n);
        } else {
            return r.fail(where,
                          QCoreApplication::translate(
                              "TopologyJson", "expected a node id from 0 to %1 or a node object")
                              .arg(kMaxNodeId));
        }
        if (!seen.insert(node.id).second)
            return r.fail(where,
                          QCoreApplication::translate("TopologyJson", "node %1 is listed twice")
                              .arg(node.id));
        t.nodes.push_back(node);
    }
    return Ok{};
}

Status readDistance(const Reader &r, const QJsonValue &v, Topology &t)
{
    if (!v.isArray())
        return r.fail(QStringLiteral("distance"),
                      QCoreApplication::translate("TopologyJson", "not an array of rows"));
    const QJsonArray rows = v.toArray();
    if (Status s = checkCount(r, QStringLiteral("distance"), rows.size(), limits::kMaxNumaNodes);
        !s)
        return s;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QString where = QStringLiteral("distance[%1]").arg(i);
        if (!rows[i].isArray())
            return r.fail(where, QCoreApplication::translate("TopologyJson", "not an array"));
        const QJsonArray row = rows[i].toArray();
        if (row.size() != rows.size())
            return r.fail(where,
                          QCoreApplication::translate(
                              "TopologyJson", "has %1 entries; the matrix must be square (%2 x %2)")
                              .arg(row.size())
                              .arg(rows.size()));
        std::vector<int> out;
        out.reserve(std::size_t(row.size()));
        for (qsizetype j = 0; j < row.size(); ++j) {
            long long d = 0;
            if (!intValue(row[j], 0, std::numeric_limits<int>::max(), d))
                return r.fail(QStringLiteral("distance[%1][%2]").arg(i).arg(j),
                              QCoreApplication::translate("TopologyJson", "not an integer >= 0"));
            out.push_back(int(d));
        }
        t.distance.push_back(std::move(out));
    }
    return Ok{};
}

Status readExtras(const Reader &r, const QJsonObject &root, Topology &t)
{
    const QJsonArray pkgs = root.value(QLatin1String("packages")).toArray();
    if (Status s = checkCount(r, QStringLiteral("packages"), pkgs.size(), limits::kMaxCpus); !s)
        return s;
    for (qsizetype i = 0; i < pkgs.size(); ++i) {
        long long n = 0;
        if (!intValue(pkgs[i].toObject().value(QLatin1String("id")), 0, kMaxId, n))
            return r.fail(QStringLiteral("packages[%1].id").arg(i),
                          QCoreApplication::translate("TopologyJson", "missing or not an id >= 0"));
        if (std::none_of(t.packages.begin(), t.packages.end(),
                         [&](const Package &p) { return p.id == int(n); }))
            t.packages.push_back(Package{int(n), {}});
    }
    const QJsonArray kinds = root.value(QLatin1String("cpukinds")).toArray();
    if (Status s = checkCount(r, QStringLiteral("cpukinds"), kinds.size(), limits::kMaxCpuKinds);
        !s)
        return s;
    for (qsizetype i = 0; i < kinds.size(); ++i) {
        const QJsonObject o = kinds[i].toObject();
        CpuKind k;
        auto s = listValue(r, QStringLiteral("cpukinds[%1].cpus").arg(i),
                           o.value(QLatin1String("cpus")));
        if (!s)
            return s.error();
        k.cpus = *s;
        long long n = -1;
        const QJsonValue eff = o.value(QLatin1String("efficiency"));
        if (!eff.isNull() && !eff.isUndefined() && !intValue(eff, -1, kMaxId, n))
            return r.fail(QStringLiteral("cpukinds[%1].efficiency").arg(i),
                          QCoreApplication::translate("TopologyJson", "not an integer"));
        k.efficiency = int(n);
        k.name = o.value(QLatin1String("name")).toString();
        if (Status st = readKindInfos(r, QStringLiteral("cpukinds[%1]").arg(i), o, k); !st)
            return st;
        t.cpuKinds.push_back(k);
    }
    const QJsonValue devs = root.value(QLatin1String("devices"));
    if (!devs.isUndefined() && !devs.isArray())
        return r.fail(QStringLiteral("devices"),
                      QCoreApplication::translate("TopologyJson", "not an array"));
    const QJsonArray darr = devs.toArray();
    if (Status s = checkCount(r, QStringLiteral("devices"), darr.size(), limits::kMaxPciDevices);
        !s)
        return s;
    for (qsizetype i = 0; i < darr.size(); ++i) {
        const QString where = QStringLiteral("devices[%1]").arg(i);
        const QJsonObject o = darr[i].toObject();
        PciDevice d;
        if (!o.value(QLatin1String("bdf")).isString())
            return r.fail(where + QStringLiteral(".bdf"),
                          QCoreApplication::translate("TopologyJson", "missing or not a string"));
        d.bdf = o.value(QLatin1String("bdf")).toString();
        long long n = -1;
        const QJsonValue node = o.value(QLatin1String("node"));
        if (!node.isNull() && !node.isUndefined() && !intValue(node, -1, kMaxNodeId, n))
            return r.fail(where + QStringLiteral(".node"),
                          QCoreApplication::translate("TopologyJson", "not a node id or null"));
        d.node = int(n);
        d.className = o.value(QLatin1String("class")).toString();
        n = -1;
        const QJsonValue cid = o.value(QLatin1String("class_id"));
        if (!cid.isNull() && !cid.isUndefined() && !intValue(cid, -1, 0xffffff, n))
            return r.fail(where + QStringLiteral(".class_id"),
                          QCoreApplication::translate("TopologyJson", "not an integer"));
        d.classId = int(n);
        d.vendor = o.value(QLatin1String("vendor")).toString();
        d.device = o.value(QLatin1String("device")).toString();
        const QJsonArray names = o.value(QLatin1String("names")).toArray();
        for (const auto &name : names)
            d.osNames.append(name.toString());
        if (o.contains(QLatin1String("local_cpus"))) {
            auto s = listValue(r, where + QStringLiteral(".local_cpus"),
                               o.value(QLatin1String("local_cpus")));
            if (!s)
                return s.error();
            d.localCpus = *s;
        }
        if (Status st = readDeviceIds(r, where, o, d); !st)
            return st;
        t.devices.push_back(d);
    }
    t.hostname = root.value(QLatin1String("hostname")).toString();
    return readStructure(r, root, t);
}

} // namespace

Result<Topology> topologyFromJson(const QByteArray &json, const QString &sourceName)
{
    const Reader r{sourceName};
    if (std::size_t(json.size()) > limits::kMaxTopologyJsonBytes)
        return Error{QCoreApplication::translate(
                         "TopologyJson", "%1: %2 bytes, more than the supported maximum of %3")
                         .arg(sourceName)
                         .arg(json.size())
                         .arg(qulonglong(limits::kMaxTopologyJsonBytes))};
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError)
        return Error{QCoreApplication::translate("TopologyJson", "%1: %2: invalid JSON: %3")
                         .arg(sourceName, lineColumn(json, pe.offset), pe.errorString())};
    if (!doc.isObject())
        return Error{
            QCoreApplication::translate("TopologyJson", "%1: the topology must be a JSON object")
                .arg(sourceName)};
    const QJsonObject root = doc.object();

    Topology t;
    t.source = sourceName;
    if (Status s = readCpus(r, root.value(QLatin1String("cpus")), t); !s)
        return s.error();

    std::map<int, CpuSet> declaredCpus;
    const bool haveNodes = root.contains(QLatin1String("nodes"));
    if (haveNodes) {
        if (Status s = readNodes(r, root.value(QLatin1String("nodes")), t, declaredCpus); !s)
            return s.error();
    }
    const bool haveDistance =
        root.contains(QLatin1String("distance")) && !root.value(QLatin1String("distance")).isNull();
    if (haveDistance) {
        if (Status s = readDistance(r, root.value(QLatin1String("distance")), t); !s)
            return s.error();
    }
    // Without an explicit node list the matrix size defines the possible node
    // ids (ALGORITHMS.md §0.1), so CPU-less nodes of a vector's SLIT exist.
    std::set<int> nodeIds;
    for (const auto &n : t.nodes)
        nodeIds.insert(n.id);
    if (!haveNodes)
        for (int i = 0; i < int(t.distance.size()); ++i)
            nodeIds.insert(i);
    for (const auto &p : t.pus)
        if (haveNodes && p.node >= 0 && !nodeIds.count(p.node))
            return r.fail(QStringLiteral("cpus"),
                          QCoreApplication::translate(
                              "TopologyJson", "CPU %1 is on node %2, which \"nodes\" does not list")
                              .arg(p.id)
                              .arg(p.node));
    for (const auto &p : t.pus)
        if (p.node >= 0)
            nodeIds.insert(p.node);
    for (int id : nodeIds)
        if (!t.node(id)) {
            NumaNode n;
            n.id = id;
            t.nodes.push_back(n);
        }
    std::sort(t.nodes.begin(), t.nodes.end(),
              [](const NumaNode &a, const NumaNode &b) { return a.id < b.id; });

    const int nr = nodeIds.empty() ? 0 : *nodeIds.rbegin() + 1;
    if (haveDistance) {
        if (int(t.distance.size()) != nr)
            return r.fail(QStringLiteral("distance"),
                          QCoreApplication::translate(
                              "TopologyJson",
                              "the matrix is %1 x %1 but node ids run from 0 to %2; it needs one "
                              "row and column per node id")
                              .arg(t.distance.size())
                              .arg(nr - 1));
        const QJsonValue fw = root.value(QLatin1String("distance_from_firmware"));
        t.distanceFromFirmware = fw.isBool() ? fw.toBool() : true;
    } else {
        t.assumeDefaultDistances();
    }

    if (Status s = readExtras(r, root, t); !s)
        return s.error();
    t.rebuildIndex();
    for (const auto &[id, cpus] : declaredCpus)
        if (!(t.node(id)->cpus == cpus))
            return r.fail(QStringLiteral("nodes"),
                          QCoreApplication::translate(
                              "TopologyJson",
                              "node %1 lists CPUs \"%2\" but the cpus entries put \"%3\" on it")
                              .arg(id)
                              .arg(cpus.toListString(), t.node(id)->cpus.toListString()));
    if (Status s = t.validate(); !s)
        return Error{
            QCoreApplication::translate("TopologyJson", "%1: %2").arg(sourceName, s.errorString())};
    return t;
}

} // namespace irqatlas
