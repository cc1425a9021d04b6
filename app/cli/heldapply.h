#pragma once

#include "apply/helperclient.h"
#include "helperrunner.h"
#include "remote/remoteapply.h"
#include "remote/sshsession.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <thread>

namespace irqatlas::cli {

// A plan applied with the helper's confirmation wait armed, held while a
// trial measures it, then kept or reverted. The helper (local, or on the
// --host machine) runs on a thread of its own; the caller polls applied() and
// finished() from its event loop. Whatever happens to this process, the
// helper rolls back by itself when no "confirm" reaches it in time: a crash
// or a kill closes its stdin (or the SSH connection), and it ignores the
// terminal's Ctrl-C while it waits.
class HeldApply
{
public:
    HeldApply() = default;
    ~HeldApply(); // reverts what is still held, waits for the helper
    HeldApply(const HeldApply &) = delete;
    HeldApply &operator=(const HeldApply &) = delete;

    // The local helper with the resolved plan on stdin and --confirm-timeout.
    void startLocal(const HelperCommand &cmd, const QByteArray &planBytes);
    // The --host machine's helper (or plan script) through RemoteApply.
    void startRemote(std::shared_ptr<SshSession> session, const Plan &resolved,
                     RemoteApplyOptions options);

    // The helper said the plan is written and it waits.
    bool applied() const { return m_applied.load(); }
    // The helper ended: before applying (refused, failed), or after the
    // decision, or by its own timeout.
    bool finished() const { return m_finished.load(); }
    // Sends "confirm" (keep) or "revert"; once.
    void decide(bool keep);
    bool decided() const { return m_decision.load() != 0; }

    // After finished(): the helper's exit code, output and any error.
    HelperRun result() const;
    HelperOutput output() const;

private:
    void runLocal(const HelperCommand &cmd, const QByteArray &input);
    void runRemote(std::shared_ptr<SshSession> session, const Plan &resolved,
                   const RemoteApplyOptions &options);
    void seeLine(const QByteArray &line);

    std::thread m_thread;
    std::atomic<bool> m_applied{false};
    std::atomic<bool> m_finished{false};
    std::atomic<int> m_decision{0}; // 0 none, 1 keep, 2 revert
    mutable std::mutex m_mutex;
    HelperRun m_run;
    HelperOutput m_output;
};

} // namespace irqatlas::cli
