#include "procfs/pcidevices.h"

#include "model/inputlimits.h"
#include "model/pciclass.h"
#include "procfs/hostsource.h"
#include "procfs/lineparse.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <charconv>
#include <optional>

namespace irqatlas {
namespace {

const QString kDevices = QStringLiteral("/sys/bus/pci/devices");

Error badFile(const HostSource &host, const QString &path, const QByteArray &bytes,
              const QString &expected)
{
    const std::string_view s =
        lineparse::trim(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    return Error{QCoreApplication::translate("PciDevices", "%1: %2: %3 is not %4")
                     .arg(host.displayName(), path, lineparse::quotedField(s), expected)};
}

// "0x8086" as the kernel prints ids and class codes, at most max.
std::optional<unsigned> parseHex(const QByteArray &bytes, unsigned max)
{
    const std::string_view s =
        lineparse::trim(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (s.size() < 3 || s.size() > 10 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X'))
        return std::nullopt;
    unsigned v = 0;
    const auto [end, ec] = std::from_chars(s.data() + 2, s.data() + s.size(), v, 16);
    if (ec != std::errc() || end != s.data() + s.size() || v > max)
        return std::nullopt;
    return v;
}

// A device's file: nullopt when absent (old kernels lack local_cpulist), an
// error when it is there but past its cap (readCap: a sysfs attribute's) or
// unreadable.
Result<std::optional<QByteArray>> attribute(const HostSource &host, const QString &path)
{
    return host.tryReadCapped(path);
}

} // namespace

Result<std::vector<PciDevice>> readSysfsPciDevices(const HostSource &host, const Topology &topology)
{
    std::vector<PciDevice> out;
    if (!host.exists(kDevices))
        return out;
    auto names = host.listDir(kDevices);
    if (!names.ok())
        return names.error();
    // The name becomes part of paths and of the topology: only the shape the
    // kernel gives a PCI function.
    static const QRegularExpression bdf(
        QStringLiteral("^[0-9a-f]{4,8}:[0-9a-f]{2}:[0-9a-f]{2}\\.[0-7]$"));
    const CpuSet known = topology.allCpus();
    for (const QString &name : *names) {
        if (!bdf.match(name).hasMatch())
            continue;
        if (out.size() >= std::size_t(limits::kMaxPciDevices))
            return Error{
                QCoreApplication::translate("PciDevices", "%1: %2 lists more than %3 PCI functions")
                    .arg(host.displayName(), kDevices)
                    .arg(limits::kMaxPciDevices)};
        const QString dir = kDevices + QLatin1Char('/') + name;
        PciDevice d;
        d.bdf = name;
        struct Field
        {
            const char *file;
            unsigned max;
            int *into;
        };
        int classCode = -1;
        for (const Field &f :
             {Field{"class", 0xffffffu, &classCode}, Field{"vendor", 0xffffu, &d.vendorId},
              Field{"device", 0xffffu, &d.deviceId}}) {
            const QString path = dir + QLatin1Char('/') + QLatin1String(f.file);
            auto bytes = attribute(host, path);
            if (!bytes.ok())
                return bytes.error();
            if (!*bytes)
                continue;
            const std::optional<unsigned> v = parseHex(**bytes, f.max);
            if (!v)
                return badFile(
                    host, path, **bytes,
                    QCoreApplication::translate("PciDevices", "a hexadecimal number up to 0x%1")
                        .arg(f.max, 0, 16));
            *f.into = int(*v);
        }
        if (classCode >= 0) {
            // The file holds class, subclass and programming interface.
            d.classId = classCode >> 8;
            d.className = pciClassName(unsigned(d.classId));
        }
        const QString nodePath = dir + QStringLiteral("/numa_node");
        auto node = attribute(host, nodePath);
        if (!node.ok())
            return node.error();
        if (*node) {
            const std::string_view s = lineparse::trim(
                std::string_view((*node)->constData(), std::size_t((*node)->size())));
            int n = 0;
            const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
            if (s.empty() || ec != std::errc() || end != s.data() + s.size() || n < -1 ||
                n >= limits::kMaxNumaNodes)
                return badFile(
                    host, nodePath, **node,
                    QCoreApplication::translate("PciDevices", "a NUMA node number or -1"));
            d.node = topology.node(n) ? n : -1;
            d.noNode = n == -1;
        }
        const QString cpusPath = dir + QStringLiteral("/local_cpulist");
        auto cpus = attribute(host, cpusPath);
        if (!cpus.ok())
            return cpus.error();
        if (*cpus) {
            auto set = CpuSet::parseList(lineparse::trim(
                std::string_view((*cpus)->constData(), std::size_t((*cpus)->size()))));
            if (!set.ok())
                return Error{QCoreApplication::translate("PciDevices", "%1: %2: %3")
                                 .arg(host.displayName(), cpusPath, set.errorString())};
            d.localCpus = *set & known;
        }
        // The link's text only: the driver's name is its last component.
        if (auto target = host.linkTarget(dir + QStringLiteral("/driver"))) {
            const QString driver = target->section(QLatin1Char('/'), -1);
            if (isDriverName(driver))
                d.driver = driver;
        }
        out.push_back(std::move(d));
    }
    return out;
}

} // namespace irqatlas
