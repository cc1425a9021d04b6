#include "costrun.h"

#include "cost/costfile.h"
#include "cost/tracesession.h"
#include "helperprocess.h"
#include "model/inputlimits.h"
#include "remote/remotecost.h"
#include "remote/sshsession.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>
#include <fcntl.h>
#include <unistd.h>

namespace irqatlas {

// What a worker thread shares with its owner: the owner may be gone when
// the thread ends, and a local measurement is stopped through a pipe.
struct CostRun::Shared
{
    QPointer<CostRun> owner;
    int stopPipe[2] = {-1, -1};

    ~Shared()
    {
        for (int fd : stopPipe)
            if (fd >= 0)
                ::close(fd);
    }
    void stop() const
    {
        if (stopPipe[1] >= 0) {
            const char b = 1;
            [[maybe_unused]] const ssize_t n = ::write(stopPipe[1], &b, 1);
        }
    }
    // Only to the run this thread was started for: a cancelled run's late
    // answer must not end the next one.
    void deliver(const std::shared_ptr<Shared> &self, Result<CostReport> r)
    {
        // The application may have ended while the measurement ran.
        QCoreApplication *app = QCoreApplication::instance();
        if (!app)
            return;
        QMetaObject::invokeMethod(
            app,
            [self, r = std::move(r)]() mutable {
                if (CostRun *c = self->owner.data(); c && c->m_shared == self)
                    c->finish(std::move(r));
            },
            Qt::QueuedConnection);
    }
};

CostRun::CostRun(QObject *parent)
    : QObject(parent), m_helper(new HelperProcess(qsizetype(limits::kMaxPlanBytes), this))
{
    connect(m_helper, &HelperProcess::answered, this, [this](const Result<QByteArray> &out) {
        if (!out.ok())
            return finish(out.error());
        finish(parseCostJson(*out, QStringLiteral("irqatlas-helper cost")));
    });
}

// A running helper gets TERM from HelperProcess and removes its trace
// instance on the way out.
CostRun::~CostRun()
{
    cancel();
}

HelperCommand CostRun::helperCommand(const HelperLocation &where, double seconds)
{
    return findHelper(where, {QStringLiteral("cost"), QStringLiteral("--seconds"),
                              QString::number(seconds, 'f', 3)});
}

bool CostRun::begin()
{
    if (m_running)
        return false;
    m_running = true;
    m_result.reset();
    return true;
}

void CostRun::finish(Result<CostReport> r)
{
    if (!m_running)
        return;
    m_running = false;
    m_shared.reset();
    m_result = std::move(r);
    emit finished();
}

void CostRun::startHelper(const HelperCommand &cmd)
{
    if (!begin())
        return;
    m_helper->start(cmd, QStringLiteral("irqatlas-helper cost"));
}

void CostRun::startLocal(double seconds)
{
    if (!begin())
        return;
    m_shared = std::make_shared<Shared>();
    m_shared->owner = this;
    if (::pipe2(m_shared->stopPipe, O_CLOEXEC | O_NONBLOCK) != 0) {
        m_shared->stopPipe[0] = m_shared->stopPipe[1] = -1;
    }
    const std::shared_ptr<Shared> s = m_shared;
    QThread *t = QThread::create([s, seconds] {
        CostSessionOptions o;
        o.seconds = seconds;
        o.stopFd = s->stopPipe[0];
        s->deliver(s, measureCost(o));
    });
    connect(t, &QThread::finished, t, &QObject::deleteLater);
    t->start();
}

void CostRun::startRemote(std::shared_ptr<SshSession> session, double seconds)
{
    if (!begin())
        return;
    m_shared = std::make_shared<Shared>();
    m_shared->owner = this;
    const std::shared_ptr<Shared> s = m_shared;
    QThread *t = QThread::create([s, session = std::move(session), seconds] {
        s->deliver(s, measureRemoteCost(*session, seconds));
    });
    connect(t, &QThread::finished, t, &QObject::deleteLater);
    t->start();
}

void CostRun::cancel()
{
    if (!m_running)
        return;
    if (m_helper->running()) {
        m_helper->terminate(); // finished() follows with the helper's words
        return;
    }
    if (m_shared)
        m_shared->stop();
    finish(Error{QCoreApplication::translate("CostRun", "the measurement was cancelled")});
}

} // namespace irqatlas
