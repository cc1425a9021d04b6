#pragma once

#include "model/cpuset.h"

#include <QString>
#include <QTableWidget>
#include <optional>

namespace irqatlas {

// How the Apply dialog writes queue steering and thread CPUs, the same way
// View → Queues does: CPU lists (receive queue numbers for xps_rxqs), "off"
// for an empty mask, a count in decimal.
QString steeringSetText(const std::optional<CpuSet> &set);
// A queue file's value as the helper reports it (the file's bytes: hex
// words for a mask, decimal for rps_flow_cnt) in that form; bytes the
// kernel would not print are shown as they are.
QString queueFileValueText(const QString &file, const QString &bytes);
// "irq/40-eth0-TxR (500)": a thread's name, made printable, and its pid.
QString threadLabel(const QString &comm, int pid);
// Puts a read-only cell with text ("–" for none) at row, col of t, the way
// every table of the Apply dialog shows a value.
QTableWidgetItem *setTableCell(QTableWidget *t, int row, int col, const QString &text);

} // namespace irqatlas
