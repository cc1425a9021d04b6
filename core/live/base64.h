#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <optional>

namespace irqatlas {

// Decodes canonical standard base64 (A-Z a-z 0-9 + /, padded with '=' to a
// multiple of four) four characters at a time through a table: a recorded
// sample of a 1152-CPU machine is 18 MB of it. nullopt for anything else
// (whitespace, the URL alphabet, missing or misplaced padding, non-zero
// trailing bits), which the caller then gives to QByteArray::fromBase64Encoding
// so that what is accepted never changes, only how fast.
std::optional<QByteArray> decodeCanonicalBase64(QByteArrayView text);

} // namespace irqatlas
