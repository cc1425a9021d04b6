#include "ui/shell/reportjob.h"

#include "model/safefile.h"
#include "procfs/hostsource.h"
#include "report/cpuinfo.h"
#include "report/htmlreport.h"
#include "snapshot/savedhost.h"
#include "ui/shell/reportpdf.h"

#include <QCoreApplication>

namespace irqatlas {

namespace {

// The CPU models /proc/cpuinfo names, from the sources that hold it beside
// the topology it describes: this machine and a saved tree. A topology file
// is of another machine, and a remote host's collection has no cpuinfo.
void addCpuModels(ReportInput &in, const MachineSource &src)
{
    std::unique_ptr<HostSource> host;
    if (src.kind == MachineSource::LocalMachine)
        host = std::make_unique<DirHostSource>(QStringLiteral("/"));
    else if (src.kind == MachineSource::RootDir)
        if (auto h = openRootDir(src.path); h.ok())
            host = std::move(*h);
    if (host)
        readCpuModels(*host, in);
}

bool stopped(const ReportJobHooks &hooks)
{
    return hooks.cancelled && hooks.cancelled->load();
}

Status cancelledStatus()
{
    return Error{QCoreApplication::translate("irqatlas::MainWindow", "Cancelled")};
}

} // namespace

Status runReportJob(ReportJob job, const ReportJobHooks &hooks)
{
    const bool pdf = !job.pdfTitle.isEmpty();
    const int total = pdf ? 4 : 3;
    int done = 0;
    const auto step = [&] {
        if (hooks.progress)
            hooks.progress(++done, total);
        return !stopped(hooks);
    };
    ReportInput &in = job.input;
    addCpuModels(in, job.source);
    if (!job.extras.recording.isEmpty()) {
        auto r = loadRecording(job.extras.recording, TrialScope{});
        if (!r.ok())
            return Error{r.errorString()};
        in.recording = std::move(*r);
    }
    if (!job.extras.trialDir.isEmpty()) {
        auto t = loadTrial(job.extras.trialDir);
        if (!t.ok())
            return Error{t.errorString()};
        in.trial = std::move(*t);
    }
    if (!step())
        return cancelledStatus();
    QByteArray bytes = writeHtmlReport(in);
    if (!step())
        return cancelledStatus();
    if (pdf) {
        auto doc = reportPdf(bytes, job.pdfTitle, hooks.cancelled);
        if (stopped(hooks))
            return cancelledStatus();
        if (!doc.ok())
            return Error{QCoreApplication::translate("irqatlas::MainWindow", "Cannot write %1: %2")
                             .arg(job.path, doc.errorString())};
        bytes = std::move(*doc);
        if (!step())
            return cancelledStatus();
    }
    // Replaced, never written through a link at the name.
    if (auto w = replaceFile(job.path, bytes); !w.ok())
        return w;
    step();
    return Ok{};
}

ReportExporter::ReportExporter(QObject *parent) : QObject(parent) {}

ReportExporter::~ReportExporter()
{
    cancel();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

void ReportExporter::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void ReportExporter::start(ReportJob job)
{
    if (m_thread)
        return;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    auto error = std::make_shared<QString>();
    const QString path = job.path;
    // The job and its flag are the worker's own; nothing of the window is
    // touched there, and the result comes back through the finished signal.
    m_thread = QThread::create([this, job = std::move(job), cancelled = m_cancel, error]() mutable {
        ReportJobHooks hooks;
        hooks.cancelled = cancelled.get();
        hooks.progress = [this](int done, int total) { emit progress(done, total); };
        if (Status s = runReportJob(std::move(job), hooks); !s.ok())
            *error = s.errorString();
    });
    connect(m_thread, &QThread::finished, this, [this, path, error] {
        m_thread->deleteLater();
        m_thread = nullptr;
        emit finished(path, *error);
    });
    m_thread->start(QThread::LowPriority);
}

} // namespace irqatlas
