#pragma once

#include "machine/machinesource.h"

#include <QString>

namespace irqatlas {

// A source read back from the settings, which are hostile: the file is the
// user's to edit, or another version's to write.
struct SavedSource
{
    enum class State
    {
        Ok,
        Unknown, // no kind this version knows, or longer than any source could be
        Invalid, // a Prometheus source whose fields fail promSourceProblem
    };
    State state = State::Unknown;
    MachineSource source; // when Ok
    QString why;          // when Invalid: what is wrong, translated
};

// Far above any real source's setting, far below what would slow a menu.
constexpr qsizetype kMaxSavedSourceChars = 16384;

SavedSource readSavedSource(const QString &entry);

// An entry as a message or a menu may name it: printable, at most a line.
QString shownSavedEntry(const QString &entry);

} // namespace irqatlas
