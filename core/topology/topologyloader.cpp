#include "topology/topologyloader.h"

#include "model/cappedread.h"
#include "model/inputlimits.h"
#include "model/pciclass.h"
#include "model/syserror.h"
#include "procfs/hostsource.h"
#include "procfs/pcidevices.h"
#include "procfs/rootdir.h"
#include "topology/hwlocbits.h"
#include "topology/hwlocstructure.h"
#include "topology/pcidrivers.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QMutex>
#include <QMutexLocker>
#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstring>
#include <hwloc.h>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace irqatlas {

using hwlocbits::info;
using hwlocbits::kUnknownIndex;
using hwlocbits::toCpuSet;

namespace {

Q_LOGGING_CATEGORY(lcLoader, "irqatlas.topology.loader", QtWarningMsg)

// hwloc reads HWLOC_FSROOT / HWLOC_COMPONENTS from the environment while it
// loads, and the environment belongs to the whole process: one load at a time.
QMutex &hwlocMutex()
{
    static QMutex m;
    return m;
}

// Owns a topology handle for the duration of one load.
class Handle
{
public:
    Handle() { m_ok = hwloc_topology_init(&m_t) == 0; }
    ~Handle()
    {
        if (m_ok)
            hwloc_topology_destroy(m_t);
    }
    Handle(const Handle &) = delete;
    Handle &operator=(const Handle &) = delete;
    bool ok() const { return m_ok; }
    hwloc_topology_t get() const { return m_t; }

private:
    hwloc_topology_t m_t = nullptr;
    bool m_ok = false;
};

// Sets environment variables for the lifetime of the object and restores
// what was there before (set or unset).
class EnvOverride
{
public:
    void set(const char *name, const QByteArray &value)
    {
        m_saved.push_back({name, qEnvironmentVariableIsSet(name), qgetenv(name)});
        qputenv(name, value);
    }
    ~EnvOverride()
    {
        for (auto it = m_saved.rbegin(); it != m_saved.rend(); ++it) {
            if (it->wasSet)
                qputenv(it->name, it->value);
            else
                qunsetenv(it->name);
        }
    }

private:
    struct Saved
    {
        const char *name;
        bool wasSet;
        QByteArray value;
    };
    std::vector<Saved> m_saved;
};

// Main memory rather than a memory-side tier (MCDRAM, HBM, GPU memory, CXL):
// the kernel puts a CPU in the node of its ordinary DRAM.
bool isPlainMemory(hwloc_obj_t node)
{
    return !node->subtype || std::strcmp(node->subtype, "DRAM") == 0;
}

void collectNodes(hwloc_obj_t memChild, std::vector<hwloc_obj_t> &out)
{
    for (hwloc_obj_t m = memChild; m; m = m->next_sibling) {
        if (m->type == HWLOC_OBJ_NUMANODE)
            out.push_back(m);
        else
            collectNodes(m->memory_first_child, out); // memory-side caches
    }
}

// The NUMA node a PU belongs to: the plain-memory node attached nearest to it
// in the tree (hwloc attaches HBM/CXL/GPU nodes next to or above the DRAM one).
int nodeOfPu(hwloc_obj_t pu)
{
    for (hwloc_obj_t a = pu; a; a = a->parent) {
        std::vector<hwloc_obj_t> nodes;
        collectNodes(a->memory_first_child, nodes);
        if (nodes.empty())
            continue;
        auto plain = std::find_if(nodes.begin(), nodes.end(), isPlainMemory);
        return int((plain != nodes.end() ? *plain : nodes.front())->os_index);
    }
    return -1;
}

// For an offline PU, hwloc has no object: take the smallest node whose
// complete cpuset holds it, plain memory first.
int nodeOfOfflinePu(hwloc_topology_t topo, int cpu)
{
    hwloc_obj_t best = nullptr;
    for (hwloc_obj_t n = nullptr; (n = hwloc_get_next_obj_by_type(topo, HWLOC_OBJ_NUMANODE, n));) {
        if (!n->complete_cpuset || !hwloc_bitmap_isset(n->complete_cpuset, unsigned(cpu)))
            continue;
        auto rank = [](hwloc_obj_t o) {
            return std::pair(isPlainMemory(o) ? 0 : 1, hwloc_bitmap_weight(o->complete_cpuset));
        };
        if (!best || rank(n) < rank(best))
            best = n;
    }
    return best ? int(best->os_index) : -1;
}

// The smallest object of a type whose complete cpuset holds an offline PU.
hwloc_obj_t coveringObj(hwloc_topology_t topo, hwloc_obj_type_t type, int cpu)
{
    for (hwloc_obj_t o = nullptr; (o = hwloc_get_next_obj_by_type(topo, type, o));)
        if (o->complete_cpuset && hwloc_bitmap_isset(o->complete_cpuset, unsigned(cpu)))
            return o;
    return nullptr;
}

void collectOsNames(hwloc_obj_t ioChild, QStringList &out)
{
    for (hwloc_obj_t c = ioChild; c; c = c->next_sibling)
        if (c->type == HWLOC_OBJ_OS_DEVICE) {
            if (c->name)
                out << QString::fromUtf8(c->name);
            collectOsNames(c->io_first_child, out);
        }
}

int deviceNode(hwloc_topology_t topo, hwloc_obj_t dev)
{
    hwloc_obj_t anc = hwloc_get_non_io_ancestor_obj(topo, dev);
    if (!anc || !anc->nodeset)
        return -1;
    const int w = hwloc_bitmap_weight(anc->nodeset);
    if (w == 1)
        return hwloc_bitmap_first(anc->nodeset);
    if (w < 1)
        return -1;
    // Several nodes below the attachment point: known only when exactly one
    // of them is plain memory (e.g. DRAM + HBM of one package).
    int found = -1;
    for (int id = hwloc_bitmap_first(anc->nodeset); id >= 0;
         id = hwloc_bitmap_next(anc->nodeset, id)) {
        hwloc_obj_t n = hwloc_get_numanode_obj_by_os_index(topo, unsigned(id));
        if (n && isPlainMemory(n)) {
            if (found >= 0)
                return -1;
            found = id;
        }
    }
    return found;
}

void fillDistances(hwloc_topology_t topo, Topology &t)
{
    unsigned nr = 0;
    if (hwloc_distances_get_by_type(topo, HWLOC_OBJ_NUMANODE, &nr, nullptr, 0, 0) != 0 || nr == 0) {
        t.assumeDefaultDistances();
        return;
    }
    std::vector<hwloc_distances_s *> all(nr, nullptr);
    hwloc_distances_get_by_type(topo, HWLOC_OBJ_NUMANODE, &nr, all.data(), 0, 0);
    all.resize(nr);

    // A latency matrix from the OS (the firmware SLIT) is what the kernel
    // uses; bandwidth matrices are not distances.
    hwloc_distances_s *best = nullptr;
    int bestScore = 0;
    for (auto *d : all) {
        if (!(d->kind & HWLOC_DISTANCES_KIND_MEANS_LATENCY))
            continue;
        int score = 1;
        if (d->kind & HWLOC_DISTANCES_KIND_FROM_OS)
            score += 2;
        if (const char *name = hwloc_distances_get_name(topo, d);
            name && std::strcmp(name, "NUMALatency") == 0)
            score += 1;
        if (score > bestScore) {
            best = d;
            bestScore = score;
        }
    }
    t.assumeDefaultDistances();
    if (best) {
        const int n = t.nrNodeIds();
        for (unsigned i = 0; i < best->nbobjs; ++i) {
            for (unsigned j = 0; j < best->nbobjs; ++j) {
                const unsigned a = best->objs[i]->os_index, b = best->objs[j]->os_index;
                if (a >= unsigned(n) || b >= unsigned(n))
                    continue;
                const hwloc_uint64_t v = best->values[i * best->nbobjs + j];
                t.distance[a][b] = int(std::min<hwloc_uint64_t>(v, INT_MAX));
            }
        }
        t.distanceFromFirmware = true;
    }
    for (auto *d : all)
        hwloc_distances_release(topo, d);
}

void fillDevices(hwloc_topology_t topo, Topology &t)
{
    for (hwloc_obj_t d = nullptr; (d = hwloc_get_next_pcidev(topo, d));) {
        const auto &a = d->attr->pcidev;
        PciDevice dev;
        dev.bdf = QString::asprintf("%04x:%02x:%02x.%x", unsigned(a.domain), unsigned(a.bus),
                                    unsigned(a.dev), unsigned(a.func));
        dev.classId = int(a.class_id);
        dev.className = pciClassName(a.class_id);
        dev.vendor = info(d, "PCIVendor");
        dev.device = info(d, "PCIDevice");
        dev.vendorId = int(a.vendor_id);
        dev.deviceId = int(a.device_id);
        dev.node = deviceNode(topo, d);
        if (hwloc_obj_t anc = hwloc_get_non_io_ancestor_obj(topo, d))
            dev.localCpus = toCpuSet(anc->cpuset);
        collectOsNames(d->io_first_child, dev.osNames);
        t.devices.push_back(std::move(dev));
    }
    std::sort(t.devices.begin(), t.devices.end(),
              [](const PciDevice &x, const PciDevice &y) { return x.bdf < y.bdf; });
}

Result<Topology> convert(hwloc_topology_t topo, const QString &source)
{
    Topology t;
    t.source = source;
    hwloc_obj_t root = hwloc_get_root_obj(topo);
    t.hostname = info(root, "HostName");
    hwloc_const_cpuset_t allowed = hwloc_topology_get_allowed_cpuset(topo);
    hwloc_const_nodeset_t allowedNodes = hwloc_topology_get_allowed_nodeset(topo);

    // Packages: OS ids when they are known and distinct, else hwloc's order.
    std::vector<hwloc_obj_t> pkgObjs;
    for (hwloc_obj_t p = nullptr; (p = hwloc_get_next_obj_by_type(topo, HWLOC_OBJ_PACKAGE, p));)
        pkgObjs.push_back(p);
    bool osIds = true;
    for (std::size_t i = 0; i < pkgObjs.size() && osIds; ++i)
        for (std::size_t j = 0; j < i && osIds; ++j)
            osIds = pkgObjs[i]->os_index != kUnknownIndex &&
                    pkgObjs[i]->os_index != pkgObjs[j]->os_index;
    if (!pkgObjs.empty() && pkgObjs[0]->os_index == kUnknownIndex)
        osIds = false;
    auto pkgId = [&](hwloc_obj_t p) {
        return p ? int(osIds ? p->os_index : p->logical_index) : -1;
    };
    for (hwloc_obj_t p : pkgObjs)
        t.packages.push_back(Package{pkgId(p), {}});

    for (hwloc_obj_t n = nullptr; (n = hwloc_get_next_obj_by_type(topo, HWLOC_OBJ_NUMANODE, n));) {
        NumaNode node;
        node.id = int(n->os_index);
        node.memoryBytes = n->attr->numanode.local_memory;
        node.allowed = hwloc_bitmap_isset(allowedNodes, n->os_index);
        if (n->subtype)
            node.subtype = QString::fromUtf8(n->subtype);
        t.nodes.push_back(node);
    }

    // Core ids: hwloc's logical index is machine-unique (Core os_index is per
    // package); PUs without a Core parent get ids after the last core.
    int nextCore = hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_CORE);
    for (hwloc_obj_t o = nullptr; (o = hwloc_get_next_obj_by_type(topo, HWLOC_OBJ_PU, o));) {
        Pu p;
        p.id = int(o->os_index);
        hwloc_obj_t core = hwloc_get_ancestor_obj_by_type(topo, HWLOC_OBJ_CORE, o);
        p.core = core ? int(core->logical_index) : nextCore++;
        p.package = pkgId(hwloc_get_ancestor_obj_by_type(topo, HWLOC_OBJ_PACKAGE, o));
        p.node = nodeOfPu(o);
        p.allowed = hwloc_bitmap_isset(allowed, o->os_index);
        t.pus.push_back(p);
    }

    // Offline PUs have no object; keep them so CPU ids line up with the kernel's.
    hwloc_bitmap_t offline = hwloc_bitmap_dup(hwloc_topology_get_complete_cpuset(topo));
    hwloc_bitmap_andnot(offline, offline, hwloc_topology_get_topology_cpuset(topo));
    if (hwloc_bitmap_weight(offline) >= 0) {
        for (int cpu = hwloc_bitmap_first(offline); cpu >= 0;
             cpu = hwloc_bitmap_next(offline, cpu)) {
            Pu p;
            p.id = cpu;
            p.online = false;
            p.allowed = hwloc_bitmap_isset(allowed, unsigned(cpu));
            hwloc_obj_t core = coveringObj(topo, HWLOC_OBJ_CORE, cpu);
            p.core = core ? int(core->logical_index) : nextCore++;
            p.package = pkgId(coveringObj(topo, HWLOC_OBJ_PACKAGE, cpu));
            p.node = nodeOfOfflinePu(topo, cpu);
            t.pus.push_back(p);
        }
    }
    hwloc_bitmap_free(offline);

    t.rebuildIndex();
    fillStructure(topo, t);
    fillCpuKinds(topo, t);
    fillDistances(topo, t);
    fillDevices(topo, t);

    if (Status s = t.validate(); !s)
        return Error{QCoreApplication::translate("TopologyLoader", "%1: inconsistent topology: %2")
                         .arg(source, s.errorString())};
    qCDebug(lcLoader) << "loaded" << source << t.pus.size() << "PUs," << t.nodes.size() << "nodes,"
                      << t.devices.size() << "PCI devices";
    return t;
}

// Filters shared by all loads: keep I/O, and every PCI function (IRQs belong
// to USB/SATA/SMBus controllers too, which hwloc does not count as important).
void configure(hwloc_topology_t topo)
{
    hwloc_topology_set_flags(topo, HWLOC_TOPOLOGY_FLAG_INCLUDE_DISALLOWED);
    hwloc_topology_set_io_types_filter(topo, HWLOC_TYPE_FILTER_KEEP_IMPORTANT);
    hwloc_topology_set_type_filter(topo, HWLOC_OBJ_PCI_DEVICE, HWLOC_TYPE_FILTER_KEEP_ALL);
    // Memory-side caches are dropped by default; lstopo and the node tiers want them.
    hwloc_topology_set_type_filter(topo, HWLOC_OBJ_MEMCACHE, HWLOC_TYPE_FILTER_KEEP_ALL);
}

// hwloc 2 answers a 3.0 file with a bare EINVAL; look at the root element's
// version attribute first so the user learns what to do about it.
std::optional<QString> xmlVersion(const QByteArray &xml)
{
    const std::string_view text(xml.constData(),
                                std::size_t(std::min<qsizetype>(xml.size(), 65536)));
    const std::size_t tag = text.find("<topology");
    if (tag == std::string_view::npos)
        return std::nullopt;
    const std::size_t end = text.find('>', tag);
    const std::string_view elem =
        text.substr(tag, end == std::string_view::npos ? text.npos : end - tag);
    const std::size_t v = elem.find("version=\"");
    if (v == std::string_view::npos)
        return std::nullopt;
    const std::size_t start = v + 9;
    const std::size_t close = elem.find('"', start);
    if (close == std::string_view::npos)
        return std::nullopt;
    const std::string_view ver = elem.substr(start, close - start);
    return QString::fromUtf8(ver.data(), qsizetype(ver.size()));
}

QString apiVersion()
{
    const unsigned v = hwloc_get_api_version();
    return QStringLiteral("%1.%2").arg((v >> 16) & 0xff).arg((v >> 8) & 0xff);
}

} // namespace

Result<Topology> loadTopologyXmlBuffer(const QByteArray &xml, const QString &sourceName)
{
    if (xml.trimmed().isEmpty())
        return Error{
            QCoreApplication::translate("TopologyLoader", "%1: the hwloc XML topology is empty")
                .arg(sourceName)};
    if (const auto ver = xmlVersion(xml)) {
        if (ver->section(QLatin1Char('.'), 0, 0).toInt() > 2)
            return Error{QCoreApplication::translate(
                             "TopologyLoader",
                             "%1 is an hwloc XML %2 file (written by hwloc %3), but irqatlas reads "
                             "hwloc XML 2.0 and older (hwloc 2, API %4). On the machine it came "
                             "from, export a 2.0 file with: lstopo --of xml --export-xml-flags v2 "
                             "topology.xml")
                             .arg(sourceName, *ver,
                                  ver->section(QLatin1Char('.'), 0, 0) + QStringLiteral(".x"),
                                  apiVersion())};
    }
    if (xml.size() >= INT_MAX)
        return Error{
            QCoreApplication::translate("TopologyLoader", "%1: the hwloc XML topology is too large")
                .arg(sourceName)};
    QMutexLocker lock(&hwlocMutex());
    Handle h;
    if (!h.ok())
        return Error{QCoreApplication::translate("TopologyLoader", "%1: cannot initialise hwloc")
                         .arg(sourceName)};
    configure(h.get());
    // hwloc wants the length including the terminating NUL that QByteArray guarantees.
    if (hwloc_topology_set_xmlbuffer(h.get(), xml.constData(), int(xml.size()) + 1) != 0 ||
        hwloc_topology_load(h.get()) != 0) {
        const int err = errno;
        return Error{
            QCoreApplication::translate("TopologyLoader", "%1: not a valid hwloc XML topology (%2)")
                .arg(sourceName, errnoText(err))};
    }
    return convert(h.get(), sourceName);
}

Result<Topology> loadTopologyXml(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error{
            QCoreApplication::translate("TopologyLoader", "cannot read hwloc XML topology %1: %2")
                .arg(path, f.errorString())};
    auto xml = readCapped(f, limits::kMaxHwlocXmlBytes, path);
    if (!xml.ok())
        return xml.error();
    return loadTopologyXmlBuffer(*xml, path);
}

Result<Topology> loadLocalTopology()
{
    QMutexLocker lock(&hwlocMutex());
    Handle h;
    if (!h.ok())
        return Error{
            QCoreApplication::translate("TopologyLoader", "this machine: cannot initialise hwloc")};
    configure(h.get());
    if (hwloc_topology_load(h.get()) != 0) {
        const int err = errno;
        return Error{QCoreApplication::translate(
                         "TopologyLoader", "this machine: hwloc cannot read the topology (%1)")
                         .arg(errnoText(err))};
    }
    auto t = convert(h.get(), QCoreApplication::translate("TopologyLoader", "this machine"));
    if (t.ok())
        readPciDrivers(*t, QStringLiteral("/"));
    return t;
}

Result<QByteArray> localTopologyXml()
{
    QMutexLocker lock(&hwlocMutex());
    Handle h;
    if (!h.ok())
        return Error{
            QCoreApplication::translate("TopologyLoader", "this machine: cannot initialise hwloc")};
    configure(h.get());
    if (hwloc_topology_load(h.get()) != 0) {
        const int err = errno;
        return Error{QCoreApplication::translate(
                         "TopologyLoader", "this machine: hwloc cannot read the topology (%1)")
                         .arg(errnoText(err))};
    }
    char *buf = nullptr;
    int len = 0;
    if (hwloc_topology_export_xmlbuffer(h.get(), &buf, &len, 0) != 0 || !buf) {
        const int err = errno;
        return Error{
            QCoreApplication::translate(
                "TopologyLoader", "this machine: hwloc cannot export the topology as XML (%1)")
                .arg(errnoText(err))};
    }
    // len counts the terminating NUL.
    QByteArray out(buf, len > 0 ? len - 1 : 0);
    hwloc_free_xmlbuffer(h.get(), buf);
    return out;
}

namespace {
// hwloc opens fsroot files with openat() and no resolve flags: an absolute
// link in the copy would make it read this machine's file (verified with
// hwloc 2.9), so the tree is checked first.
Result<Topology> loadCheckedFsRoot(const QString &rootDir);
} // namespace

Result<Topology> loadTopologyFsRoot(const QString &rootDir)
{
    if (Status s = checkTreeContained(rootDir, rootDir); !s.ok())
        return s.error();
    return loadCheckedFsRoot(rootDir);
}

namespace {
Result<Topology> loadCheckedFsRoot(const QString &rootDir)
{
    const QDir root(rootDir);
    // Without a cpu directory hwloc's Linux backend falls back to sysconf()
    // on the running machine, which would pass this machine off as the copy.
    if (!QFileInfo(root.filePath(QStringLiteral("sys/devices/system/cpu"))).isDir())
        return Error{
            QCoreApplication::translate(
                "TopologyLoader", "%1 holds no sys/devices/system/cpu: not a copied sysfs tree")
                .arg(rootDir)};

    QMutexLocker lock(&hwlocMutex());
    EnvOverride env;
    env.set("HWLOC_FSROOT", QFile::encodeName(root.absolutePath()));
    // Only the Linux component: x86 CPUID, PCI (libpciaccess) and the GPU
    // plugins would describe the machine we run on.
    env.set("HWLOC_COMPONENTS", QByteArrayLiteral("linux,stop"));
    Handle h;
    if (!h.ok())
        return Error{QCoreApplication::translate("TopologyLoader", "%1: cannot initialise hwloc")
                         .arg(rootDir)};
    configure(h.get());
    // A copied tree's PCI files are hostile: readSysfsPciDevices reads them
    // with caps and checks, hwloc's Linux I/O discovery does not look.
    hwloc_topology_set_io_types_filter(h.get(), HWLOC_TYPE_FILTER_KEEP_NONE);
    if (hwloc_topology_load(h.get()) != 0) {
        const int err = errno;
        return Error{QCoreApplication::translate("TopologyLoader",
                                                 "%1: hwloc cannot read the sysfs tree (%2)")
                         .arg(rootDir, errnoText(err))};
    }
    return convert(h.get(),
                   QCoreApplication::translate("TopologyLoader", "sysfs tree %1").arg(rootDir));
}
} // namespace

Result<Topology> loadTopologyForRoot(const QString &rootDir)
{
    const QDir root(rootDir);
    if (!root.exists())
        return Error{
            QCoreApplication::translate("TopologyLoader", "%1: no such directory").arg(rootDir)};
    // topology.xml is read by name too: the same check keeps it inside.
    if (Status s = checkTreeContained(rootDir, rootDir); !s.ok())
        return s.error();
    const QString xml = root.filePath(QStringLiteral("topology.xml"));
    if (QFileInfo::exists(xml)) {
        // A saved machine keeps its sys/bus/pci links next to the XML.
        auto t = loadTopologyXml(xml);
        if (t.ok())
            readPciDrivers(*t, rootDir);
        return t;
    }
    if (!QFileInfo(root.filePath(QStringLiteral("sys/devices/system/cpu"))).isDir())
        return Error{
            QCoreApplication::translate(
                "TopologyLoader",
                "%1 has neither topology.xml nor sys/devices/system/cpu: no topology to load")
                .arg(rootDir)};
    auto t = loadCheckedFsRoot(rootDir);
    if (t.ok()) {
        auto devices = readSysfsPciDevices(DirHostSource(rootDir), *t);
        if (!devices.ok())
            return devices.error();
        t->devices = std::move(devices).value();
    }
    return t;
}

} // namespace irqatlas
