#include "irqbalanceread.h"

#include "helperprocess.h"
#include "procfs/hostsource.h"

#include <QCoreApplication>
#include <QPointer>
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

IrqbalanceRead::IrqbalanceRead(QObject *parent)
    : QObject(parent), m_helper(new HelperProcess(kMaxHelperAnswer, this))
{
    connect(m_helper, &HelperProcess::answered, this, [this](const Result<QByteArray> &out) {
        if (!out.ok())
            return finish(out.error());
        finish(readIrqbalanceAnswersJson(*out, QStringLiteral("irqatlas-helper irqbalance")));
    });
}

IrqbalanceRead::~IrqbalanceRead() = default;

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
        // The application may have ended while the socket was asked.
        QCoreApplication *app = QCoreApplication::instance();
        if (!app)
            return;
        QMetaObject::invokeMethod(
            app,
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
    m_helper->start(cmd, QStringLiteral("irqatlas-helper irqbalance"));
}

} // namespace irqatlas
