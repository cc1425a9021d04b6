#include "irqbalanceread.h"

#include "procfs/hostsource.h"

#include <QCoreApplication>
#include <QPointer>
#include <QProcess>
#include <QThread>

namespace irqatlas {
namespace {

// The helper's one line: two answers of at most 1 MiB each, escaped.
constexpr qsizetype kMaxHelperAnswer = qsizetype(4) << 20;

Result<IrqbalanceAnswers> readNow(int pid)
{
    if (pid <= 0) {
        const std::vector<int> pids = irqbalancePids(*openLocalHost());
        if (pids.empty())
            return Error{QCoreApplication::translate("IrqbalanceRead",
                                                     "irqbalance is not running on this machine")};
        pid = pids.front();
    }
    auto view = readIrqbalanceView(pid);
    if (!view.ok())
        return view.error();
    return IrqbalanceAnswers{pid, std::move(view).value()};
}

} // namespace

IrqbalanceRead::IrqbalanceRead(QObject *parent) : QObject(parent) {}

IrqbalanceRead::~IrqbalanceRead()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished(5000);
    }
}

HelperCommand IrqbalanceRead::helperCommand(const HelperLocation &where, int pid)
{
    QStringList args{QStringLiteral("irqbalance")};
    if (pid > 0)
        args << QStringLiteral("--pid") << QString::number(pid);
    return findHelper(where, args);
}

bool IrqbalanceRead::begin()
{
    if (m_running)
        return false;
    m_running = true;
    ++m_generation;
    m_result.reset();
    m_stdout.clear();
    m_stderr.clear();
    m_overCap = false;
    return true;
}

void IrqbalanceRead::finish(Result<IrqbalanceAnswers> r)
{
    if (!m_running)
        return;
    m_running = false;
    m_result = std::move(r);
    emit finished();
}

void IrqbalanceRead::startLocal(int pid)
{
    if (!begin())
        return;
    // The socket answers within its 5 s timeout; the UI must not wait for it.
    QPointer<IrqbalanceRead> self(this);
    const int generation = m_generation;
    QThread *t = QThread::create([self, generation, pid] {
        Result<IrqbalanceAnswers> r = readNow(pid);
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, generation, r = std::move(r)]() mutable {
                if (self && self->m_generation == generation)
                    self->finish(std::move(r));
            },
            Qt::QueuedConnection);
    });
    connect(t, &QThread::finished, t, &QObject::deleteLater);
    t->start();
}

void IrqbalanceRead::startHelper(const HelperCommand &cmd)
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
        if (m_stdout.size() + b.size() > kMaxHelperAnswer) {
            m_overCap = true;
            m_process->kill();
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
        if (error == QProcess::FailedToStart)
            finish(
                Error{QCoreApplication::translate("IrqbalanceRead", "%1 could not be started: %2")
                          .arg(m_cmd.program, m_process->errorString())});
    });
    m_process->start(m_cmd.program, m_cmd.args);
    m_process->closeWriteChannel();
}

void IrqbalanceRead::onHelperFinished(int exitCode, bool normalExit)
{
    const QString what = QStringLiteral("irqatlas-helper irqbalance");
    if (m_overCap)
        return finish(
            Error{QCoreApplication::translate("IrqbalanceRead", "%1 sent more than %2 MiB")
                      .arg(what)
                      .arg(kMaxHelperAnswer >> 20)});
    if (!normalExit || exitCode != 0) {
        const QString said = m_stderr.trimmed();
        return finish(Error{said.isEmpty() ? QCoreApplication::translate("IrqbalanceRead",
                                                                         "%1 ended with status %2")
                                                 .arg(what)
                                                 .arg(normalExit ? exitCode : -1)
                                           : QStringLiteral("%1: %2").arg(what, said)});
    }
    finish(readIrqbalanceAnswersJson(m_stdout, what));
}

} // namespace irqatlas
