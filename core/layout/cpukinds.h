#pragma once

#include <QString>

namespace irqatlas {

class Topology;

// How the graph tells CPU kinds apart (P-cores and E-cores), on screen and
// in the report: efficiency cores get a dashed core frame and rounder tiles,
// and a legend names each kind.

// True for the PUs of a kind less efficient than the machine's best (E-cores).
bool isEfficiencyCpu(const Topology &topology, int cpu);
// "P-core (IntelCore)", "E-core (IntelAtom)"; with more than two kinds the
// kind's name and rank. Empty when the machine has one kind.
QString kindLabel(const Topology &topology, int kindIndex);

} // namespace irqatlas
