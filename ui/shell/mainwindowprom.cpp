// A Prometheus instance's past: File → Prometheus History… reads a range of
// it on a worker thread into a temporary recording, then replays that with
// the timeline as any recording.
#include "live/recording.h"
#include "machine/promsource.h"
#include "prometheus/promhistory.h"
#include "ui/common/latestworker.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/promhistorydialog.h"

#include <QAction>
#include <QDir>
#include <QMessageBox>
#include <QStatusBar>
#include <QTemporaryDir>

namespace irqatlas {
namespace {

// Every step of the range as one line of a recording at path. Blocks (HTTP).
Result<QString> recordPromHistory(const MachineSource &source, double from, double to, double step,
                                  const QString &path)
{
    auto server = promServerFor(source);
    if (!server)
        return server.error();
    auto history = PromHistorySource::open(*server, source.promInstance, from, to, step);
    if (!history)
        return history.error();
    if ((*history)->steps() < 2)
        return Error{MainWindow::tr("Prometheus kept fewer than two samples of %1 in that range")
                         .arg(source.promInstance)};
    auto writer = RecordingWriter::create(path, source.displayName());
    if (!writer)
        return writer.error();
    while (auto sample = (*history)->next())
        if (Status s = (*writer)->write(*sample); !s)
            return s.error();
    return path;
}

QString historyFileName(const QDateTime &from, const QDateTime &to)
{
    const QString format = QStringLiteral("yyyyMMdd'T'HHmmss'Z'");
    return QStringLiteral("prometheus-%1-%2.jsonl")
        .arg(from.toUTC().toString(format), to.toUTC().toString(format));
}

} // namespace

Status MainWindow::startPromHistory(const QDateTime &from, const QDateTime &to, int stepSeconds)
{
    if (!m_hasSource || m_source.kind != MachineSource::Prometheus)
        return Error{tr("This tab is not a Prometheus instance")};
    if (!(from < to) || stepSeconds <= 0)
        return Error{tr("The end must be later than the start, and the step above 0 s")};
    auto dir = std::make_unique<QTemporaryDir>(QDir::tempPath() +
                                               QStringLiteral("/irqatlas-history-XXXXXX"));
    if (!dir->isValid())
        return Error{tr("Cannot make a temporary folder: %1").arg(dir->errorString())};
    const QString path = dir->filePath(historyFileName(from, to));
    const MachineSource source = m_source;
    const double a = double(from.toSecsSinceEpoch()), b = double(to.toSecsSinceEpoch());
    const double step = stepSeconds;
    if (!m_historyWorker)
        m_historyWorker = new LatestWorker(this);
    m_promHistoryAct->setEnabled(false);
    statusBar()->showMessage(tr("Reading %1 from %2 to %3 UTC…")
                                 .arg(source.displayName(), from.toUTC().toString(Qt::ISODate),
                                      to.toUTC().toString(Qt::ISODate)));
    auto held = std::shared_ptr<QTemporaryDir>(std::move(dir));
    m_historyWorker->run<Result<QString>>(
        [source, a, b, step, path] { return recordPromHistory(source, a, b, step, path); },
        [this, held](Result<QString> &&done) { finishPromHistory(std::move(done), held); });
    return Ok{};
}

void MainWindow::finishPromHistory(Result<QString> &&done, std::shared_ptr<QTemporaryDir> dir)
{
    m_promHistoryAct->setEnabled(m_source.kind == MachineSource::Prometheus);
    statusBar()->clearMessage();
    Status s = done ? startReplay(*done) : Status{done.error()};
    if (s)
        m_historyDir = std::move(dir); // the recording lives as long as its replay may
    else
        showPromHistoryError(s.errorString());
    emit promHistoryFinished(bool(s), s ? QString() : s.errorString());
}

void MainWindow::showPromHistoryError(const QString &message)
{
    statusBar()->showMessage(message);
    // Not modal: the window (and a test) goes on while the box shows.
    auto *box =
        new QMessageBox(QMessageBox::Warning, tr("Prometheus History"),
                        tr("Cannot replay the history: %1").arg(message), QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::openPromHistoryDialog()
{
    PromHistoryDialog dialog(m_source.promInstance, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const Status s = startPromHistory(dialog.from(), dialog.to(), dialog.stepSeconds()); !s)
        showPromHistoryError(s.errorString());
}

} // namespace irqatlas
