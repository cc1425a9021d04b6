#pragma once

#include "applyclient/helperclient.h"
#include "model/result.h"

#include <QByteArray>
#include <QObject>
#include <QString>

class QProcess;

namespace irqatlas {

// One run of a read-only helper verb whose answer is one JSON document on
// stdout (`irqatlas-helper cost`, `irqatlas-helper irqbalance`): started
// without blocking, stdout kept up to a cap (past it the helper is told to
// stop and the answer is refused), stderr kept up to kMaxHelperStderrBytes.
// The owner parses the answer with its own reader once answered() comes.
class HelperProcess : public QObject
{
    Q_OBJECT
public:
    HelperProcess(qsizetype maxStdout, QObject *parent = nullptr);
    // A helper still running gets TERM (it cleans up on the way out) and a
    // few seconds, then KILL.
    ~HelperProcess() override;

    // what names the verb in errors ("irqatlas-helper cost").
    void start(const HelperCommand &cmd, const QString &what);
    bool running() const;
    // Asks a running helper to stop; answered() follows with its words.
    void terminate();

signals:
    // The helper's stdout when it ended well, else why not: it could not be
    // started, it passed the cap, pkexec's authentication was refused, or
    // it ended with a status other than 0 (with what it said on stderr).
    void answered(const irqatlas::Result<QByteArray> &out);

private:
    void onFinished(int exitCode, bool normalExit);
    void end(const Result<QByteArray> &r);

    qsizetype m_maxStdout;
    HelperCommand m_cmd;
    QString m_what;
    QProcess *m_process = nullptr;
    QByteArray m_stdout;
    QString m_stderr;
    bool m_overCap = false;
    bool m_ended = true;
};

} // namespace irqatlas
