#pragma once

#include "model/cpuset.h"
#include "model/result.h"
#include "procfs/kthreads.h"
#include "procfs/netdevnetlink.h"

#include <QString>
#include <optional>
#include <string>
#include <vector>

namespace irqatlas {

// The file-system side of applying a plan: the only place that opens files
// under /proc/irq. An interface so tests can inject the failures a plain file
// cannot produce (EIO on a managed IRQ, ENOSPC when a CPU is out of vectors).
class IrqWriter
{
public:
    virtual ~IrqWriter() = default;

    // What a read or a write did: err is 0 or an errno value.
    struct Io
    {
        int err = 0;
        std::string bytes; // the file's bytes for a read
        QString message;   // names the file when err != 0
        bool ok() const { return err == 0; }
    };

    // Whether /proc/irq/<irq> is a real directory (not a symlink) with an
    // smp_affinity_list in it.
    virtual Io probe(int irq) = 0;
    virtual Io readAffinityList(int irq) = 0;
    // Absent on old kernels and some architectures: err ENOENT.
    virtual Io readEffectiveList(int irq) = 0;
    // Writes bytes to /proc/irq/<irq>/smp_affinity_list in one write(2).
    virtual Io writeAffinityList(int irq, const std::string &bytes) = 0;
    // /sys/devices/system/cpu/online under the same root.
    virtual Result<CpuSet> onlineCpus() = 0;

    // Network queue steering: /sys/class/net/IF/queues/QUEUE/FILE, where
    // the caller has checked IF (validInterfaceName), QUEUE ("rx-N"/"tx-N")
    // and FILE (rps_cpus, rps_flow_cnt, xps_cpus or xps_rxqs). The base
    // class has no network: ENOTSUP.
    virtual Io readQueueFile(const std::string &iface, const std::string &queue,
                             const std::string &file);
    // One write(2) of bytes.
    virtual Io writeQueueFile(const std::string &iface, const std::string &queue,
                              const std::string &file, const std::string &bytes);
    // /sys/class/net/IF/ifindex, to find the interface in netdevInfo().
    virtual Io readInterfaceIndex(const std::string &iface);

    // Kernel threads. The raw /proc/PID/stat (identity: flags, start time, comm).
    virtual Io readThreadStat(int pid);
    // The CPUs the thread may run on, as a CPU list (sched_getaffinity).
    virtual Io readThreadAffinity(int pid);
    virtual Io writeThreadAffinity(int pid, const CpuSet &cpus);
    // Every kernel thread of the three kinds (procfs/kthreads.h).
    virtual Result<std::vector<KernelThread>> kernelThreads();
    // The kernel's queue -> NAPI -> IRQ and thread ties (netdev netlink);
    // nullopt when the kernel cannot say.
    virtual std::optional<NetdevQueueInfo> netdevInfo();
};

// The real thing, below a root directory ("/" on a live system). Every path
// is opened relative to a directory descriptor of <root>/proc/irq with
// O_NOFOLLOW, from a decimal IRQ number: no "..", no symlink is ever followed,
// and no other file is ever opened for writing.
class RootIrqWriter : public IrqWriter
{
public:
    explicit RootIrqWriter(QString root);
    ~RootIrqWriter() override;
    RootIrqWriter(const RootIrqWriter &) = delete;
    RootIrqWriter &operator=(const RootIrqWriter &) = delete;

    // Opens <root>/proc/irq; must succeed before anything else is called.
    Status open();
    const QString &root() const { return m_root; }

    Io probe(int irq) override;
    Io readAffinityList(int irq) override;
    Io readEffectiveList(int irq) override;
    Io writeAffinityList(int irq, const std::string &bytes) override;
    Result<CpuSet> onlineCpus() override;

    // Opens /sys/class/net under the root, then the interface's entry: on
    // the live system a kernel-made link into /sys/devices, followed only
    // after fstatfs says /sys/class/net is sysfs (below a test root, a
    // plain directory). Every later component is opened with O_NOFOLLOW.
    Io readQueueFile(const std::string &iface, const std::string &queue,
                     const std::string &file) override;
    Io writeQueueFile(const std::string &iface, const std::string &queue, const std::string &file,
                      const std::string &bytes) override;
    Io readInterfaceIndex(const std::string &iface) override;
    Io readThreadStat(int pid) override;
    // sched_getaffinity/sched_setaffinity on the live system only ("/"):
    // below a test root there is no thread to move (ENOTSUP).
    Io readThreadAffinity(int pid) override;
    Io writeThreadAffinity(int pid, const CpuSet &cpus) override;
    Result<std::vector<KernelThread>> kernelThreads() override;
    // The live system only: the netlink socket answers for this process's
    // network namespace, never for a test root.
    std::optional<NetdevQueueInfo> netdevInfo() override;

protected:
    bool isLiveRoot() const { return m_root == QLatin1String("/"); }

private:
    Io readIn(int irq, const char *file);
    QString pathOf(int irq, const char *file) const;
    QString queuePath(const std::string &iface, const std::string &queue,
                      const std::string &file) const;
    // A descriptor of the queue's directory, or -1 with io filled.
    int openQueueDir(const std::string &iface, const std::string &queue, Io &io) const;
    int openInterfaceDir(const std::string &iface, Io &io) const;

    QString m_root;
    int m_irqDir = -1;
};

// Wraps another writer and makes it misbehave on purpose (tests, and the
// test-only build of the helper): the Nth write (1-based, counting every
// write, restores included) fails with a chosen errno without touching the
// file, and/or the read-back of one IRQ's smp_affinity_list is replaced.
class FaultyIrqWriter : public IrqWriter
{
public:
    explicit FaultyIrqWriter(IrqWriter &inner) : m_inner(inner) {}

    void failWrite(int nth, int err)
    {
        m_failAt = nth;
        m_failErr = err;
    }
    // Fails every write to this IRQ (restores too) with err.
    void failIrq(int irq, int err)
    {
        m_failIrq = irq;
        m_failIrqErr = err;
    }
    // Only reads after a write to irq are replaced: the value before is real.
    void fakeReadBack(int irq, std::string bytes)
    {
        m_fakeIrq = irq;
        m_fakeBytes = std::move(bytes);
    }
    // Milliseconds to sleep before each write (lets a screenshot catch an apply under way).
    void slowWrites(int ms) { m_sleepMs = ms; }
    // The process stops itself (SIGSTOP) before the Nth write, so a test can
    // see it stopped and kill it between two writes without racing a clock.
    void stopBeforeWrite(int nth) { m_stopAt = nth; }
    int writes() const { return m_writes; }

    Io probe(int irq) override { return m_inner.probe(irq); }
    Io readAffinityList(int irq) override;
    Io readEffectiveList(int irq) override { return m_inner.readEffectiveList(irq); }
    Io writeAffinityList(int irq, const std::string &bytes) override;
    Result<CpuSet> onlineCpus() override { return m_inner.onlineCpus(); }

    // Queue files and thread affinities count as writes too, so a test can
    // fail the Nth write wherever it falls.
    Io readQueueFile(const std::string &iface, const std::string &queue,
                     const std::string &file) override
    {
        return m_inner.readQueueFile(iface, queue, file);
    }
    Io writeQueueFile(const std::string &iface, const std::string &queue, const std::string &file,
                      const std::string &bytes) override;
    Io readInterfaceIndex(const std::string &iface) override
    {
        return m_inner.readInterfaceIndex(iface);
    }
    Io readThreadStat(int pid) override { return m_inner.readThreadStat(pid); }
    Io readThreadAffinity(int pid) override { return m_inner.readThreadAffinity(pid); }
    Io writeThreadAffinity(int pid, const CpuSet &cpus) override;
    Result<std::vector<KernelThread>> kernelThreads() override { return m_inner.kernelThreads(); }
    std::optional<NetdevQueueInfo> netdevInfo() override { return m_inner.netdevInfo(); }

private:
    // Counts a write; the injected errno for it, 0 when none.
    int nextWrite();

    IrqWriter &m_inner;
    int m_writes = 0;
    int m_failAt = 0;
    int m_failErr = 0;
    int m_failIrq = -1;
    int m_failIrqErr = 0;
    int m_fakeIrq = -1;
    std::string m_fakeBytes;
    bool m_fakeArmed = false;
    int m_sleepMs = 0;
    int m_stopAt = 0;
};

// What a failed read or write of a per-IRQ, queue or thread file says: err
// and the message naming the file.
IrqWriter::Io writerFailure(int err, const QString &what);
// Reads fd to its end and closes it: the bytes, or an errno value (EFBIG
// past 64 KiB: a per-IRQ file is a few bytes, a 16384-CPU queue mask 4.6
// KiB; the cap keeps a hostile tree from making the helper read forever)
// with path named in the message.
IrqWriter::Io readOneValue(int fd, const QString &path);
// Writes bytes to fd in one write(2) and closes fd: procfs and sysfs parse
// one write as one value, so a short write is a failure (EIO). path names
// the file in the error.
IrqWriter::Io writeOneValue(int fd, const std::string &bytes, const QString &path);

// "EIO", "EINVAL", "ENOSPC"... and back; 0 when unknown.
int errnoFromName(const QString &name);
QString errnoName(int err);

} // namespace irqatlas
