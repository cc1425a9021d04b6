// SSH targets as the user types them (SshTarget::parse) and ssh's stderr as
// errorFor() reads it. Input: the target text, NUL, ssh's stderr bytes.
// A target that parses prints back (text()) to the same target, holds only
// characters that ssh and a shell read literally, and reaches ssh after "--"
// so it can never be an option. Every ssh error message names the target.
#include "fuzzcheck.h"
#include "remote/sshsession.h"

#include <QTemporaryDir>
#include <algorithm>

using namespace irqatlas;
using namespace irqatlas::fuzz;

namespace {
bool literalChars(const QString &s, bool allowV6)
{
    for (QChar c : s) {
        const char16_t u = c.unicode();
        const bool ok = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') ||
                        (u >= '0' && u <= '9') || u == '.' || u == '_' || u == '-' ||
                        (allowV6 && (u == ':' || u == '%'));
        if (!ok)
            return false;
    }
    return true;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray in = bytes(data, size);
    const qsizetype nul = in.indexOf('\0');
    const QString text = QString::fromUtf8(nul < 0 ? in : in.left(nul));
    const QByteArray stderrBytes = nul < 0 ? QByteArray() : in.mid(nul + 1);

    auto t = SshTarget::parse(text);
    if (!t.ok()) {
        FUZZ_CHECK(t.errorString().contains(QStringLiteral("--host")), "a refusal names --host");
        return 0;
    }
    FUZZ_CHECK(!t->host.isEmpty(), "a target has a host");
    FUZZ_CHECK(!t->host.startsWith(QLatin1Char('-')) && !t->user.startsWith(QLatin1Char('-')),
               "neither host nor user can read as an ssh option");
    if (!literalChars(t->host, true) || !literalChars(t->user, false))
        std::fprintf(stderr, "accepted host %s user %s\n", qPrintable(t->host),
                     qPrintable(t->user));
    FUZZ_CHECK(literalChars(t->host, true) && literalChars(t->user, false),
               "host and user hold only ASCII letters, digits and . _ - (: % for IPv6)");
    FUZZ_CHECK(t->port >= 0 && t->port <= 65535, "a port is 0 (unset) or 1-65535");

    auto again = SshTarget::parse(t->text());
    FUZZ_CHECK(again.ok(), "text() of a target parses");
    FUZZ_CHECK(again->user == t->user && again->host == t->host && again->port == t->port,
               "parse -> text -> parse is the identity");

    SshOptions options;
    static QTemporaryDir scratch;
    options.controlDir = scratch.filePath(QStringLiteral("ctl")); // made 0700 on first use
    SshSession session(*t, options);
    const QStringList args = session.commandArguments(QStringLiteral("true"));
    const qsizetype dashes = args.indexOf(QStringLiteral("--"));
    FUZZ_CHECK(dashes >= 0 && args.value(dashes + 1) == t->host, "the host follows \"--\"");
    FUZZ_CHECK(args.count(t->host) >= 1, "the host is passed as one argument");

    for (int exitCode : {1, 255}) {
        const Error e = session.errorFor(exitCode, stderrBytes);
        FUZZ_CHECK(e.message.contains(session.displayName()), "an ssh error names the target");
    }
    return 0;
}
