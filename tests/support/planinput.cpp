#include "planinput.h"

#include "testdata.h"
#include "topology/topologyjson.h"

namespace irqatlas::test {

Irq makeIrq(int number, const std::string &name, const std::string &device, std::optional<int> node,
            const char *affinity, std::uint64_t total)
{
    Irq q;
    q.number = number;
    q.key = std::to_string(number);
    q.name = name;
    q.device = device;
    q.deviceNode = node;
    if (affinity)
        q.affinity = CpuSet::parseList(affinity).value();
    q.total = total;
    return q;
}

Topology planTopology(const char *file)
{
    auto t = topologyFromJson(readData(QStringLiteral("plans/") + QLatin1String(file)),
                              QLatin1String(file));
    if (!t)
        qFatal("%s", qPrintable(t.errorString()));
    return t.value();
}

} // namespace irqatlas::test
