#pragma once

// Files that no kernel prints but a saved tree, a recording or a remote host
// can hold: ids, widths and lengths past the caps of model/inputlimits.h.

#include <QByteArray>
#include <QString> // QStringBuilder: the + of QByteArray pieces

namespace irqatlas::test {

// "CPU0 CPU1 ... CPU<n-1>" as /proc/interrupts and /proc/softirqs head them.
inline QByteArray cpuHeader(int columns)
{
    QByteArray h;
    h.reserve(qsizetype(columns) * 11 + 1);
    for (int c = 0; c < columns; ++c)
        h += "     CPU" + QByteArray::number(c);
    return h + '\n';
}

// A one-CPU /proc/interrupts with `rows` numeric rows.
inline QByteArray tallInterrupts(int rows)
{
    QByteArray t = "           CPU0\n";
    t.reserve(t.size() + qsizetype(rows) * 24);
    for (int i = 0; i < rows; ++i)
        t += QByteArray::number(i) + ":          1   PCI-MSI " + QByteArray::number(i) + "-edge\n";
    return t;
}

// A well-formed two-CPU /proc/interrupts whose header names `cpuToken` as
// the second column ("CPU2147483647").
inline QByteArray interruptsWithCpu(const QByteArray &cpuToken)
{
    return "           CPU0       " + cpuToken + "\n" +
           "  0:         10          0   IO-APIC   2-edge      timer\n"
           "LOC:        100        100   Local timer interrupts\n";
}

// A /proc/stat of two CPUs whose second is `cpuLabel` ("cpu2147483647").
inline QByteArray statWithCpu(const QByteArray &cpuLabel)
{
    return "cpu  200 0 100 5000 0 10 5 0 0 0\n"
           "cpu0 100 0 50 2500 0 5 2 0 0 0\n" +
           cpuLabel + " 100 0 50 2500 0 5 3 0 0 0\n" +
           "intr 1000 10 0 0\n"
           "ctxt 5000\n"
           "btime 1700000000\n"
           "processes 100\n"
           "procs_running 1\n"
           "procs_blocked 0\n"
           "softirq 15 0 5 0 0 0 0 0 0 0 10\n";
}

// A hostile name as a report shows it: escape characters and the
// right-to-left override become U+FFFD, everything else stays as text.
inline QString shownInReport(const QByteArray &raw)
{
    QString s = QString::fromUtf8(raw);
    s.replace(QChar(0x1b), QChar(0xfffd)).replace(QChar(0x202e), QChar(0xfffd));
    return s;
}

} // namespace irqatlas::test
