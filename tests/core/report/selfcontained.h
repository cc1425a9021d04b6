#pragma once

// Checks an HTML report is well-formed XML and refers to nothing outside
// itself; shared by the report tests.

#include <QByteArray>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

namespace irqatlas::test {

struct PageCheck
{
    QString error; // empty: fine
    QString text;  // every text node, concatenated with newlines
    QStringList elements;
};

inline PageCheck checkSelfContained(const QByteArray &html)
{
    PageCheck r;
    // Elements that load or run something, and attributes that name a place.
    static const QSet<QString> badElements{
        QStringLiteral("script"),        QStringLiteral("img"),    QStringLiteral("link"),
        QStringLiteral("iframe"),        QStringLiteral("object"), QStringLiteral("embed"),
        QStringLiteral("base"),          QStringLiteral("audio"),  QStringLiteral("video"),
        QStringLiteral("source"),        QStringLiteral("image"),  QStringLiteral("use"),
        QStringLiteral("foreignObject"), QStringLiteral("form"),   QStringLiteral("meta-refresh")};
    static const QSet<QString> badAttributes{
        QStringLiteral("src"),    QStringLiteral("href"),   QStringLiteral("xlink:href"),
        QStringLiteral("srcset"), QStringLiteral("action"), QStringLiteral("formaction"),
        QStringLiteral("data"),   QStringLiteral("poster"), QStringLiteral("background"),
        QStringLiteral("style")};
    QXmlStreamReader xml(html);
    QString current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const QString name = xml.name().toString();
            current = name;
            r.elements << name;
            if (badElements.contains(name))
                return {QStringLiteral("element <%1> at line %2").arg(name).arg(xml.lineNumber()),
                        {},
                        {}};
            if (name == QLatin1String("meta")) {
                for (const QXmlStreamAttribute &a : xml.attributes()) {
                    if (a.qualifiedName().compare(QLatin1String("http-equiv"),
                                                  Qt::CaseInsensitive) == 0)
                        return {QStringLiteral("meta http-equiv at line %1").arg(xml.lineNumber()),
                                {},
                                {}};
                }
            }
            for (const QXmlStreamAttribute &a : xml.attributes()) {
                const QString an = a.qualifiedName().toString().toLower();
                const QString v = a.value().toString().toLower();
                if (badAttributes.contains(an) || an.startsWith(QLatin1String("on")))
                    return {QStringLiteral("attribute %1 on <%2> at line %3")
                                .arg(an, name)
                                .arg(xml.lineNumber()),
                            {},
                            {}};
                // xmlns names a namespace, never loaded; anything else that
                // looks like a place is refused.
                if (an == QLatin1String("xmlns"))
                    continue;
                for (const char *place :
                     {"http:", "https:", "file:", "data:", "//", "url(", "javascript:"}) {
                    if (v.contains(QLatin1String(place)))
                        return {QStringLiteral("attribute %1=\"%2\" at line %3")
                                    .arg(an, v)
                                    .arg(xml.lineNumber()),
                                {},
                                {}};
                }
            }
        } else if (xml.isCharacters()) {
            const QString t = xml.text().toString();
            if (current == QLatin1String("style")) {
                for (const char *bad : {"url(", "@import", "@font-face", "http:", "//"}) {
                    if (t.contains(QLatin1String(bad), Qt::CaseInsensitive))
                        return {QStringLiteral("style holds %1").arg(QLatin1String(bad)), {}, {}};
                }
            }
            r.text += t + QLatin1Char('\n');
        } else if (xml.isEndElement()) {
            current.clear();
        }
    }
    if (xml.hasError())
        return {QStringLiteral("not well-formed: %1 at line %2, column %3")
                    .arg(xml.errorString())
                    .arg(xml.lineNumber())
                    .arg(xml.columnNumber()),
                {},
                {}};
    return r;
}

} // namespace irqatlas::test
