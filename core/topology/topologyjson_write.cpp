#include "topology/topologyjson.h"

#include "model/irqexport.h"

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

void putInt(QByteArray &out, long long v) { out.append(QByteArray::number(v)); }
void putIntOrNull(QByteArray &out, int v)
{
    if (v < 0)
        out.append("null");
    else
        putInt(out, v);
}
void putBool(QByteArray &out, bool b) { out.append(b ? "true" : "false"); }

// "dies", "groups", "caches": each only when the source reported some, so a
// topology without them writes the bytes it wrote before they existed.
void putStructure(QByteArray &out, const Topology &t)
{
    if (!t.dies.empty()) {
        out.append(",\"dies\":[");
        for (std::size_t i = 0; i < t.dies.size(); ++i) {
            out.append(i ? ",{\"id\":" : "{\"id\":");
            putInt(out, t.dies[i].id);
            out.append(",\"package\":");
            putIntOrNull(out, t.dies[i].package);
            out.append(",\"cpus\":");
            putList(out, t.dies[i].cpus);
            out.append('}');
        }
        out.append(']');
    }
    if (!t.groups.empty()) {
        out.append(",\"groups\":[");
        for (std::size_t i = 0; i < t.groups.size(); ++i) {
            out.append(i ? ",{\"kind\":" : "{\"kind\":");
            putString(out, t.groups[i].kind);
            out.append(",\"cpus\":");
            putList(out, t.groups[i].cpus);
            out.append('}');
        }
        out.append(']');
    }
    if (!t.caches.empty()) {
        out.append(",\"caches\":[");
        for (std::size_t i = 0; i < t.caches.size(); ++i) {
            const Cache &c = t.caches[i];
            out.append(i ? ",{\"level\":" : "{\"level\":");
            putInt(out, c.level);
            out.append(",\"type\":");
            putString(out, c.type);
            out.append(",\"size_bytes\":");
            out.append(QByteArray::number(qulonglong(c.sizeBytes)));
            out.append(",\"cpus\":");
            putList(out, c.cpus);
            out.append('}');
        }
        out.append(']');
    }
}

} // namespace

QByteArray topologyToJson(const Topology &t)
{
    QByteArray out;
    out.reserve(qsizetype(t.pus.size()) * 100 + 256);
    out.append("{\"cpus\":[");
    for (std::size_t i = 0; i < t.pus.size(); ++i) {
        const Pu &p = t.pus[i];
        out.append(i ? ",{\"id\":" : "{\"id\":");
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
        out.append('}');
    }
    out.append("],\"distance\":[");
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
    out.append(",\"nodes\":[");
    for (std::size_t i = 0; i < t.nodes.size(); ++i) {
        const NumaNode &n = t.nodes[i];
        out.append(i ? ",{\"id\":" : "{\"id\":");
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
            out.append(",\"memory_caches\":[");
            for (std::size_t k = 0; k < n.memoryCaches.size(); ++k) {
                out.append(k ? ",{\"level\":" : "{\"level\":");
                putInt(out, n.memoryCaches[k].level);
                out.append(",\"size_bytes\":");
                out.append(QByteArray::number(qulonglong(n.memoryCaches[k].sizeBytes)));
                out.append('}');
            }
            out.append(']');
        }
        out.append('}');
    }
    out.append("],\"packages\":[");
    for (std::size_t i = 0; i < t.packages.size(); ++i) {
        out.append(i ? ",{\"id\":" : "{\"id\":");
        putInt(out, t.packages[i].id);
        out.append(",\"cpus\":");
        putList(out, t.packages[i].cpus);
        out.append('}');
    }
    out.append(']');
    putStructure(out, t);
    out.append(",\"cpukinds\":[");
    for (std::size_t i = 0; i < t.cpuKinds.size(); ++i) {
        out.append(i ? ",{\"cpus\":" : "{\"cpus\":");
        putList(out, t.cpuKinds[i].cpus);
        out.append(",\"efficiency\":");
        putIntOrNull(out, t.cpuKinds[i].efficiency);
        out.append(",\"name\":");
        putString(out, t.cpuKinds[i].name);
        if (!t.cpuKinds[i].coreType.isEmpty()) {
            out.append(",\"core_type\":");
            putString(out, t.cpuKinds[i].coreType);
        }
        if (t.cpuKinds[i].frequencyMaxMhz > 0) {
            out.append(",\"frequency_max_mhz\":");
            putInt(out, t.cpuKinds[i].frequencyMaxMhz);
        }
        out.append('}');
    }
    out.append("],\"devices\":[");
    for (std::size_t i = 0; i < t.devices.size(); ++i) {
        const PciDevice &d = t.devices[i];
        out.append(i ? ",{\"bdf\":" : "{\"bdf\":");
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
        out.append('}');
    }
    out.append("],\"hostname\":");
    putString(out, t.hostname);
    out.append('}');
    return out;
}

} // namespace irqatlas
