#pragma once

#include <QString>
#include <map>
#include <string_view>

namespace irqatlas {

class HostSource;
struct ReportInput;

// What /proc/cpuinfo says the processors are. The text comes from the
// machine (or a saved copy of it): every value is cut to 256 characters and
// only CPU ids a CpuSet can hold are kept.

// The "model name" (x86), else "cpu model"/"Processor"/"uarch" line: the
// first one, empty when there is none.
QString cpuModelFromCpuinfo(std::string_view cpuinfo);

// The model of each "processor : N" block (by the same keys, in the same
// order of preference), for the report's table of packages; empty when the
// blocks name none (ARM prints one "Processor" line for all).
std::map<int, QString> cpuModelsFromCpuinfo(std::string_view cpuinfo);

// Both of the above from host's /proc/cpuinfo (read with its cap) into in;
// in stays as it was when the host has none or cannot read it.
void readCpuModels(const HostSource &host, ReportInput &in);

} // namespace irqatlas
