#include "command.h"

#include <QCoreApplication>

namespace irqatlas::cli {
namespace {
std::vector<const Command *> &registry()
{
    static std::vector<const Command *> r;
    return r;
}
QString tr(const char *s) { return QCoreApplication::translate("irqatlas-cli", s); }
} // namespace

Command::Command(const char *n, const char *s, Fn f) : name(n), summary(s), fn(f)
{
    registry().push_back(this);
}

const std::vector<const Command *> &commands() { return registry(); }

void addSourceOptions(QCommandLineParser &p)
{
    p.addOption({QStringLiteral("root"),
                 tr("Read a saved machine: DIR/proc and DIR/sys as on a live system."),
                 tr("DIR")});
    p.addOption({QStringLiteral("xml"), tr("Topology from an hwloc XML file (format 2.0)."),
                 tr("FILE")});
    p.addOption({QStringLiteral("topology"), tr("Topology from irqatlas topology JSON."),
                 tr("FILE")});
    p.addOption({QStringLiteral("host"), tr("A remote host over SSH."), tr("[user@]host[:port]")});
    p.addOption({QStringLiteral("ssh-config"), tr("With --host: ssh client config (ssh -F FILE)."),
                 tr("FILE")});
}

void addFormatOption(QCommandLineParser &p)
{
    p.addOption({QStringLiteral("format"), tr("Output format: table, json or csv."),
                 tr("FORMAT"), QStringLiteral("table")});
}

bool parseArgs(QCommandLineParser &p, const QStringList &args, int &exitCode)
{
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  tr("Show this help."));
    p.addOption(help);
    if (!p.parse(args)) {
        err(p.errorText());
        err(p.helpText());
        exitCode = ExitUsage;
        return false;
    }
    if (p.isSet(help)) {
        out(p.helpText());
        exitCode = ExitOk;
        return false;
    }
    return true;
}

bool formatFrom(const QCommandLineParser &p, Format &f)
{
    const QString v = p.value(QStringLiteral("format"));
    if (v == QLatin1String("table"))
        f = Format::Table;
    else if (v == QLatin1String("json"))
        f = Format::Json;
    else if (v == QLatin1String("csv"))
        f = Format::Csv;
    else {
        err(tr("irqatlas-cli: unknown --format \"%1\" (expected table, json or csv)").arg(v));
        return false;
    }
    return true;
}

void out(std::string_view bytes) { std::fwrite(bytes.data(), 1, bytes.size(), stdout); }

void out(const QString &text)
{
    const QByteArray b = text.toUtf8();
    out(std::string_view(b.constData(), std::size_t(b.size())));
}

void err(const QString &message)
{
    QByteArray b = message.toUtf8();
    if (!b.endsWith('\n'))
        b.append('\n');
    std::fwrite(b.constData(), 1, std::size_t(b.size()), stderr);
}

int fail(const QString &message)
{
    err(QStringLiteral("irqatlas-cli: ") + message);
    return ExitFailure;
}

int usageError(const QString &message)
{
    err(QStringLiteral("irqatlas-cli: ") + message);
    return ExitUsage;
}

} // namespace irqatlas::cli
