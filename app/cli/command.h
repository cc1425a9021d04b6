#pragma once

#include <QCommandLineParser>
#include <QJsonArray>
#include <QString>
#include <QStringList>
#include <cstdio>
#include <string_view>

namespace irqatlas::cli {

// Exit status contract of docs/CLI.md.
enum Exit : int
{
    ExitOk = 0,
    ExitFailure = 1,
    ExitUsage = 2
};

enum class Format
{
    Table,
    Json,
    Csv
};

// One subcommand. Each cmd_*.cpp file registers its commands with a static
// Command object, so adding a command never touches main.cpp.
struct Command
{
    using Fn = int (*)(const QStringList &args); // args[0] is "irqatlas-cli <name>"
    Command(const char *name, const char *summary, Fn fn);
    const char *name;
    const char *summary; // untranslated source text, shown through tr()
    Fn fn;
};

const std::vector<const Command *> &commands();

// Shared options. addSourceOptions adds --root/--xml/--topology/--host/--ssh-config.
void addSourceOptions(QCommandLineParser &p);
// --host and --ssh-config alone, for commands that act on one host.
void addHostOptions(QCommandLineParser &p);
void addFormatOption(QCommandLineParser &p);
// Parses args with p (adding --help); on error prints the message and usage
// to stderr and returns false. exitCode receives 0 for --help, 2 otherwise.
bool parseArgs(QCommandLineParser &p, const QStringList &args, int &exitCode);
// Validates --format; prints the error on failure.
bool formatFrom(const QCommandLineParser &p, Format &out);
// What most commands start with: parseArgs, no positional arguments, then
// --format. False: return exitCode (0 for --help, 2 for a usage error).
bool parseCommand(QCommandLineParser &p, const QStringList &args, Format &format, int &exitCode);
// parseCommand for a command that prints a table or JSON: --format csv is a
// usage error naming the command.
bool parseTableOrJsonCommand(QCommandLineParser &p, const QStringList &args, Format &format,
                             int &exitCode);
// {"key": items}, indented, on stdout.
void outJsonList(const QString &key, const QJsonArray &items);

// Output: stdout is bytes (UTF-8); errors go to stderr with a trailing newline.
void out(std::string_view bytes);
void out(const QString &text);
void err(const QString &message);
// "irqatlas-cli: <message>" on stderr, returns ExitFailure.
int fail(const QString &message);
int usageError(const QString &message);

} // namespace irqatlas::cli
