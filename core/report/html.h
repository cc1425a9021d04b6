#pragma once

#include <QString>
#include <string>
#include <string_view>

namespace irqatlas::html {

// Appends text as HTML/XML character data or an attribute value: & < > " '
// become references; C0 and C1 controls (but tab and newline), the bidi
// overrides and isolates (U+202A-U+202E, U+2066-U+2069) and unpaired
// surrogates become U+FFFD, so no byte from a machine can end an element,
// open a tag, hide text or reorder what is shown. The result is valid UTF-8
// and well-formed XML whatever the input.
void escape(std::string &out, QStringView text);
void escape(std::string &out, std::string_view utf8); // invalid UTF-8 becomes U+FFFD
std::string escaped(QStringView text);
std::string escaped(std::string_view utf8);

// A number for a table cell or an SVG coordinate: fixed, no exponent, no
// locale ("-" for NaN or inf).
std::string num(double v, int decimals = 1);

// <tag>escaped text</tag>
void element(std::string &out, std::string_view tag, QStringView text, std::string_view cls = {});

} // namespace irqatlas::html
