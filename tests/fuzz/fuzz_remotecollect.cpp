// The remote frame unpacker (host/remotecollect.h). Each input is the framed
// output of a remote collection, unpacked into a fresh private directory:
// nothing may appear outside it (a sibling directory watches), no symlink
// inside it may lead outside it (reading the copy must never leave it), and
// errors name the host. The same bytes also go through parseFramedBlock, the
// live sampler's reader, whose consumed count must stay within the buffer.
#include "fuzzcheck.h"
#include "remote/frameunpack.h"
#include "remote/remotecollect.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QTemporaryDir>

using namespace irqatlas;
using namespace irqatlas::fuzz;

namespace {
const QString kOrigin = QStringLiteral("fuzzhost");
// The seeds are framed with this boundary, as collectScript frames a run.
const QByteArray kBoundary = "IRQATLAS-END-0123456789abcdef0123456789abcdef";

bool inside(const QString &path, const QString &root)
{
    return path == root || path.startsWith(root + QLatin1Char('/'));
}

void checkUnpack(const QByteArray &in)
{
    QTemporaryDir parent;
    FUZZ_CHECK(parent.isValid(), "a scratch directory");
    const QString root = parent.filePath(QStringLiteral("root"));
    const QString watch = parent.filePath(QStringLiteral("watch"));
    FUZZ_CHECK(QDir().mkpath(root) && QDir().mkpath(watch), "scratch folders");

    auto r = unpackFrames(in, kBoundary, root, kOrigin);
    checkErrorNames(r, kOrigin);

    const QStringList around =
        QDir(parent.path())
            .entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    if (around != QStringList{QStringLiteral("root"), QStringLiteral("watch")})
        std::fprintf(stderr, "outside the unpack dir: %s\n",
                     qPrintable(around.join(QLatin1Char(' '))));
    FUZZ_CHECK(around == (QStringList{QStringLiteral("root"), QStringLiteral("watch")}),
               "nothing is created next to the unpack directory");
    FUZZ_CHECK(
        QDir(watch).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
        "nothing is written into a sibling directory");

    const QString canonRoot = QFileInfo(root).canonicalFilePath();
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo fi(it.next());
        FUZZ_CHECK(inside(fi.absoluteFilePath(), root), "every entry is below the root");
        if (!fi.isSymLink())
            continue;
        const QString resolved = fi.canonicalFilePath(); // empty when dangling
        const bool escapes = !resolved.isEmpty() && !inside(resolved, canonRoot);
        // Regression remotecollect/regression-link-chain: a link through
        // another link ("s/l1/../.." where s/l1 is "..").
        if (escapes)
            std::fprintf(stderr, "link %s leads to %s, outside %s\n", qPrintable(fi.filePath()),
                         qPrintable(resolved), qPrintable(canonRoot));
        FUZZ_CHECK(!escapes, "no symlink in the copy leads outside it");
    }
}

void checkBlock(const QByteArray &in)
{
    auto r = parseFramedBlock(in, "IRQATLAS-SAMPLE 1", kBoundary, kOrigin);
    checkErrorNames(r, kOrigin);
    if (r.ok() && *r) {
        const FramedBlock &b = **r;
        FUZZ_CHECK(b.consumed > 0 && b.consumed <= in.size(), "a block lies within the buffer");
        qsizetype content = 0;
        for (const auto &[name, data] : b.files)
            content += data.size();
        FUZZ_CHECK(content <= in.size(), "a block holds no more bytes than it read");
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray in = bytes(data, size);
    checkUnpack(in);
    checkBlock(in);
    return 0;
}
