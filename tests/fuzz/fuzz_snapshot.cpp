// Snapshot archives (openRootDir on a tarball, then readSnapshot): the input
// is the .tar. It unpacks into a private temporary directory that is gone
// once the source is; nothing is created anywhere else (TMPDIR is a private
// directory checked after every input), no symlink in the unpacked tree
// leads outside it, and a snapshot that reads keeps the parsers' promises.
#include "fuzzcheck.h"
#include "procfs/hostsource.h"
#include "snapshot/savedhost.h"
#include "snapshot/snapshot.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <cstdlib>

using namespace irqatlas;
using namespace irqatlas::fuzz;

namespace {
QString g_tmp;   // TMPDIR of this process: only the unpack directory may appear in it
QString g_input; // where each input is written, outside g_tmp

bool inside(const QString &path, const QString &root)
{
    return path == root || path.startsWith(root + QLatin1Char('/'));
}

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System |
                               QDir::NoDotAndDotDot);
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv); // QProcess runs tar
    char base[] = "/tmp/irqatlas-fuzz-snapshot-XXXXXX";
    FUZZ_CHECK(::mkdtemp(base) != nullptr, "a private scratch directory");
    const QString scratch = QString::fromLocal8Bit(base);
    g_tmp = scratch + QStringLiteral("/tmp");
    g_input = scratch + QStringLiteral("/input.tar");
    FUZZ_CHECK(QDir().mkpath(g_tmp), "a private TMPDIR");
    ::setenv("TMPDIR", g_tmp.toLocal8Bit().constData(), 1);
    std::atexit([] { QDir(QFileInfo(g_tmp).path()).removeRecursively(); });
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    {
        QFile f(g_input);
        FUZZ_CHECK(f.open(QIODevice::WriteOnly | QIODevice::Truncate), "input file opens");
        FUZZ_CHECK(f.write(bytes(data, size)) == qint64(size), "input file written");
    }
    {
        auto host = openRootDir(g_input);
        if (!host.ok()) {
            FUZZ_CHECK(host.errorString().contains(g_input), "an unpack error names the archive");
        } else {
            const QString root = (*host)->localRoot();
            FUZZ_CHECK(inside(root, g_tmp), "the archive is unpacked below TMPDIR");
            const QString canonRoot = QFileInfo(root).canonicalFilePath();
            QDirIterator it(root,
                            QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QFileInfo fi(it.next());
                if (!fi.isSymLink())
                    continue;
                const QString resolved = fi.canonicalFilePath();
                const bool escapes = !resolved.isEmpty() && !inside(resolved, canonRoot);
                // Was finding snapshot/absolute-link (now in the corpus): tar
                // kept a link to /etc/hostname and readSnapshot read this
                // machine's file. openRootDir refuses such an archive.
                if (escapes)
                    std::fprintf(stderr, "link %s leads to %s\n", qPrintable(fi.filePath()),
                                 qPrintable(resolved));
                FUZZ_CHECK(!escapes, "no symlink in an unpacked snapshot leads outside it");
            }
            SnapshotOptions options;
            options.topology = false; // hwloc's own sysfs reader is not irqatlas' to fuzz
            auto snap = readSnapshot(**host, options);
            if (snap.ok()) {
                checkIrqTable(snap->irqs);
            } else {
                FUZZ_CHECK(snap.errorString().contains(g_input), "a read error names the archive");
            }
        }
    }
    const QStringList left = entries(g_tmp);
    if (!left.isEmpty())
        std::fprintf(stderr, "left in TMPDIR: %s\n", qPrintable(left.join(QLatin1Char(' '))));
    FUZZ_CHECK(left.isEmpty(), "the unpack directory is removed with the source");
    FUZZ_CHECK(entries(QFileInfo(g_tmp).path()).size() == 2, "nothing appears next to TMPDIR");
    return 0;
}
