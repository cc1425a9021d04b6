#include "model/pciclass.h"
#include "topology/topologyjson_read.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <limits>

// The reader half for what sits between package and PU: caches, dies,
// groups, cpukind infos, node tiers and memory-side caches. Every piece is
// optional (a JSON written before they existed still loads, and a source
// that does not know a piece leaves it out).
namespace irqatlas::topojson {

namespace {

// An optional array: absent is empty, anything else but an array is an error.
Result<QJsonArray> optionalArray(const Reader &r, const QString &where, const QJsonValue &v,
                                 int cap)
{
    if (v.isUndefined() || v.isNull())
        return QJsonArray{};
    if (!v.isArray())
        return r.fail(where, QCoreApplication::translate("TopologyJson", "not an array"));
    if (Status s = checkCount(r, where, v.toArray().size(), cap); !s)
        return s.error();
    return v.toArray();
}

// A CPU list that is not empty and names only CPUs of "cpus".
Result<CpuSet> knownCpus(const Reader &r, const QString &where, const QJsonValue &v,
                         const CpuSet &all)
{
    auto s = listValue(r, where, v);
    if (!s)
        return s;
    if (s->empty())
        return r.fail(where, QCoreApplication::translate("TopologyJson", "the CPU list is empty"));
    if (!s->isSubsetOf(all))
        return r.fail(where,
                      QCoreApplication::translate("TopologyJson", "CPUs %1 are not in \"cpus\"")
                          .arg((*s - all).toListString()));
    return s;
}

Result<QString> optionalString(const Reader &r, const QString &where, const QJsonValue &v)
{
    if (v.isUndefined() || v.isNull())
        return QString();
    if (!v.isString())
        return r.fail(where, QCoreApplication::translate("TopologyJson", "not a string"));
    return v.toString();
}

Status readCaches(const Reader &r, const QJsonValue &v, const CpuSet &all, Topology &t)
{
    auto arr = optionalArray(r, QStringLiteral("caches"), v, limits::kMaxCpuStructures);
    if (!arr)
        return arr.error();
    for (qsizetype i = 0; i < arr->size(); ++i) {
        const QString where = QStringLiteral("caches[%1]").arg(i);
        if (!(*arr)[i].isObject())
            return r.fail(where, QCoreApplication::translate("TopologyJson", "expected an object"));
        const QJsonObject o = (*arr)[i].toObject();
        Cache c;
        long long n = 0;
        if (!intValue(o.value(QLatin1String("level")), 1, 16, n))
            return r.fail(where + QStringLiteral(".level"),
                          QCoreApplication::translate("TopologyJson",
                                                      "missing or not a cache level from 1 to 16"));
        c.level = int(n);
        c.type = o.value(QLatin1String("type")).toString();
        if (c.type != QLatin1String("unified") && c.type != QLatin1String("data") &&
            c.type != QLatin1String("instruction"))
            return r.fail(
                where + QStringLiteral(".type"),
                QCoreApplication::translate(
                    "TopologyJson", "missing or not \"unified\", \"data\" or \"instruction\""));
        const QJsonValue size = o.value(QLatin1String("size_bytes"));
        if (!size.isUndefined() && !size.isNull()) {
            if (!intValue(size, 0, std::numeric_limits<qint64>::max(), n))
                return r.fail(where + QStringLiteral(".size_bytes"),
                              QCoreApplication::translate("TopologyJson", "not an integer >= 0"));
            c.sizeBytes = std::uint64_t(n);
        }
        auto cpus =
            knownCpus(r, where + QStringLiteral(".cpus"), o.value(QLatin1String("cpus")), all);
        if (!cpus)
            return cpus.error();
        c.cpus = *cpus;
        t.caches.push_back(std::move(c));
    }
    return Ok{};
}

Status readDies(const Reader &r, const QJsonValue &v, const CpuSet &all, Topology &t)
{
    auto arr = optionalArray(r, QStringLiteral("dies"), v, limits::kMaxCpuStructures);
    if (!arr)
        return arr.error();
    for (qsizetype i = 0; i < arr->size(); ++i) {
        const QString where = QStringLiteral("dies[%1]").arg(i);
        if (!(*arr)[i].isObject())
            return r.fail(where, QCoreApplication::translate("TopologyJson", "expected an object"));
        const QJsonObject o = (*arr)[i].toObject();
        Die d;
        long long n = 0;
        if (!intValue(o.value(QLatin1String("id")), 0, kMaxId, n))
            return r.fail(where + QStringLiteral(".id"),
                          QCoreApplication::translate("TopologyJson", "missing or not an id >= 0"));
        d.id = int(n);
        const QJsonValue pkg = o.value(QLatin1String("package"));
        if (!pkg.isUndefined() && !pkg.isNull()) {
            if (!intValue(pkg, -1, kMaxId, n))
                return r.fail(where + QStringLiteral(".package"),
                              QCoreApplication::translate("TopologyJson", "not an integer >= -1"));
            d.package = int(n);
        }
        auto cpus =
            knownCpus(r, where + QStringLiteral(".cpus"), o.value(QLatin1String("cpus")), all);
        if (!cpus)
            return cpus.error();
        d.cpus = *cpus;
        t.dies.push_back(std::move(d));
    }
    return Ok{};
}

Status readGroups(const Reader &r, const QJsonValue &v, const CpuSet &all, Topology &t)
{
    auto arr = optionalArray(r, QStringLiteral("groups"), v, limits::kMaxCpuStructures);
    if (!arr)
        return arr.error();
    for (qsizetype i = 0; i < arr->size(); ++i) {
        const QString where = QStringLiteral("groups[%1]").arg(i);
        if (!(*arr)[i].isObject())
            return r.fail(where, QCoreApplication::translate("TopologyJson", "expected an object"));
        const QJsonObject o = (*arr)[i].toObject();
        CpuGroup g;
        if (!o.value(QLatin1String("kind")).isString())
            return r.fail(where + QStringLiteral(".kind"),
                          QCoreApplication::translate("TopologyJson", "missing or not a string"));
        g.kind = o.value(QLatin1String("kind")).toString();
        auto cpus =
            knownCpus(r, where + QStringLiteral(".cpus"), o.value(QLatin1String("cpus")), all);
        if (!cpus)
            return cpus.error();
        g.cpus = *cpus;
        t.groups.push_back(std::move(g));
    }
    return Ok{};
}

} // namespace

Status readStructure(const Reader &r, const QJsonObject &root, Topology &t)
{
    const CpuSet all = t.allCpus();
    if (Status s = readCaches(r, root.value(QLatin1String("caches")), all, t); !s)
        return s;
    if (Status s = readDies(r, root.value(QLatin1String("dies")), all, t); !s)
        return s;
    if (Status s = readGroups(r, root.value(QLatin1String("groups")), all, t); !s)
        return s;
    t.sortStructure();
    return Ok{};
}

Status readNodeMemory(const Reader &r, const QString &where, const QJsonObject &o, NumaNode &node)
{
    auto tier = optionalString(r, where + QStringLiteral(".tier"), o.value(QLatin1String("tier")));
    if (!tier)
        return tier.error();
    node.tier = *tier;
    auto arr = optionalArray(r, where + QStringLiteral(".memory_caches"),
                             o.value(QLatin1String("memory_caches")), limits::kMaxMemoryCaches);
    if (!arr)
        return arr.error();
    for (qsizetype i = 0; i < arr->size(); ++i) {
        const QString at = where + QStringLiteral(".memory_caches[%1]").arg(i);
        const QJsonObject c = (*arr)[i].toObject();
        MemorySideCache m;
        long long n = 0;
        if (!intValue(c.value(QLatin1String("level")), 1, 16, n))
            return r.fail(at + QStringLiteral(".level"),
                          QCoreApplication::translate("TopologyJson",
                                                      "missing or not a cache level from 1 to 16"));
        m.level = int(n);
        if (!intValue(c.value(QLatin1String("size_bytes")), 0, std::numeric_limits<qint64>::max(),
                      n))
            return r.fail(
                at + QStringLiteral(".size_bytes"),
                QCoreApplication::translate("TopologyJson", "missing or not an integer >= 0"));
        m.sizeBytes = std::uint64_t(n);
        node.memoryCaches.push_back(m);
    }
    return Ok{};
}

Status readKindInfos(const Reader &r, const QString &where, const QJsonObject &o, CpuKind &kind)
{
    auto type = optionalString(r, where + QStringLiteral(".core_type"),
                               o.value(QLatin1String("core_type")));
    if (!type)
        return type.error();
    kind.coreType = *type;
    const QJsonValue mhz = o.value(QLatin1String("frequency_max_mhz"));
    if (!mhz.isUndefined() && !mhz.isNull()) {
        long long n = 0;
        if (!intValue(mhz, 1, 1000000, n))
            return r.fail(where + QStringLiteral(".frequency_max_mhz"),
                          QCoreApplication::translate("TopologyJson",
                                                      "not a frequency in MHz from 1 to 1000000"));
        kind.frequencyMaxMhz = int(n);
    }
    return Ok{};
}

Status readDeviceIds(const Reader &r, const QString &where, const QJsonObject &o, PciDevice &d)
{
    for (auto [key, field] :
         {std::pair{"vendor_id", &d.vendorId}, std::pair{"device_id", &d.deviceId}}) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            continue;
        long long n = 0;
        if (!intValue(v, 0, 0xffff, n))
            return r.fail(
                where + QLatin1Char('.') + QLatin1String(key),
                QCoreApplication::translate("TopologyJson", "not a PCI id from 0 to 65535"));
        *field = int(n);
    }
    auto driver =
        optionalString(r, where + QStringLiteral(".driver"), o.value(QLatin1String("driver")));
    if (!driver)
        return driver.error();
    if (!driver->isEmpty() && !isDriverName(*driver))
        return r.fail(where + QStringLiteral(".driver"),
                      QCoreApplication::translate("TopologyJson", "not a kernel driver name"));
    d.driver = *driver;
    return Ok{};
}

} // namespace irqatlas::topojson
