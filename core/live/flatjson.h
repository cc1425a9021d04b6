#pragma once

#include <QByteArrayView>
#include <vector>

namespace irqatlas {

// One member of a flat JSON object: the key and the raw value, either an
// integer's digits or a string's bytes without the quotes.
struct FlatJsonField
{
    QByteArrayView key;
    QByteArrayView value;
    bool isString = false;
};

// Reads a JSON object whose values are all integers or strings without
// escapes, the shape of a recording's sample lines, without building
// QJsonDocument's tree or QStrings: a 1152-CPU sample is 18 MB of base64, and
// converting it to UTF-16 and back cost more than parsing the tables. The
// views point into `line`. False for anything else (escapes, nested values,
// fractions, broken JSON): the caller then parses with QJsonDocument, which
// reads any JSON and says what is wrong.
bool scanFlatJsonObject(QByteArrayView line, std::vector<FlatJsonField> &fields);

} // namespace irqatlas
