#pragma once

#include "hostsource.h"
#include "remotecollect.h"
#include "result.h"
#include "sshsession.h"

#include <QTemporaryDir>

#include <memory>

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
    // Connects (or reuses the control master), collects and unpacks.
    static Result<std::unique_ptr<SshHostSource>> open(std::shared_ptr<SshSession> session,
                                                       const CollectOptions &options = {});

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

// Parses "[user@]host[:port]" and opens it.
Result<std::unique_ptr<SshHostSource>> openSshHost(const QString &target,
                                                   const SshOptions &ssh = {},
                                                   const CollectOptions &collect = {});

} // namespace irqatlas
