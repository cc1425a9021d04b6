#pragma once

#include "ui/common/machineloader.h"

#include <QList>
#include <QStringList>

namespace irqatlas {

// The tabs a workspace had open when it quit, kept in QSettings: the array
// workspace/tabs holds one entry per tab in tab order, its `source` a
// MachineSource::toSetting() (a remote host with its ssh config and identity
// file, never a password) and, for a topology file paired with a
// /proc/interrupts file, that file as `interrupts` (a path may hold any
// character, so it gets a key of its own). workspace/currentTab is the index
// of the tab that was in front.
struct SavedTabs
{
    // The settings file is read before the window shows: a hand-edited or
    // damaged `workspace/tabs/size` of millions must not keep it from
    // showing. Entries past the cap are dropped with a logged warning, and
    // an entry longer than any source could be is unreadable.
    static constexpr int kMaxTabs = 64;
    static constexpr qsizetype kMaxEntryChars = 16384;

    QList<MachineSource> sources;
    int current = 0;
    // Entries that name no kind of source this version knows (edited by hand,
    // written by a newer version, too long): left out, reported (shortened,
    // printable), not guessed at.
    QStringList unreadable;
    // Prometheus entries whose fields fail promSourceProblem (a bad URL, a
    // control character, an over-long label), as "entry (why)", both
    // shortened and printable: left out before their server is ever asked.
    QStringList invalid;
    // Entries past kMaxTabs that were not read.
    int dropped = 0;

    // Nothing remembered reads as no sources at all.
    static SavedTabs read();
    void write() const;
};

} // namespace irqatlas
