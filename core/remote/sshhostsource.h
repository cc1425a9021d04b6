#pragma once

#include "live/samplesource.h"
#include "model/result.h"
#include "procfs/hostsource.h"
#include "remote/cappedchannels.h"
#include "remote/remoteclock.h"
#include "remote/remotecollect.h"
#include "remote/sshsession.h"

#include <QTemporaryDir>
#include <memory>

class QProcess;

namespace irqatlas {

// A remote host read over SSH. Opening it runs one collection (one round
// trip, see remotecollect.h) and unpacks the framed files into a private
// temporary directory; every read afterwards answers from that copy, so a
// snapshot of a machine with thousands of IRQs costs no round trip per file.
// The copy is the state of the host when it was opened: open a new source
// for a newer picture.
class SshHostSource : public DirHostSource
{
public:
    // Connects (or reuses the control master), collects and unpacks; ssh is
    // stopped when the collection takes longer than timeoutMs.
    static Result<std::unique_ptr<SshHostSource>> open(std::shared_ptr<SshSession> session,
                                                       const CollectOptions &options = {},
                                                       int timeoutMs = 120000);

    bool isLocalMachine() const override { return false; }
    std::shared_ptr<SshSession> session() const { return m_session; }
    const CollectStats &stats() const { return m_stats; }
    // Bytes that came over the connection.
    qint64 transferred() const { return m_transferred; }

private:
    SshHostSource(std::shared_ptr<SshSession> session, std::unique_ptr<QTemporaryDir> dir);

    std::shared_ptr<SshSession> m_session;
    std::unique_ptr<QTemporaryDir> m_dir;
    CollectStats m_stats;
    qint64 m_transferred = 0;
};

// The live sampler's source for a remote host: one long-running remote loop
// (sampleLoopCommand) over the session's control master answers each tick
// with the three tables and the remote clock, so a tick costs one round trip
// on an open channel. Sample times follow RemoteSampleClock: rates use the
// remote host's own clock (CLOCK_MONOTONIC in ns when /proc/timer_list is
// readable, else /proc/uptime in 10 ms steps), and two samples are never at
// the same time: a tick whose remote clock did not advance is asked again at
// once. A lost connection makes a gap sample naming the host; the next tick
// reconnects. A tick may bring at most kSampleTickLimits.
inline constexpr ChannelLimits kSampleTickLimits{qint64(64) << 20, qint64(64) << 10};

class SshSampleSource : public SampleSource
{
public:
    explicit SshSampleSource(std::shared_ptr<SshSession> session, int tickTimeoutMs = 15000);
    ~SshSampleSource() override;

    QString displayName() const override { return m_session->displayName(); }
    bool isLive() const override { return true; }
    std::optional<Sample> next() override;

private:
    Sample gap(const QString &message);

    std::shared_ptr<SshSession> m_session;
    std::unique_ptr<QProcess> m_proc;           // created and used in the sampling thread
    std::unique_ptr<CappedChannels> m_channels; // of m_proc
    RemoteSampleClock m_clock;
    QByteArray m_buffer;
    QByteArray m_boundary; // ends each streamed table
    int m_timeoutMs;
};

// Parses "[user@]host[:port]" and opens it.
Result<std::unique_ptr<SshHostSource>>
openSshHost(const QString &target, const SshOptions &ssh = {}, const CollectOptions &collect = {});

} // namespace irqatlas
