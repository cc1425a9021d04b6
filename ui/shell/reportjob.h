#pragma once

#include "machine/machinesource.h"
#include "model/result.h"
#include "report/reportdata.h"
#include "ui/shell/reportexportdialog.h"

#include <QObject>
#include <QThread>
#include <atomic>
#include <functional>
#include <memory>

namespace irqatlas {

// One Export Report… as a value: the window's machine, plans and commands
// copied into the report's input, and what is still to be read (the CPU
// models beside the source, a recording, a trial folder). A job owns all
// of its data, so it runs on a worker thread while the window goes on.
struct ReportJob
{
    ReportInput input;
    MachineSource source; // whose /proc/cpuinfo names the CPU models
    ReportExtras extras;
    QString path;
    QString pdfTitle; // empty: the HTML report; else the PDF, with this title
};

// What a running job reports and asks: steps done of all steps (called on
// the thread that runs the job), and whether to stop before the next step.
struct ReportJobHooks
{
    std::function<void(int done, int total)> progress;
    const std::atomic<bool> *cancelled = nullptr;
};

// Reads what the job still needs, writes the HTML, turns it into a PDF when
// asked, and saves the file, on the calling thread. Errors name the path.
Status runReportJob(ReportJob job, const ReportJobHooks &hooks = {});

// Runs one job at a time on a thread of its own (File > Export Report…):
// the window stays responsive, a progress dialog shows the steps and
// Cancel stops the job before its next step.
class ReportExporter : public QObject
{
    Q_OBJECT
public:
    explicit ReportExporter(QObject *parent = nullptr);
    ~ReportExporter() override; // cancels and waits for the worker

    bool isRunning() const { return m_thread != nullptr; }
    void start(ReportJob job);
    void cancel();

signals:
    // Emitted on the worker thread: connect queued (the default) for widgets.
    void progress(int done, int total);
    // On the thread that started the job; an empty error: saved.
    void finished(const QString &path, const QString &error);

private:
    QThread *m_thread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;
};

} // namespace irqatlas
