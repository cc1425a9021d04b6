// The snapshot archive reader alone (unpackArchive): the input is a .tar or
// .tar.gz. Small caps (1 MiB in all, 256 KiB a member, 256 members) keep
// every input fast and let the caps themselves be found: whatever the input,
// no more than the total lands on disk, nothing appears outside the unpack
// directory, no member is anything but a directory, a regular file or a
// link, and an error names the archive.
#include "fuzzcheck.h"
#include "snapshot/archiveunpack.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <cstdlib>
#include <sys/stat.h>

using namespace irqatlas;
using namespace irqatlas::fuzz;

namespace {
QString g_scratch; // holds only the input and the unpack directory
QString g_input;
QString g_dest;
const ArchiveCaps kCaps{1u << 20, 256u << 10, 256};
} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    char base[] = "/tmp/irqatlas-fuzz-archive-XXXXXX";
    FUZZ_CHECK(::mkdtemp(base) != nullptr, "a private scratch directory");
    g_scratch = QString::fromLocal8Bit(base);
    g_input = g_scratch + QStringLiteral("/input.tar");
    g_dest = g_scratch + QStringLiteral("/dest");
    std::atexit([] { QDir(g_scratch).removeRecursively(); });
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    {
        QFile f(g_input);
        FUZZ_CHECK(f.open(QIODevice::WriteOnly | QIODevice::Truncate), "input file opens");
        FUZZ_CHECK(f.write(bytes(data, size)) == qint64(size), "input file written");
    }
    FUZZ_CHECK(QDir().mkpath(g_dest), "the unpack directory");
    const Status s = unpackArchive(g_input, g_dest, QStringLiteral("input.tar"), kCaps);
    if (!s.ok())
        FUZZ_CHECK(s.errorString().startsWith(QStringLiteral("input.tar")) ||
                       s.errorString().contains(QStringLiteral("input.tar")),
                   "an unpack error names the archive");
    qint64 total = 0;
    int entries = 0;
    QDirIterator it(g_dest, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        struct stat st
        {
        };
        FUZZ_CHECK(::lstat(QFile::encodeName(path).constData(), &st) == 0, "entry stats");
        FUZZ_CHECK(S_ISDIR(st.st_mode) || S_ISREG(st.st_mode) || S_ISLNK(st.st_mode),
                   "only directories, files and links are made");
        FUZZ_CHECK(!S_ISREG(st.st_mode) || st.st_nlink == 1, "no hard links");
        if (S_ISREG(st.st_mode)) {
            FUZZ_CHECK(std::uint64_t(st.st_size) <= kCaps.fileBytes, "a member within its cap");
            total += st.st_size;
        }
        ++entries;
    }
    FUZZ_CHECK(std::uint64_t(total) <= kCaps.totalBytes, "the files within the total cap");
    // Directories named along a member's path are made too: at most as many
    // as a name has components, per member.
    FUZZ_CHECK(entries <= int(kCaps.entries) * 2048, "entries bounded by the member cap");
    FUZZ_CHECK(QDir(g_dest).removeRecursively(), "the unpack directory is removed");
    const QStringList left = QDir(g_scratch).entryList(QDir::AllEntries | QDir::Hidden |
                                                       QDir::System | QDir::NoDotAndDotDot);
    FUZZ_CHECK(left == QStringList{QStringLiteral("input.tar")}, "nothing next to the input");
    return 0;
}
