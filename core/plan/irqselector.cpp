#include "plan/irqselector.h"

#include <QCoreApplication>
#include <algorithm>
#include <charconv>

namespace irqatlas {
namespace {

bool parseInt(const QString &s, int &out)
{
    bool ok = false;
    out = s.toInt(&ok);
    return ok && out >= 0 && !s.startsWith(QLatin1Char('+'));
}

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

// Action names are "a, b, c" in /proc/interrupts.
std::vector<std::string_view> actions(std::string_view names)
{
    std::vector<std::string_view> out;
    while (!names.empty()) {
        const auto comma = names.find(',');
        std::string_view part = names.substr(0, comma);
        while (!part.empty() && part.front() == ' ')
            part.remove_prefix(1);
        while (!part.empty() && part.back() == ' ')
            part.remove_suffix(1);
        if (!part.empty())
            out.push_back(part);
        if (comma == std::string_view::npos)
            break;
        names.remove_prefix(comma + 1);
    }
    return out;
}

} // namespace

Result<IrqSelector> IrqSelector::parse(const QString &text)
{
    IrqSelector sel;
    sel.m_text = text;
    // Split on commas that are not escaped with a backslash.
    QStringList parts;
    QString cur;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('\\') && i + 1 < text.size() &&
            text[i + 1] == QLatin1Char(',')) {
            cur += QLatin1Char(',');
            ++i;
        } else if (text[i] == QLatin1Char(',')) {
            parts << cur;
            cur.clear();
        } else {
            cur += text[i];
        }
    }
    parts << cur;

    for (const QString &raw : parts) {
        const QString p = raw.trimmed();
        Term t;
        t.text = p;
        if (p.isEmpty())
            return Error{
                QCoreApplication::translate("IrqSelector", "IRQ selector \"%1\": empty term")
                    .arg(text)};
        const auto prefixed = [&](const char *prefix) {
            return p.startsWith(QLatin1String(prefix));
        };
        if (p == QLatin1String("all")) {
            t.kind = Kind::All;
        } else if (prefixed("name:")) {
            t.kind = Kind::Name;
            t.re = QRegularExpression(p.mid(5));
            if (!t.re.isValid())
                return Error{
                    QCoreApplication::translate(
                        "IrqSelector",
                        "IRQ selector term \"%1\": invalid regular expression at offset %2: %3")
                        .arg(p)
                        .arg(t.re.patternErrorOffset())
                        .arg(t.re.errorString())};
        } else if (prefixed("dev:")) {
            t.kind = Kind::Device;
            QString bdf = p.mid(4).toLower();
            if (bdf.count(QLatin1Char(':')) == 1)
                bdf.prepend(QStringLiteral("0000:"));
            t.value = bdf.toStdString();
        } else if (prefixed("if:")) {
            t.kind = Kind::Interface;
            t.value = p.mid(3).toStdString();
        } else if (prefixed("driver:")) {
            t.kind = Kind::Driver;
            t.value = p.mid(7).toStdString();
        } else {
            t.kind = Kind::Range;
            const qsizetype dash = p.indexOf(QLatin1Char('-'));
            bool ok = dash < 0
                          ? parseInt(p, t.first)
                          : parseInt(p.left(dash), t.first) && parseInt(p.mid(dash + 1), t.last);
            if (dash < 0)
                t.last = t.first;
            if (!ok || t.last < t.first)
                return Error{QCoreApplication::translate(
                                 "IrqSelector",
                                 "IRQ selector term \"%1\": expected an IRQ number, a range N-M, "
                                 "all, name:REGEX, dev:BDF, if:IFACE or driver:NAME")
                                 .arg(p)};
        }
        if ((t.kind == Kind::Device || t.kind == Kind::Interface || t.kind == Kind::Driver ||
             t.kind == Kind::Name) &&
            p.section(QLatin1Char(':'), 1).isEmpty())
            return Error{QCoreApplication::translate(
                             "IrqSelector", "IRQ selector term \"%1\": nothing after the colon")
                             .arg(p)};
        sel.m_terms.push_back(std::move(t));
    }
    return sel;
}

bool IrqSelector::matches(const Term &t, const Irq &irq) const
{
    switch (t.kind) {
    case Kind::All:
        return true;
    case Kind::Range:
        return irq.number >= t.first && irq.number <= t.last;
    case Kind::Name:
        return t.re.match(QString::fromStdString(irq.name)).hasMatch();
    case Kind::Device:
        if (!irq.device.empty())
            return lower(irq.device) == t.value;
        // Without a resolved device, MSI chips still carry the BDF.
        return lower(irq.chip).find(t.value) != std::string::npos;
    case Kind::Interface: {
        if (std::find(irq.interfaces.begin(), irq.interfaces.end(), t.value) !=
            irq.interfaces.end())
            return true;
        for (std::string_view a : actions(irq.name))
            if (a == t.value ||
                (a.size() > t.value.size() && a.substr(0, t.value.size()) == t.value &&
                 a[t.value.size()] == '-'))
                return true;
        return false;
    }
    case Kind::Driver:
        for (std::string_view a : actions(irq.name))
            if (a.substr(0, t.value.size()) == t.value)
                return true;
        return false;
    }
    return false;
}

Result<std::vector<std::size_t>> IrqSelector::select(const IrqTable &table) const
{
    std::vector<bool> chosen(table.irqs.size(), false);
    for (const Term &t : m_terms) {
        bool any = false;
        for (std::size_t i = 0; i < table.irqs.size(); ++i) {
            const Irq &q = table.irqs[i];
            if (q.symbolic() || !matches(t, q))
                continue;
            chosen[i] = true;
            any = true;
        }
        if (!any)
            return Error{QCoreApplication::translate(
                             "IrqSelector", "IRQ selector term \"%1\" selects no interrupt")
                             .arg(t.text)};
    }
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < chosen.size(); ++i)
        if (chosen[i])
            out.push_back(i);
    return out;
}

} // namespace irqatlas
