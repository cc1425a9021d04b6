#include "costrun.h"

#include "cost/costfile.h"
#include "cost/tracesession.h"
#include "model/inputlimits.h"
#include "remote/remotecost.h"
#include "remote/sshsession.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QPointer>
#include <QProcess>
#include <QThread>
#include <fcntl.h>
#include <unistd.h>

Q_LOGGING_CATEGORY(lcCostRun, "irqatlas.costrun")

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
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, r = std::move(r)]() mutable {
                if (CostRun *c = self->owner.data(); c && c->m_shared == self)
                    c->finish(std::move(r));
            },
            Qt::QueuedConnection);
    }
};

CostRun::CostRun(QObject *parent) : QObject(parent) {}

CostRun::~CostRun()
{
    cancel();
    if (m_process && m_process->state() != QProcess::NotRunning) {
        // The helper removes its trace instance on TERM; a moment for it.
        m_process->waitForFinished(5000);
    }
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
    m_stdout.clear();
    m_stderr.clear();
    m_overCap = false;
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
    m_cmd = cmd;
    if (!cmd.problem.isEmpty()) {
        QMetaObject::invokeMethod(
            this, [this, p = cmd.problem] { finish(Error{p}); }, Qt::QueuedConnection);
        return;
    }
    delete m_process;
    m_process = new QProcess(this);
    connect(m_process, &QProcess::readyReadStandardOutput, this, [this] {
        const QByteArray b = m_process->readAllStandardOutput();
        if (m_stdout.size() + b.size() > qsizetype(limits::kMaxPlanBytes)) {
            m_overCap = true;
            m_process->terminate();
            return;
        }
        m_stdout += b;
    });
    connect(m_process, &QProcess::readyReadStandardError, this,
            [this] { appendHelperStderr(m_stderr, m_process->readAllStandardError()); });
    connect(m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        onHelperFinished(code, status == QProcess::NormalExit);
    });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return; // the others end in finished()
        finish(Error{QCoreApplication::translate("CostRun", "%1 could not be started: %2")
                         .arg(m_cmd.program, m_process->errorString())});
    });
    qCDebug(lcCostRun) << "running" << commandLine(m_cmd);
    m_process->start(m_cmd.program, m_cmd.args);
    m_process->closeWriteChannel();
}

void CostRun::onHelperFinished(int exitCode, bool normalExit)
{
    const QString what = QStringLiteral("irqatlas-helper cost");
    if (m_overCap)
        return finish(Error{
            QCoreApplication::translate("CostRun", "%1 sent more than %2 MiB: not a measurement")
                .arg(what)
                .arg(limits::kMaxPlanBytes >> 20)});
    if (pkexecRefused(m_cmd, exitCode))
        return finish(Error{QCoreApplication::translate(
            "CostRun", "authentication was refused or cancelled: nothing was measured")});
    const QString said = m_stderr.trimmed();
    if (!normalExit || exitCode != 0)
        return finish(
            Error{QCoreApplication::translate("CostRun", "%1 failed (exit status %2)%3")
                      .arg(what)
                      .arg(normalExit ? exitCode : -1)
                      .arg(said.isEmpty() ? QString() : QStringLiteral(": ") + said.right(2000))});
    finish(parseCostJson(m_stdout, what));
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
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->terminate(); // finished() follows with the helper's words
        return;
    }
    if (m_shared)
        m_shared->stop();
    finish(Error{QCoreApplication::translate("CostRun", "the measurement was cancelled")});
}

} // namespace irqatlas
