// The sysfs PCI functions (procfs/pcidevices.h) of a machine held in memory.
// Input: NUL-separated parts. The first lists entry names of
// /sys/bus/pci/devices, one a line; then six parts per entry: class, vendor,
// device, numa_node, local_cpulist and the driver link's text. A part that
// is not there is a file that is not there.
//
// Errors name the host and a file below /sys/bus/pci/devices. What reads
// keeps to the topology (nodes and CPUs it has), ids to their widths, driver
// names to the kernel's characters; written back as the kernel prints it, a
// reading reads the same again.
#include "fuzzcheck.h"
#include "memhost.h"
#include "model/pciclass.h"
#include "procfs/pcidevices.h"
#include "topology/topologyjson.h"

#include <QSet>
#include <vector>

using namespace irqatlas;
using namespace irqatlas::fuzz;

namespace {

const QString kDevices = QStringLiteral("/sys/bus/pci/devices/");
constexpr std::size_t kMaxEntries = 8;
constexpr const char *kFiles[] = {"class", "vendor", "device", "numa_node", "local_cpulist"};

// Nodes 0 and 2 (sparse ids) with CPUs 0-3 and 8-11: a PCI file naming node
// 1 or CPU 5 names what the machine does not have.
const Topology &machine()
{
    static const Topology t = [] {
        auto r = topologyFromJson(
            QByteArrayLiteral(
                R"({"cpus":[{"id":0,"node":0,"core":0},{"id":1,"node":0,"core":0},{"id":2,"node":0,"core":1},)"
                R"({"id":3,"node":0,"core":1},{"id":8,"node":2,"core":8},{"id":9,"node":2,"core":8},)"
                R"({"id":10,"node":2,"core":10},{"id":11,"node":2,"core":10}],"distance":[[10,20,20],[20,10,20],[20,20,10]],"nodes":[0,2]})"),
            QStringLiteral("fuzz-machine.json"));
        if (!r.ok()) {
            std::fprintf(stderr, "%s\n", qPrintable(r.errorString()));
            std::abort();
        }
        return *r;
    }();
    return t;
}

std::vector<QByteArray> parts(const std::uint8_t *data, std::size_t size)
{
    std::vector<QByteArray> out;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= size; ++i)
        if (i == size || data[i] == 0) {
            out.push_back(bytes(data + start, i - start));
            start = i + 1;
        }
    return out;
}

bool same(const PciDevice &a, const PciDevice &b)
{
    return a.bdf == b.bdf && a.node == b.node && a.classId == b.classId &&
           a.className == b.className && a.vendorId == b.vendorId && a.deviceId == b.deviceId &&
           a.localCpus == b.localCpus && a.driver == b.driver;
}

// The files the kernel would print for what was read.
MemHostSource printed(const std::vector<PciDevice> &devices)
{
    MemHostSource host;
    for (const PciDevice &d : devices) {
        const QString dir = kDevices + d.bdf + QLatin1Char('/');
        host.files[dir + QStringLiteral("uevent")] = QByteArray();
        auto hex = [](int v, int width) -> QByteArray {
            return "0x" + QByteArray::number(v, 16).rightJustified(width, '0') + '\n';
        };
        if (d.classId >= 0)
            host.files[dir + QStringLiteral("class")] = hex(d.classId << 8, 6);
        if (d.vendorId >= 0)
            host.files[dir + QStringLiteral("vendor")] = hex(d.vendorId, 4);
        if (d.deviceId >= 0)
            host.files[dir + QStringLiteral("device")] = hex(d.deviceId, 4);
        host.files[dir + QStringLiteral("numa_node")] = QByteArray::number(d.node) + '\n';
        if (!d.localCpus.empty())
            host.files[dir + QStringLiteral("local_cpulist")] =
                QByteArray::fromStdString(d.localCpus.toList()) + '\n';
        if (!d.driver.isEmpty())
            host.links[dir + QStringLiteral("driver")] =
                QStringLiteral("../../../bus/pci/drivers/") + d.driver;
    }
    return host;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::vector<QByteArray> in = parts(data, size);
    QStringList names = QString::fromUtf8(in[0]).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    // A directory entry's name holds no slash (the memory host would list
    // its first component instead).
    names.removeIf([](const QString &n) { return n.contains(QLatin1Char('/')); });
    if (names.size() > qsizetype(kMaxEntries))
        names.resize(kMaxEntries);
    MemHostSource host;
    std::size_t at = 1;
    for (const QString &name : names) {
        const QString dir = kDevices + name + QLatin1Char('/');
        host.files[dir + QStringLiteral("uevent")] = QByteArray(); // so the entry is listed
        for (const char *file : kFiles) {
            if (at < in.size())
                host.files[dir + QLatin1String(file)] = in[at];
            ++at;
        }
        if (at < in.size())
            host.links[dir + QStringLiteral("driver")] = QString::fromUtf8(in[at]);
        ++at;
    }

    const Topology &t = machine();
    auto r = readSysfsPciDevices(host, t);
    if (!r.ok()) {
        FUZZ_CHECK(r.errorString().contains(QStringLiteral("fuzzhost")),
                   "the error names the host");
        FUZZ_CHECK(r.errorString().contains(kDevices), "the error names a PCI function's file");
        return 0;
    }
    const CpuSet known = t.allCpus();
    QSet<QString> seen;
    for (const PciDevice &d : *r) {
        FUZZ_CHECK(names.contains(d.bdf), "a function is one of the listed entries");
        FUZZ_CHECK(!seen.contains(d.bdf), "each function once");
        seen.insert(d.bdf);
        FUZZ_CHECK(!d.bdf.contains(QLatin1Char('/')) && !d.bdf.contains(QStringLiteral("..")),
                   "a function's name is no path");
        FUZZ_CHECK(d.node == -1 || t.node(d.node), "a node is one the machine has, or unknown");
        FUZZ_CHECK(d.localCpus.isSubsetOf(known), "local CPUs are CPUs the machine has");
        FUZZ_CHECK(d.vendorId >= -1 && d.vendorId <= 0xffff, "a vendor id fits 16 bits");
        FUZZ_CHECK(d.deviceId >= -1 && d.deviceId <= 0xffff, "a device id fits 16 bits");
        FUZZ_CHECK(d.classId >= -1 && d.classId <= 0xffff, "a class fits 16 bits");
        FUZZ_CHECK((d.classId >= 0) == !d.className.isEmpty(), "a known class has a name");
        FUZZ_CHECK(d.driver.isEmpty() || isDriverName(d.driver),
                   "a driver name is the kernel's characters");
    }
    auto again = readSysfsPciDevices(printed(*r), t);
    if (!again.ok())
        std::fprintf(stderr, "printed files refused: %s\n", qPrintable(again.errorString()));
    FUZZ_CHECK(again.ok() && again->size() == r->size(),
               "what was read, printed as the kernel does, reads again");
    for (std::size_t i = 0; i < r->size(); ++i)
        FUZZ_CHECK(same((*r)[i], (*again)[i]), "each function reads back the same");
    return 0;
}
