#pragma once

#include "model/cpuset.h"

#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace irqatlas {

class IrqWriter;
struct Plan;

// "rx-N" or "tx-N", N a decimal without leading zeros below 65536.
bool isQueueDirName(std::string_view name);
// rps_cpus, rps_flow_cnt, xps_cpus or xps_rxqs: the only queue files written.
bool isSteeringFile(std::string_view name);
// rps_flow_cnt is a count, the other three masks.
inline bool isCountFile(std::string_view name)
{
    return name == "rps_flow_cnt";
}
// The largest rps_flow_cnt taken: the kernel refuses more than it can
// allocate, and a count past 2^30 is no plan.
inline constexpr std::uint64_t kMaxRpsFlowCnt = std::uint64_t(1) << 30;

// What a queue file holds, as a comparable value: a mask's set, or a
// count's number as a one-element "set" would not do, so both are kept.
struct QueueValueRead
{
    CpuSet mask;
    std::uint64_t count = 0;
    bool operator==(const QueueValueRead &o) const { return mask == o.mask && count == o.count; }
};
// Parses a queue file's bytes as the kernel prints them; nullopt when they
// are not (errors name path in *problem).
std::optional<QueueValueRead> parseQueueFileValue(std::string_view file, std::string_view bytes,
                                                  const QString &path, QString *problem);
// The bytes written for a value: comma-separated 32-bit hex words for a
// mask, decimal for a count, then a newline.
std::string queueFileBytes(std::string_view file, const QueueValueRead &v);
// What the kernel keeps for a written value: rps_flow_cnt is rounded up to a
// power of two (0 stays 0).
QueueValueRead expectedReadBack(std::string_view file, const QueueValueRead &v);

struct QueueFileOutcome
{
    std::string interface;
    std::string queue; // "rx-0"
    std::string file;  // "rps_cpus"
    QueueValueRead requested;
    std::string requestedBytes;
    std::string previous; // the file's bytes before
    bool written = false;
    std::optional<std::string> readBack; // the file's bytes after (trimmed)
    bool restored = false;
    bool gone = false; // the interface or queue was removed: nothing to restore
    int err = 0;
    QString error;

    QString path() const;
};

struct ThreadOutcome
{
    int pid = 0;
    std::uint64_t startTime = 0; // /proc/PID/stat field 22
    std::string comm;
    CpuSet requested;
    std::string previous; // CPU list before
    bool written = false;
    std::optional<CpuSet> readBack;
    bool restored = false;
    bool gone = false; // exited or no longer the same kernel thread: left alone
    int err = 0;
    QString error;
    QString why; // which plan entry placed it
};

// The queue files and kernel threads a plan changes, checked against the
// machine (see docs/HELPER.md): fills queueFiles and threads in write order
// and adds one error per problem to errors.
void validateSteering(const Plan &plan, IrqWriter &writer, const CpuSet &online,
                      std::vector<QueueFileOutcome> &queueFiles,
                      std::vector<ThreadOutcome> &threads, QStringList &errors);

// Whether pid is still the kernel thread recorded (PF_KTHREAD, the same
// start time and comm, one of the three kinds), read from /proc/PID/stat
// now. Empty when it is; else why not, and *gone when it has exited.
QString threadIdentityProblem(IrqWriter &writer, int pid, std::uint64_t startTime,
                              const std::string &comm, bool *gone);

} // namespace irqatlas
