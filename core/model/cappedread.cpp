#include "model/cappedread.h"

#include "model/safefile.h"

#include <QCoreApplication>
#include <QFile>
#include <algorithm>

namespace irqatlas {
namespace {

Error tooLarge(const QString &name, std::size_t cap)
{
    return Error{QCoreApplication::translate("CappedRead",
                                             "%1 is larger than the supported maximum of %2 bytes")
                     .arg(name)
                     .arg(qulonglong(cap))};
}

} // namespace

Result<QByteArray> readCapped(QIODevice &device, std::size_t cap, const QString &name)
{
    // A file that says its size is refused before anything is allocated.
    if (!device.isSequential() && device.size() > 0 && std::uint64_t(device.size()) > cap)
        return tooLarge(name, cap);
    const qint64 limit = qint64(cap) + 1; // one byte more tells "too large"
    constexpr qint64 kChunk = qint64(1) << 20;
    QByteArray buf;
    qint64 used = 0;
    while (used < limit) {
        const qint64 want = std::min(kChunk, limit - used);
        buf.resize(qsizetype(used + want));
        const qint64 n = device.read(buf.data() + used, want);
        if (n < 0)
            return Error{QCoreApplication::translate("CappedRead", "cannot read %1: %2")
                             .arg(name, device.errorString())};
        if (n == 0)
            break;
        used += n;
    }
    if (used > qint64(cap))
        return tooLarge(name, cap);
    buf.resize(qsizetype(used));
    return buf;
}

Result<QByteArray> readFileCapped(const QString &path, std::size_t cap)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("CappedRead", "cannot read %1: %2")
                         .arg(path, f.errorString())};
    return readCapped(f, cap, path);
}

Result<QByteArray> readRegularFileCapped(const QString &path, std::size_t cap)
{
    QFile f;
    if (Status s = openRegularFile(f, path); !s.ok())
        return s.error();
    return readCapped(f, cap, path);
}

} // namespace irqatlas
