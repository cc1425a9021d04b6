#include "model/plantext.h"

#include "model/netname.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

namespace irqatlas {
namespace {

constexpr qsizetype kMaxName = 64;
constexpr qsizetype kMaxMatchBytes = 1024;
constexpr qsizetype kMaxFreeTextBytes = 16 * 1024;
constexpr int kMaxParamDepth = 8;

QString text(const char *source)
{
    return QCoreApplication::translate("PlanText", source);
}

QString codePoint(char32_t c)
{
    return QStringLiteral("U+%1").arg(uint(c), 4, 16, QLatin1Char('0')).toUpper();
}

bool isLineBreak(char32_t c)
{
    return c == 0x0a || c == 0x0b || c == 0x0c || c == 0x0d || c == 0x85 || c == 0x2028 ||
           c == 0x2029;
}

// Why one code point may not appear in a plan's text; empty when it may.
QString codePointProblem(char32_t c)
{
    if (isLineBreak(c))
        return QCoreApplication::translate("PlanText", "contains a line break");
    if (c == 0)
        return QCoreApplication::translate("PlanText", "contains a NUL character");
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f))
        return QCoreApplication::translate("PlanText", "contains the control character %1")
            .arg(codePoint(c));
    if (c < 0x80)
        return {};
    // Bidirectional controls reorder what a terminal shows; zero-width and
    // other format characters hide text. All are Unicode category Cf.
    const QChar::Category cat = QChar::category(c);
    if (cat == QChar::Other_Format || cat == QChar::Separator_Line ||
        cat == QChar::Separator_Paragraph)
        return QCoreApplication::translate(
                   "PlanText", "contains the invisible or bidirectional formatting character %1")
            .arg(codePoint(c));
    if (cat == QChar::Other_Surrogate || c > 0x10ffff)
        return QCoreApplication::translate("PlanText", "is not valid Unicode");
    return {};
}

bool isAsciiAlnum(QChar c)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
           (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) ||
           (c >= QLatin1Char('0') && c <= QLatin1Char('9'));
}

bool isName(QStringView s)
{
    if (s.isEmpty() || s.size() > kMaxName || !isAsciiAlnum(s.front()))
        return false;
    for (QChar c : s)
        if (!isAsciiAlnum(c) && c != QLatin1Char('.') && c != QLatin1Char('_') &&
            c != QLatin1Char('-'))
            return false;
    return true;
}

bool isFingerprint(QStringView s)
{
    static constexpr QLatin1StringView prefix("sha256:");
    if (!s.startsWith(prefix) || s.size() == prefix.size() || s.size() > prefix.size() + 64)
        return false;
    for (QChar c : s.sliced(prefix.size())) {
        const bool hex = (c >= QLatin1Char('0') && c <= QLatin1Char('9')) ||
                         (c >= QLatin1Char('a') && c <= QLatin1Char('f')) ||
                         (c >= QLatin1Char('A') && c <= QLatin1Char('F'));
        if (!hex)
            return false;
    }
    return true;
}

bool isCreated(QStringView s)
{
    // The shape first: QDateTime alone accepts more than ISO 8601 date-times.
    static const QRegularExpression re(QStringLiteral(
        "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:?\\d{2})?$"));
    QString t = s.toString();
    if (t.size() > 40 || !re.match(t).hasMatch())
        return false;
    // Qt parses at most milliseconds.
    static const QRegularExpression fraction(QStringLiteral("(\\.\\d{3})\\d+"));
    t.replace(fraction, QStringLiteral("\\1"));
    return QDateTime::fromString(t, Qt::ISODateWithMs).isValid();
}

struct Field
{
    QString name;
    QString problem;
};

QString sizeProblem(qsizetype bytes, qsizetype max)
{
    return bytes > max ? QCoreApplication::translate("PlanText", "is longer than %1 bytes").arg(max)
                       : QString();
}

// Free text: the code point rule and a size.
QString freeTextProblem(QStringView s, qsizetype maxBytes)
{
    if (QString p = unsafeTextProblem(s); !p.isEmpty())
        return p;
    return sizeProblem(s.toUtf8().size(), maxBytes);
}

// The code point rule, then the shape; the rule first so that a line break is
// named as one, not as a malformed host name.
QString shapedProblem(QStringView s, bool (*shape)(QStringView), const char *expected)
{
    if (s.isEmpty())
        return {};
    if (QString p = unsafeTextProblem(s); !p.isEmpty())
        return p;
    return shape(s) ? QString() : text(expected);
}

QString paramKeyProblem(const QString &key)
{
    if (QString p = unsafeTextProblem(key); !p.isEmpty())
        return QCoreApplication::translate("PlanText", "a key %1").arg(p);
    return isName(key)
               ? QString()
               : QCoreApplication::translate(
                     "PlanText", "a key is not a parameter name (letters, digits and . _ -)");
}

// Parameters are an object of names to values; values nest at most a few levels.
void checkParams(const QJsonValue &v, const QString &where, int depth, Field &out)
{
    if (!out.problem.isEmpty())
        return;
    if (depth > kMaxParamDepth) {
        out = {where, QCoreApplication::translate("PlanText", "nests deeper than %1 levels")
                          .arg(kMaxParamDepth)};
        return;
    }
    if (v.isString()) {
        if (QString p = freeTextProblem(v.toString(), kMaxFreeTextBytes); !p.isEmpty())
            out = {where, p};
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size() && out.problem.isEmpty(); ++i)
            checkParams(a.at(i), QStringLiteral("%1[%2]").arg(where).arg(i), depth + 1, out);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end() && out.problem.isEmpty(); ++it) {
            if (QString p = paramKeyProblem(it.key()); !p.isEmpty()) {
                out = {where, p};
                return;
            }
            checkParams(it.value(), where + QLatin1Char('.') + it.key(), depth + 1, out);
        }
    }
}

} // namespace

QString unsafeTextProblem(QStringView text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        char32_t cp = c.unicode();
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            cp = QChar::surrogateToUcs4(c, text.at(i + 1));
            ++i;
        } else if (c.isSurrogate()) {
            return QCoreApplication::translate("PlanText", "is not valid Unicode");
        }
        if (QString p = codePointProblem(cp); !p.isEmpty())
            return p;
    }
    return {};
}

QString unsafeTextProblem(QByteArrayView utf8)
{
    if (!utf8.isValidUtf8())
        return QCoreApplication::translate("PlanText", "is not valid UTF-8");
    return unsafeTextProblem(QString::fromUtf8(utf8));
}

bool isPlanHostname(QStringView s)
{
    if (s.isEmpty() || s.size() > 253)
        return false;
    for (QStringView label : s.tokenize(QLatin1Char('.'))) {
        if (label.isEmpty() || label.size() > 63 || label.front() == QLatin1Char('-') ||
            label.back() == QLatin1Char('-'))
            return false;
        for (QChar c : label)
            if (!isAsciiAlnum(c) && c != QLatin1Char('-'))
                return false;
    }
    return true;
}

bool isPlanKernel(QStringView s)
{
    if (s.isEmpty() || s.size() > kMaxName || !isAsciiAlnum(s.front()))
        return false;
    for (QChar c : s)
        if (!isAsciiAlnum(c) && !QStringView(u"._+~-").contains(c))
            return false;
    return true;
}

Status checkPlanText(const Plan &plan)
{
    const Field checks[] = {
        {QStringLiteral("host.hostname"),
         shapedProblem(plan.host.hostname, isPlanHostname,
                       QT_TRANSLATE_NOOP("PlanText",
                                         "is not a host name (RFC 1123: dot-separated labels of "
                                         "letters, digits and '-')"))},
        {QStringLiteral("host.kernel"),
         shapedProblem(plan.host.kernel, isPlanKernel,
                       QT_TRANSLATE_NOOP(
                           "PlanText", "is not a kernel release (letters, digits and . _ + ~ -)"))},
        {QStringLiteral("host.topology"),
         shapedProblem(
             plan.host.topology, isFingerprint,
             QT_TRANSLATE_NOOP("PlanText", "is not a topology fingerprint (sha256:<hex>)"))},
        {QStringLiteral("generator.algorithm"),
         shapedProblem(plan.algorithm, isName,
                       QT_TRANSLATE_NOOP("PlanText",
                                         "is not an algorithm name (letters, digits and . _ -)"))},
        {QStringLiteral("created"),
         shapedProblem(plan.created, isCreated,
                       QT_TRANSLATE_NOOP("PlanText", "is not an ISO 8601 date and time "
                                                     "(2026-11-30T10:00:00Z)"))},
    };
    for (const Field &f : checks)
        if (!f.problem.isEmpty())
            return Error{QStringLiteral("%1: %2").arg(f.name, f.problem)};

    Field params;
    checkParams(plan.params, QStringLiteral("generator.params"), 0, params);
    if (!params.problem.isEmpty())
        return Error{QStringLiteral("%1: %2").arg(params.name, params.problem)};

    for (qsizetype i = 0; i < plan.notes.size(); ++i)
        if (QString p = freeTextProblem(plan.notes.at(i), kMaxFreeTextBytes); !p.isEmpty())
            return Error{QStringLiteral("notes[%1]: %2").arg(i).arg(p)};

    for (std::size_t i = 0; i < plan.assignments.size(); ++i) {
        const std::string &m = plan.assignments[i].match;
        const QByteArrayView bytes(m.data(), qsizetype(m.size()));
        QString p = unsafeTextProblem(bytes);
        if (p.isEmpty())
            p = sizeProblem(bytes.size(), kMaxMatchBytes);
        if (!p.isEmpty())
            return Error{
                QCoreApplication::translate("PlanText", "assignment %1 (irq %2): match: %3")
                    .arg(i)
                    .arg(plan.assignments[i].irq)
                    .arg(p)};
    }
    // Interface names go into sysfs paths in scripts run as root.
    for (std::size_t i = 0; i < plan.queues.size(); ++i) {
        const std::string &name = plan.queues[i].interface;
        const QByteArrayView bytes(name.data(), qsizetype(name.size()));
        if (!validInterfaceName(name) || !unsafeTextProblem(bytes).isEmpty())
            return Error{QCoreApplication::translate(
                             "PlanText", "queues[%1]: interface: is not an interface name (1 to 15 "
                                         "bytes, no '/', ':', white space or control characters)")
                             .arg(i)};
    }
    return Ok{};
}

} // namespace irqatlas
