#pragma once

#include <QByteArrayView>
#include <QString>

namespace irqatlas {

// Bytes from a remote host (its stderr, a path it sent, ssh's last line)
// made safe to print on a terminal or show in a widget. Valid UTF-8 is kept;
// newline and tab are kept; every other control character (C0, DEL, C1) and
// the characters that reorder or break lines invisibly (bidirectional
// overrides and isolates, U+2028/U+2029) are written out as "\x1b" or
// "\u202e", and a byte that is not UTF-8 as "\xff". Backslashes are left as
// they are: the result is for reading, not for parsing back. Applying it
// twice changes nothing.
QString printableRemoteText(QByteArrayView bytes);
QString printableRemoteText(const QString &text);

} // namespace irqatlas
