#include "procfs/irqbalancetree.h"

#include "procfs/lineparse.h"

#include <QCoreApplication>

namespace irqatlas {
namespace {

constexpr std::size_t kMaxBytes = std::size_t(1) << 20;
constexpr std::size_t kMaxObjects = 16384;
constexpr std::size_t kMaxIrqs = 65536;
constexpr std::uint64_t kMaxIrq = 1u << 24;

// Blank-separated words of irqbalance's answer, read one at a time.
class Words
{
public:
    Words(std::string_view text, const QString &source) : m_text(text), m_source(source) {}

    bool atEnd()
    {
        skip();
        return m_pos >= m_text.size();
    }
    std::string_view next()
    {
        skip();
        const std::size_t start = m_pos;
        while (m_pos < m_text.size() && !blank(m_text[m_pos]))
            ++m_pos;
        return m_text.substr(start, m_pos - start);
    }
    std::string_view peek()
    {
        const std::size_t keep = m_pos;
        const std::string_view w = next();
        m_pos = keep;
        return w;
    }
    // "KEY value" with value an unsigned number up to max.
    bool number(std::string_view key, std::uint64_t max, std::uint64_t &out, Error &err)
    {
        if (next() != key)
            return fail(QCoreApplication::translate("IrqbalanceTree", "expected %1")
                            .arg(QLatin1String(key.data(), qsizetype(key.size()))),
                        err);
        const std::string_view v = next();
        if (!lineparse::toU64(v, out) || out > max)
            return fail(QCoreApplication::translate("IrqbalanceTree", "%1 is not a number")
                            .arg(lineparse::quotedField(v)),
                        err);
        return true;
    }
    bool fail(const QString &what, Error &err) const
    {
        err = Error{QCoreApplication::translate("IrqbalanceTree", "%1: at byte %2: %3")
                        .arg(m_source)
                        .arg(m_pos)
                        .arg(what)};
        return false;
    }

private:
    static bool blank(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\0'; }
    void skip()
    {
        while (m_pos < m_text.size() && blank(m_text[m_pos]))
            ++m_pos;
    }
    std::string_view m_text;
    QString m_source;
    std::size_t m_pos = 0;
};

bool readIrq(Words &w, IrqbalanceIrq &irq, Error &err)
{
    std::uint64_t n = 0, load = 0, diff = 0, cls = 0;
    if (!w.number("IRQ", kMaxIrq, n, err) || !w.number("LOAD", UINT64_MAX, load, err) ||
        !w.number("DIFF", UINT64_MAX, diff, err) || !w.number("CLASS", 255, cls, err))
        return false;
    irq = {int(n), load, diff, int(cls)};
    return true;
}

bool readObject(Words &w, IrqbalanceObject &o, Error &err)
{
    std::uint64_t type = 0, load = 0, save = 0;
    if (!w.number("TYPE", 3, type, err))
        return false;
    // NUMBER is signed: -1 is the node irqbalance keeps for devices without one.
    if (w.next() != "NUMBER")
        return w.fail(QCoreApplication::translate("IrqbalanceTree", "expected NUMBER"), err);
    std::string_view num = w.next();
    const bool negative = !num.empty() && num.front() == '-';
    std::uint64_t n = 0;
    if (!lineparse::toU64(negative ? num.substr(1) : num, n) || n > kMaxIrq || (negative && n != 1))
        return w.fail(QCoreApplication::translate("IrqbalanceTree", "%1 is not an object number")
                          .arg(lineparse::quotedField(num)),
                      err);
    if (!w.number("LOAD", UINT64_MAX, load, err) || !w.number("SAVE_MODE", 1, save, err))
        return false;
    o.type = IrqbalanceObject::Type(type);
    o.number = negative ? -1 : int(n);
    o.load = load;
    o.powerSave = save != 0;
    return true;
}

} // namespace

QString IrqbalanceIrq::className() const
{
    static const char *const names[] = {"other",    "legacy", "storage", "video",
                                        "ethernet", "gbeth",  "10gbeth", "virt-event"};
    return classId >= 0 && classId < int(std::size(names)) ? QLatin1String(names[classId])
                                                           : QString::number(classId);
}

QString IrqbalanceObject::typeName() const
{
    switch (type) {
    case Type::Cpu:
        return QStringLiteral("cpu");
    case Type::Cache:
        return QStringLiteral("cache");
    case Type::Package:
        return QStringLiteral("package");
    case Type::Node:
        break;
    }
    return QStringLiteral("node");
}

Result<std::vector<IrqbalanceObject>> parseIrqbalanceStats(std::string_view text,
                                                           const QString &source)
{
    if (text.size() > kMaxBytes)
        return lineparse::inputTooLarge(source, text.size(), kMaxBytes);
    Words w(text, source);
    Error err;
    std::vector<IrqbalanceObject> roots;
    // The path from a root to the object read last: a lower type goes below.
    std::vector<IrqbalanceObject *> path;
    std::size_t objects = 0, irqs = 0;
    while (!w.atEnd()) {
        if (w.peek() == "IRQ") {
            if (path.empty()) {
                w.fail(QCoreApplication::translate("IrqbalanceTree", "an IRQ before any object"),
                       err);
                return err;
            }
            if (++irqs > kMaxIrqs) {
                w.fail(
                    QCoreApplication::translate("IrqbalanceTree", "more IRQs than irqatlas keeps"),
                    err);
                return err;
            }
            IrqbalanceIrq irq;
            if (!readIrq(w, irq, err))
                return err;
            path.back()->irqs.push_back(irq);
            continue;
        }
        IrqbalanceObject o;
        if (++objects > kMaxObjects || !readObject(w, o, err)) {
            if (objects > kMaxObjects)
                w.fail(QCoreApplication::translate("IrqbalanceTree",
                                                   "more objects than irqatlas keeps"),
                       err);
            return err;
        }
        while (!path.empty() && int(path.back()->type) <= int(o.type))
            path.pop_back();
        std::vector<IrqbalanceObject> &siblings = path.empty() ? roots : path.back()->children;
        siblings.push_back(std::move(o));
        path.push_back(&siblings.back());
    }
    return roots;
}

Status parseIrqbalanceSetup(std::string_view text, const QString &source, IrqbalanceView &out)
{
    if (text.size() > kMaxBytes)
        return lineparse::inputTooLarge(source, text.size(), kMaxBytes);
    Words w(text, source);
    Error err;
    while (!w.atEnd()) {
        const std::string_view key = w.peek();
        if (key == "SLEEP") {
            std::uint64_t s = 0;
            if (!w.number("SLEEP", 86400, s, err))
                return err;
            out.sleepSeconds = int(s);
        } else if (key == "IRQ") {
            IrqbalanceIrq irq;
            if (out.bannedIrqs.size() >= kMaxIrqs) {
                w.fail(
                    QCoreApplication::translate("IrqbalanceTree", "more IRQs than irqatlas keeps"),
                    err);
                return err;
            }
            if (!readIrq(w, irq, err))
                return err;
            out.bannedIrqs.push_back(irq);
        } else if (key == "BANNED") {
            w.next();
            const std::string_view mask = w.next();
            auto cpus = CpuSet::parseMask(mask);
            if (!cpus.ok()) {
                w.fail(cpus.errorString(), err);
                return err;
            }
            out.bannedCpus = *cpus;
        } else {
            w.fail(QCoreApplication::translate("IrqbalanceTree", "unexpected %1")
                       .arg(lineparse::quotedField(key)),
                   err);
            return err;
        }
    }
    return Ok{};
}

} // namespace irqatlas
