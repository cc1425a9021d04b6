#include "command.h"
#include "live/allocator.h"
#include "version/version.h"

#include <QCoreApplication>
#include <algorithm>
#include <cstring>

using namespace irqatlas::cli;

namespace {

void printUsage(bool toErr)
{
    QString text = QCoreApplication::translate(
        "irqatlas-cli", "Usage: irqatlas-cli COMMAND [options]\n\nCommands:\n");
    auto cmds = commands();
    std::sort(cmds.begin(), cmds.end(),
              [](const Command *a, const Command *b) { return std::strcmp(a->name, b->name) < 0; });
    for (const Command *c : cmds)
        text += QStringLiteral("  %1 %2\n")
                    .arg(QString::fromLatin1(c->name), -10)
                    .arg(QCoreApplication::translate("irqatlas-cli", c->summary));
    text += QCoreApplication::translate(
        "irqatlas-cli", "\n'irqatlas-cli COMMAND --help' shows the options of a command.\n");
    text += QCoreApplication::translate("irqatlas-cli",
                                        "'irqatlas-cli --version' shows the version.\n");
    if (toErr)
        err(text);
    else
        out(text);
}
} // namespace

int main(int argc, char *argv[])
{
    irqatlas::keepFreedMemoryForReuse();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("irqatlas-cli"));
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 2) {
        printUsage(true);
        return ExitUsage;
    }
    const QString &name = args.at(1);
    if (name == QLatin1String("--help") || name == QLatin1String("-h") ||
        name == QLatin1String("help")) {
        printUsage(false);
        return ExitOk;
    }
    if (name == QLatin1String("--version")) {
        out(QStringLiteral("irqatlas-cli %1\n").arg(QLatin1String(irqatlas::versionText())));
        return ExitOk;
    }
    for (const Command *c : commands()) {
        if (name == QLatin1String(c->name)) {
            QStringList sub = args.mid(2);
            sub.prepend(QStringLiteral("irqatlas-cli ") + name);
            return c->fn(sub);
        }
    }
    err(QCoreApplication::translate("irqatlas-cli", "irqatlas-cli: unknown command \"%1\"")
            .arg(name));
    printUsage(true);
    return ExitUsage;
}
