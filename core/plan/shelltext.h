#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace irqatlas {

// The two ways plan text enters an exported file (sh script, systemd unit,
// irqbalance files). Both are safe for any input, so a field added later is
// safe by construction; the plan's own rules (model/plantext.h) refuse the
// characters that would still confuse a reader or a terminal.

// One "# ..." line for a shell script, a systemd unit or an environment file.
// Printable ASCII other than '\' is kept; every other byte (line breaks, NUL,
// ESC, UTF-8 of U+2028 or of a bidi control, '\' itself) is written as \xHH,
// so the line never ends early, never ends in a backslash (no continuation in
// systemd) and carries nothing a terminal acts on.
QByteArray inertCommentLine(QByteArrayView text);

// A shell word that is exactly text: '...' with each ' written as '\''. The
// shell parses nothing inside single quotes. Text holding NUL (which no shell
// variable can carry) is refused by the plan rules before it gets here.
QByteArray shellSingleQuote(QByteArrayView text);

// A word for a POSIX shell a user reads and copies (a command line shown in
// a dialog or a report): as it is when it holds only characters no shell
// treats specially, else single-quoted as shellSingleQuote does.
QString shellQuote(const QString &s);

} // namespace irqatlas
