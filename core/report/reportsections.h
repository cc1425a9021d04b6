#pragma once

// The sections of the HTML report, each appending well-formed markup.

#include "report/reportdata.h"

#include <QStringList>
#include <string>

namespace irqatlas::reportpart {

void machine(std::string &out, const ReportInput &in);
void irqTable(std::string &out, const ReportInput &in);
void plans(std::string &out, const ReportInput &in);
void recording(std::string &out, const ReportInput &in);
void trial(std::string &out, const ReportInput &in);
void cost(std::string &out, const ReportInput &in);

// Helpers shared by the sections.
void heading(std::string &out, int level, const QString &text, const char *id = nullptr);
void row(std::string &out, const QString &key, const QString &value);
// A table's header row, each heading escaped.
void headRow(std::string &out, const QStringList &heads);
// Per-CPU load as heat groups by NUMA node (by package without nodes; one
// group without a topology).
void heat(std::string &out, const ReportInput &in, const QString &title,
          const std::map<int, double> &load, double maxValue);

} // namespace irqatlas::reportpart
