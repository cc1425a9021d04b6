#include "fleet/fleetread.h"

#include "machine/loadmachine.h"
#include "machine/sshdefaults.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QLoggingCategory>
#include <QMutex>
#include <QThread>
#include <algorithm>
#include <atomic>
#include <map>
#include <memory>

namespace irqatlas {
namespace {

Q_LOGGING_CATEGORY(lcFleet, "irqatlas.fleet", QtWarningMsg)

// The least a step gets, so a deadline nearly spent still lets ssh report.
constexpr int kMinStepMs = 1000;

// Two names of an inventory may lead to one target, whose control master
// they share: it is asked to exit only when the last reader of it is done.
class MasterUsers
{
public:
    void enter(const QString &target)
    {
        const QMutexLocker lock(&m_lock);
        ++m_users[target];
    }
    // True when the caller was the last user.
    bool leave(const QString &target)
    {
        const QMutexLocker lock(&m_lock);
        return --m_users[target] == 0;
    }

private:
    QMutex m_lock;
    std::map<QString, int> m_users;
};

FleetReading readOne(const FleetHost &host, const FleetReadOptions &options, MasterUsers &users)
{
    FleetReading r;
    r.host = host;
    const MachineSource source = MachineSource::ssh(host.target, options.sshConfig);
    auto session = sshSessionFor(source);
    if (!session) {
        r.error = session.errorString();
        return r;
    }
    const QDeadlineTimer deadline(options.timeoutMs);
    const SshTarget &t = (*session)->target();
    const QString master = QStringLiteral("%1@%2:%3").arg(t.user, t.host).arg(t.port);
    users.enter(master);
    const auto done = [&] {
        if (users.leave(master))
            (*session)->stopMaster();
    };
    // Logging in first tells a host that cannot be reached from one whose
    // answer is wrong; the collection then reuses the control master.
    if (Status s = (*session)->connect(options.timeoutMs); !s) {
        r.status = FleetReading::Status::Unreachable;
        r.error = s.errorString();
        done();
        return r;
    }
    MachineOptions mo = MachineOptions::strict(SnapshotOptions{});
    mo.remoteTimeoutMs = std::max(kMinStepMs, int(deadline.remainingTime()));
    mo.keepHost = options.keepHosts;
    auto machine = loadMachine(source, mo);
    done();
    if (!machine) {
        // The step that ran out had only what was left of the host's time:
        // name the limit the user set, not that remainder.
        r.error =
            deadline.hasExpired()
                ? QCoreApplication::translate("Fleet", "%1: no answer within %2 s (ssh stopped)")
                      .arg(host.target, QString::number((options.timeoutMs + 999) / 1000))
                : machine.errorString();
        return r;
    }
    machine->session.reset(); // the master is gone; nothing samples a fleet host later
    r.status = FleetReading::Status::Ok;
    r.machine = std::move(machine).value();
    return r;
}

} // namespace

QString statusName(FleetReading::Status s)
{
    switch (s) {
    case FleetReading::Status::Ok:
        return QStringLiteral("ok");
    case FleetReading::Status::Unreachable:
        return QStringLiteral("unreachable");
    case FleetReading::Status::Error:
        break;
    }
    return QStringLiteral("error");
}

std::vector<FleetReading> readFleet(const std::vector<FleetHost> &hosts,
                                    const FleetReadOptions &options,
                                    const std::function<void(int, int)> &progress)
{
    std::vector<FleetReading> results(hosts.size());
    std::atomic<std::size_t> next{0};
    int done = 0;
    QMutex doneLock;
    const int total = int(hosts.size());
    MasterUsers users;
    // Each worker takes the next host until none is left: at most jobs ssh
    // clients at once, and a stalled host holds up only its own worker.
    auto work = [&] {
        for (std::size_t i = next++; i < hosts.size(); i = next++) {
            results[i] = readOne(hosts[i], options, users);
            qCDebug(lcFleet) << hosts[i].name << statusName(results[i].status);
            const QMutexLocker lock(&doneLock);
            ++done;
            if (progress)
                progress(done, total);
        }
    };
    const int workers = std::clamp(options.jobs, 1, std::max(1, total));
    std::vector<std::unique_ptr<QThread>> threads;
    threads.reserve(std::size_t(workers));
    for (int w = 0; w < workers; ++w) {
        threads.emplace_back(QThread::create(work));
        threads.back()->start();
    }
    for (auto &t : threads)
        t->wait();
    return results;
}

} // namespace irqatlas
