#include "report/cpuinfo.h"

#include "model/inputlimits.h"
#include "procfs/hostsource.h"
#include "report/reportdata.h"

#include <algorithm>
#include <charconv>
#include <vector>

namespace irqatlas {
namespace {

constexpr const char *kModelKeys[] = {"model name", "cpu model", "Processor", "uarch", "cpu"};
constexpr std::size_t kMaxModelChars = 256;

struct CpuinfoField
{
    std::string_view key, value;
};

// "key<tabs or spaces>: value", both trimmed; an empty key when the line has no colon.
CpuinfoField split(std::string_view line)
{
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos)
        return {};
    std::string_view k = line.substr(0, colon);
    while (!k.empty() && (k.back() == ' ' || k.back() == '\t'))
        k.remove_suffix(1);
    std::string_view v = line.substr(colon + 1);
    while (!v.empty() && (v.front() == ' ' || v.front() == '\t'))
        v.remove_prefix(1);
    while (!v.empty() && (v.back() == ' ' || v.back() == '\t' || v.back() == '\r'))
        v.remove_suffix(1);
    return {k, v};
}

template <typename F> void forEachLine(std::string_view text, F &&f)
{
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            end = text.size();
        f(text.substr(pos, end - pos));
        pos = end + 1;
    }
}

QString modelText(std::string_view v)
{
    return QString::fromUtf8(v.data(), qsizetype(std::min(v.size(), kMaxModelChars)));
}

int keyRank(std::string_view key)
{
    for (std::size_t i = 0; i < std::size(kModelKeys); ++i)
        if (key == kModelKeys[i])
            return int(i);
    return -1;
}

} // namespace

QString cpuModelFromCpuinfo(std::string_view text)
{
    for (const char *key : kModelKeys) {
        QString found;
        forEachLine(text, [&](std::string_view line) {
            const CpuinfoField l = split(line);
            if (found.isEmpty() && l.key == key && !l.value.empty())
                found = modelText(l.value);
        });
        if (!found.isEmpty())
            return found;
    }
    return {};
}

std::map<int, QString> cpuModelsFromCpuinfo(std::string_view text)
{
    std::map<int, QString> models;
    int cpu = -1;
    int bestRank = -1;
    forEachLine(text, [&](std::string_view line) {
        const CpuinfoField l = split(line);
        if (l.key == "processor") {
            int id = -1;
            const auto [end, ec] =
                std::from_chars(l.value.data(), l.value.data() + l.value.size(), id);
            // A number in range and nothing after it, else the block is nobody's.
            cpu = ec == std::errc() && end == l.value.data() + l.value.size() && id >= 0 &&
                          id <= limits::kMaxCpuId
                      ? id
                      : -1;
            bestRank = -1;
            return;
        }
        if (cpu < 0 || l.value.empty())
            return;
        // Within a block the most telling key wins, whatever its line.
        if (const int rank = keyRank(l.key); rank >= 0 && (bestRank < 0 || rank < bestRank)) {
            models[cpu] = modelText(l.value);
            bestRank = rank;
        }
    });
    return models;
}

void readCpuModels(const HostSource &host, ReportInput &in)
{
    auto cpuinfo = host.tryReadCapped(QStringLiteral("/proc/cpuinfo"));
    if (!cpuinfo.ok() || !cpuinfo->has_value())
        return;
    const std::string_view text((*cpuinfo)->constData(), std::size_t((*cpuinfo)->size()));
    in.cpuModel = cpuModelFromCpuinfo(text);
    in.cpuModels = cpuModelsFromCpuinfo(text);
}

} // namespace irqatlas
