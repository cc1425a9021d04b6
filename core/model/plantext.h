#pragma once

#include "model/plan.h"
#include "model/result.h"

#include <QByteArrayView>
#include <QString>
#include <QStringView>

namespace irqatlas {

// The text of a plan travels in tickets and ends up in shell scripts, systemd
// units and terminals that root reads. Every text field has a shape, and none
// may hold a character that a shell, systemd or a terminal acts on: control
// characters (also NUL, ESC, DEL, C1 such as U+0085), line and paragraph
// separators (U+2028, U+2029), bidirectional and other invisible formatting
// characters, invalid UTF-8.
//
// Fields with a known shape are checked against it:
//   host.hostname        RFC 1123: dot-separated labels of letters, digits and
//                        '-' (not first or last), 1-63 each, 253 in all
//   host.kernel          a kernel release: letters, digits and . _ + ~ -, at most 64
//   host.topology        "sha256:" and 1-64 hex digits
//   generator.algorithm  a name: letters, digits and . _ - (first a letter or digit), at most 64
//   created              ISO 8601 date and time, "2026-11-30T10:00:00Z"
//   generator.params     keys are names as above; string values free text
//   notes                free text, at most 16 KiB each
//   match                free text, at most 1 KiB (the names at the end of a
//                        /proc/interrupts row, "@" and the device)
// Empty strings are allowed everywhere (the fields are optional).

// Checks every text field of the plan. The error names the field:
// "host.hostname: contains a line break",
// "assignment 3 (irq 142): match: contains the control character U+001B".
Status checkPlanText(const Plan &plan);

// The free-text rule alone: an empty string when text may go anywhere a plan
// field goes, else why not ("contains a line break").
QString unsafeTextProblem(QStringView text);
QString unsafeTextProblem(QByteArrayView utf8);

// The shapes, for code that fills a plan from a machine (stampPlan).
bool isPlanHostname(QStringView s);
bool isPlanKernel(QStringView s);

} // namespace irqatlas
