#include "command.h"

#include "model/printable.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace irqatlas::cli {
namespace {
std::vector<const Command *> &registry()
{
    static std::vector<const Command *> r;
    return r;
}
} // namespace

Command::Command(const char *n, const char *s, Fn f) : name(n), summary(s), fn(f)
{
    registry().push_back(this);
}

const std::vector<const Command *> &commands()
{
    return registry();
}

void addSourceOptions(QCommandLineParser &p)
{
    p.addOption(
        {QStringLiteral("root"),
         QCoreApplication::translate(
             "irqatlas-cli", "Read a saved machine: DIR/proc and DIR/sys as on a live system."),
         QCoreApplication::translate("irqatlas-cli", "DIR")});
    p.addOption({QStringLiteral("xml"),
                 QCoreApplication::translate("irqatlas-cli",
                                             "Topology from an hwloc XML file (format 2.0)."),
                 QCoreApplication::translate("irqatlas-cli", "FILE")});
    p.addOption(
        {QStringLiteral("topology"),
         QCoreApplication::translate("irqatlas-cli", "Topology from irqatlas topology JSON."),
         QCoreApplication::translate("irqatlas-cli", "FILE")});
    addHostOptions(p);
}

void addHostOptions(QCommandLineParser &p)
{
    p.addOption({QStringLiteral("host"),
                 QCoreApplication::translate("irqatlas-cli", "A remote host over SSH."),
                 QCoreApplication::translate("irqatlas-cli", "[user@]host[:port]")});
    p.addOption({QStringLiteral("ssh-config"),
                 QCoreApplication::translate("irqatlas-cli",
                                             "With --host: ssh client config (ssh -F FILE)."),
                 QCoreApplication::translate("irqatlas-cli", "FILE")});
}

void addFormatOption(QCommandLineParser &p)
{
    p.addOption({QStringLiteral("format"),
                 QCoreApplication::translate("irqatlas-cli", "Output format: table, json or csv."),
                 QCoreApplication::translate("irqatlas-cli", "FORMAT"), QStringLiteral("table")});
}

bool parseArgs(QCommandLineParser &p, const QStringList &args, int &exitCode)
{
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QCoreApplication::translate("irqatlas-cli", "Show this help."));
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
        err(QCoreApplication::translate(
                "irqatlas-cli",
                "irqatlas-cli: unknown --format \"%1\" (expected table, json or csv)")
                .arg(v));
        return false;
    }
    return true;
}

bool parseCommand(QCommandLineParser &p, const QStringList &args, Format &format, int &exitCode)
{
    if (!parseArgs(p, args, exitCode))
        return false;
    exitCode = ExitUsage;
    if (!p.positionalArguments().isEmpty()) {
        // args[0] is "irqatlas-cli <command>".
        const QString name = args.value(0).section(QLatin1Char(' '), -1);
        usageError(QCoreApplication::translate("irqatlas-cli", "%1 takes no arguments, got \"%2\"")
                       .arg(name, p.positionalArguments().constFirst()));
        return false;
    }
    return formatFrom(p, format);
}

bool parseTableOrJsonCommand(QCommandLineParser &p, const QStringList &args, Format &format,
                             int &exitCode)
{
    if (!parseCommand(p, args, format, exitCode))
        return false;
    if (format != Format::Csv)
        return true;
    const QString name = args.value(0).section(QLatin1Char(' '), -1);
    exitCode = usageError(
        QCoreApplication::translate("irqatlas-cli", "%1 prints table or json, not csv").arg(name));
    return false;
}

void outJsonList(const QString &key, const QJsonArray &items)
{
    out(QJsonDocument(QJsonObject{{key, items}}).toJson(QJsonDocument::Indented).toStdString());
}

// Everything irqatlas-cli prints passes here, so text from outside (a
// hostname, a saved tree, a recording, an error quoting any of them) never
// reaches the terminal with its control characters: the rule is applied
// once, not at each call site (docs/SECURITY.md). stdout may be JSON, so
// it spells what it writes out as \uXXXX, which a JSON string reads as the
// same character.
void out(std::string_view bytes)
{
    if (isPrintableText(bytes)) {
        std::fwrite(bytes.data(), 1, bytes.size(), stdout);
        return;
    }
    const std::string shown = printableBytes(bytes, Spelling::Json);
    std::fwrite(shown.data(), 1, shown.size(), stdout);
}

void out(const QString &text)
{
    const QByteArray b = text.toUtf8();
    out(std::string_view(b.constData(), std::size_t(b.size())));
}

void err(const QString &message)
{
    QByteArray b = printableText(message).toUtf8();
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
