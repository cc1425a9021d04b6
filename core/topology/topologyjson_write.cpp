#include "model/irqexport.h"
#include "topology/topologyjson.h"

// The writer half of topologyjson.h: hand-built bytes instead of
// QJsonDocument, so the key order is the documented one and stays fixed.
namespace irqatlas {
namespace {

// One JSON string escaper for the whole project (irqexport.h).
void putString(QByteArray &out, const QString &s)
{
    std::string escaped;
    appendJsonString(escaped, s.toStdString());
    out.append(escaped.data(), qsizetype(escaped.size()));
}

void putList(QByteArray &out, const CpuSet &s)
{
    const std::string l = s.toList();
    out.append('"');
    out.append(l.data(), qsizetype(l.size()));
    out.append('"');
}

void putInt(QByteArray &out, long long v)
{
    out.append(QByteArray::number(v));
}
void putIntOrNull(QByteArray &out, int v)
{
    if (v < 0)
        out.append("null");
    else
        putInt(out, v);
}
void putBool(QByteArray &out, bool b)
{
    out.append(b ? "true" : "false");
}

// `"key":[{…},{…}]`: the object braces and commas, with the fields of each
// item written by writeFields. keyAndBracket carries the leading comma of a
// key that is not the first.
template <typename Items, typename WriteFields>
void putObjects(QByteArray &out, const char *keyAndBracket, const Items &items,
                WriteFields writeFields)
{
    out.append(keyAndBracket);
    bool first = true;
    for (const auto &item : items) {
        out.append(first ? "{" : ",{");
        first = false;
        writeFields(item);
        out.append('}');
    }
    out.append(']');
}

// "dies", "groups", "caches": each only when the source reported some, so a
// topology without them writes the bytes it wrote before they existed.
void putStructure(QByteArray &out, const Topology &t)
{
    if (!t.dies.empty()) {
        putObjects(out, ",\"dies\":[", t.dies, [&](const Die &d) {
            out.append("\"id\":");
            putInt(out, d.id);
            out.append(",\"package\":");
            putIntOrNull(out, d.package);
            out.append(",\"cpus\":");
            putList(out, d.cpus);
        });
    }
    if (!t.groups.empty()) {
        putObjects(out, ",\"groups\":[", t.groups, [&](const CpuGroup &g) {
            out.append("\"kind\":");
            putString(out, g.kind);
            out.append(",\"cpus\":");
            putList(out, g.cpus);
        });
    }
    if (!t.caches.empty()) {
        putObjects(out, ",\"caches\":[", t.caches, [&](const Cache &c) {
            out.append("\"level\":");
            putInt(out, c.level);
            out.append(",\"type\":");
            putString(out, c.type);
            out.append(",\"size_bytes\":");
            out.append(QByteArray::number(qulonglong(c.sizeBytes)));
            out.append(",\"cpus\":");
            putList(out, c.cpus);
        });
    }
}

void putNode(QByteArray &out, const NumaNode &n)
{
    out.append("\"id\":");
    putInt(out, n.id);
    out.append(",\"cpus\":");
    putList(out, n.cpus);
    out.append(",\"memory_bytes\":");
    out.append(QByteArray::number(qulonglong(n.memoryBytes)));
    out.append(",\"allowed\":");
    putBool(out, n.allowed);
    out.append(",\"subtype\":");
    putString(out, n.subtype);
    // Left out when the source does not say (older readers never see them).
    if (!n.tier.isEmpty()) {
        out.append(",\"tier\":");
        putString(out, n.tier);
    }
    if (!n.memoryCaches.empty()) {
        putObjects(out, ",\"memory_caches\":[", n.memoryCaches, [&](const auto &c) {
            out.append("\"level\":");
            putInt(out, c.level);
            out.append(",\"size_bytes\":");
            out.append(QByteArray::number(qulonglong(c.sizeBytes)));
        });
    }
}

void putDevice(QByteArray &out, const PciDevice &d)
{
    out.append("\"bdf\":");
    putString(out, d.bdf);
    out.append(",\"node\":");
    putIntOrNull(out, d.node);
    out.append(",\"class\":");
    putString(out, d.className);
    out.append(",\"names\":[");
    for (qsizetype k = 0; k < d.osNames.size(); ++k) {
        if (k)
            out.append(',');
        putString(out, d.osNames[k]);
    }
    out.append("],\"class_id\":");
    putIntOrNull(out, d.classId);
    out.append(",\"vendor\":");
    putString(out, d.vendor);
    out.append(",\"device\":");
    putString(out, d.device);
    out.append(",\"local_cpus\":");
    putList(out, d.localCpus);
    if (d.vendorId >= 0) {
        out.append(",\"vendor_id\":");
        putInt(out, d.vendorId);
    }
    if (d.deviceId >= 0) {
        out.append(",\"device_id\":");
        putInt(out, d.deviceId);
    }
    if (!d.driver.isEmpty()) {
        out.append(",\"driver\":");
        putString(out, d.driver);
    }
}

} // namespace

QByteArray topologyToJson(const Topology &t)
{
    QByteArray out;
    out.reserve(qsizetype(t.pus.size()) * 100 + 256);
    out.append('{');
    putObjects(out, "\"cpus\":[", t.pus, [&](const Pu &p) {
        out.append("\"id\":");
        putInt(out, p.id);
        out.append(",\"node\":");
        putIntOrNull(out, p.node);
        out.append(",\"core\":");
        putInt(out, p.core);
        out.append(",\"package\":");
        putIntOrNull(out, p.package);
        out.append(",\"online\":");
        putBool(out, p.online);
        out.append(",\"present\":");
        putBool(out, p.present);
        out.append(",\"allowed\":");
        putBool(out, p.allowed);
        out.append(",\"kind\":");
        putIntOrNull(out, p.kind);
    });
    out.append(",\"distance\":[");
    for (std::size_t r = 0; r < t.distance.size(); ++r) {
        out.append(r ? ",[" : "[");
        for (std::size_t c = 0; c < t.distance[r].size(); ++c) {
            if (c)
                out.append(',');
            putInt(out, t.distance[r][c]);
        }
        out.append(']');
    }
    out.append("],\"distance_from_firmware\":");
    putBool(out, t.distanceFromFirmware);
    putObjects(out, ",\"nodes\":[", t.nodes, [&](const NumaNode &n) { putNode(out, n); });
    putObjects(out, ",\"packages\":[", t.packages, [&](const auto &p) {
        out.append("\"id\":");
        putInt(out, p.id);
        out.append(",\"cpus\":");
        putList(out, p.cpus);
    });
    putStructure(out, t);
    putObjects(out, ",\"cpukinds\":[", t.cpuKinds, [&](const auto &k) {
        out.append("\"cpus\":");
        putList(out, k.cpus);
        out.append(",\"efficiency\":");
        putIntOrNull(out, k.efficiency);
        out.append(",\"name\":");
        putString(out, k.name);
        if (!k.coreType.isEmpty()) {
            out.append(",\"core_type\":");
            putString(out, k.coreType);
        }
        if (k.frequencyMaxMhz > 0) {
            out.append(",\"frequency_max_mhz\":");
            putInt(out, k.frequencyMaxMhz);
        }
    });
    putObjects(out, ",\"devices\":[", t.devices, [&](const PciDevice &d) { putDevice(out, d); });
    out.append(",\"hostname\":");
    putString(out, t.hostname);
    out.append('}');
    return out;
}

} // namespace irqatlas
