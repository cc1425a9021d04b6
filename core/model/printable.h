#pragma once

#include <QByteArrayView>
#include <QString>
#include <string>
#include <string_view>

namespace irqatlas {

// Text from outside (a remote host's stderr or hostname, a saved tree, a
// topology file, a recording, an error quoting any of them) made safe to
// print on a terminal or show in a widget. Valid UTF-8 is kept; newline and
// tab are kept; every other control character (C0, DEL, C1) and the
// characters that reorder or break lines invisibly (bidirectional overrides,
// isolates and marks, U+2028/U+2029) are written out as "\x1b" or "\u202e",
// and a byte that is not UTF-8 as "\xff". Backslashes are left as they are:
// the result is for reading, not for parsing back. Applying it twice changes
// nothing. This is the one rule; every printer of outside text uses it
// (docs/SECURITY.md, "Outside text → terminal and widgets").
QString printableText(QByteArrayView bytes);
QString printableText(const QString &text);

// The same rule on bytes bound for a terminal or a file: the bytes
// themselves when nothing needs writing out.
bool isPrintableText(std::string_view bytes);
std::string printableBytes(std::string_view bytes);

// How a character is written out: "\x1b" as printableText does, or
// "\u001b" for bytes that may be JSON (irqatlas-cli's stdout): inside a
// JSON string that escape is the same character, so a JSON document stays
// valid and reads back unchanged. A byte that is not UTF-8 is "\xff" in
// both.
enum class Spelling
{
    Text,
    Json
};
std::string printableBytes(std::string_view bytes, Spelling spelling);

// A code point the rule writes out (newline and tab are not).
bool isHiddenCodePoint(char32_t cp);

// The code point of the UTF-8 sequence at s[i] and its length, or 0 when
// it is not valid UTF-8 (overlong forms, surrogates and values past
// U+10FFFF included).
int decodeUtf8(std::string_view s, std::size_t i, char32_t &cp);

} // namespace irqatlas
