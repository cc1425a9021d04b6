#include "host/remotecollect.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSet>

#include <string_view>

namespace irqatlas {
namespace {


// Everything the readers and the snapshot writer use, in one pass. Notes:
// - The whole script is one function called at the end, so sh has read all
//   of it from stdin before any command runs (nothing can eat the script).
// - Small files go through the read builtin (no process per file), framed
//   by length (${#var} under LC_ALL=C). The big tables stream through one
//   cat each, framed by a random boundary chosen here for each collection
//   (sh would need a slow growing string to learn a 13 MB file's length).
// - The remote lstopo keeps the I/O objects the local loader keeps (every
//   PCI device, important bridges and OS devices), so a host looks the same
//   whether it is read here or over SSH.
// - tar is not used: sysfs reports 4096 bytes for every attribute and tar
//   would pad the real contents with NULs.
// - Remote names and contents only ever reach printf as %s arguments.
constexpr char kScript[] = R"SH(
LC_ALL=C; export LC_ALL
unset QUOTING_STYLE LS_COLORS CLICOLOR_FORCE
nl='
'
ia_f() {
	[ -f "$R$1" ] && [ -r "$R$1" ] || return 0
	c= l=
	{ while IFS= read -r l; do c="$c$l$nl"; done; } 2>/dev/null <"$R$1"
	c="$c$l"
	if [ -z "$c" ] && [ -s "$R$1" ]; then return 0; fi
	printf 'F %s %s\n%s%s' "${#1}" "${#c}" "$1" "$c"
}
ia_b() {
	[ -f "$R$1" ] && [ -r "$R$1" ] || return 0
	printf 'B %s\n%s' "${#1}" "$1"
	cat "$R$1" 2>/dev/null
	printf '\n%s\n' "$N"
}
ia_d() { printf 'D %s\n%s' "${#1}" "$1"; }
ia_l() { printf 'L %s %s\n%s%s' "${#1}" "${#2}" "$1" "$2"; }
ia_flat() {
	[ -d "$R$1" ] || return 0
	ia_d "$1"
	for e in "$R$1"/*; do
		[ -f "$e" ] && [ ! -h "$e" ] && ia_f "$1/${e##*/}"
	done
}
ia_irqs() {
	for x in "$R"/proc/irq/*; do
		n=${x##*/}
		case $n in *[!0-9]*|'') continue;; esac
		[ -d "$x" ] || continue
		ia_d "/proc/irq/$n"
		for a in smp_affinity smp_affinity_list effective_affinity effective_affinity_list node affinity_hint; do
			ia_f "/proc/irq/$n/$a"
		done
	done
	for x in "$R"/sys/kernel/irq/*; do
		n=${x##*/}
		case $n in *[!0-9]*|'') continue;; esac
		[ -d "$x" ] || continue
		ia_d "/sys/kernel/irq/$n"
		for a in actions chip_name hwirq name type per_cpu_count wakeup; do
			ia_f "/sys/kernel/irq/$n/$a"
		done
	done
	if [ -d "$R/sys/kernel/debug/irq/irqs" ] && [ -r "$R/sys/kernel/debug/irq/irqs" ]; then
		ia_d /sys/kernel/debug/irq/irqs
		for x in "$R"/sys/kernel/debug/irq/irqs/*; do
			n=${x##*/}
			case $n in *[!0-9]*|'') continue;; esac
			ia_f "/sys/kernel/debug/irq/irqs/$n"
		done
	fi
	for x in "$R"/sys/bus/pci/devices/*; do
		[ -d "$x" ] || continue
		p=/sys/bus/pci/devices/${x##*/}
		ia_d "$p"
		ia_f "$p/numa_node"; ia_f "$p/irq"; ia_f "$p/class"
		for s in msi_irqs net nvme infiniband; do
			[ -d "$x/$s" ] || continue
			ia_d "$p/$s"
			for e in "$x/$s"/*; do
				if [ -f "$e" ]; then ia_f "$p/$s/${e##*/}"
				elif [ -e "$e" ]; then ia_d "$p/$s/${e##*/}"; fi
			done
		done
	done
	for s in net block nvme infiniband; do
		x=$R/sys/class/$s
		[ -d "$x" ] || continue
		ia_d "/sys/class/$s"
		o=$(command ls -l "$x/" 2>/dev/null) || continue
		for e in "$x"/*; do
			[ -h "$e" ] || continue
			n=${e##*/}
			if [ "$s" = block ] && [ -e "$e/partition" ]; then continue; fi
			case $o in *" $n -> "*) ;; *) continue;; esac
			t=${o#*" $n -> "}
			t=${t%%"$nl"*}
			ia_l "/sys/class/$s/$n" "$t"
		done
	done
	for x in "$R"/proc/[0-9]*/comm; do
		l=
		IFS= read -r l 2>/dev/null <"$x" || continue
		if [ "$l" = irqbalance ]; then ia_f "${x#"$R"}"; fi
	done
}
ia_topology() {
	if [ "$H" = 1 ] && [ -z "$R" ]; then
		for h in lstopo-no-graphics hwloc-ls lstopo; do
			command -v "$h" >/dev/null 2>&1 || continue
			c=$("$h" --of xml --filter io:important --filter pci:all - 2>/dev/null </dev/null && echo .) ||
				c=$("$h" --of xml - 2>/dev/null </dev/null && echo .) || continue
			c=${c%.}
			printf 'F 13 %s\n/topology.xml%s' "${#c}" "$c"
			return 0
		done
	fi
	if [ -f "$R/topology.xml" ]; then ia_b /topology.xml; return 0; fi
	ia_b /proc/cpuinfo
	ia_b /proc/meminfo
	ia_flat /sys/devices/system/cpu
	for x in "$R"/sys/devices/system/cpu/cpu[0-9]*; do
		[ -d "$x" ] || continue
		p=/sys/devices/system/cpu/${x##*/}
		ia_flat "$p"
		ia_flat "$p/topology"
		for y in "$x"/cache/index[0-9]*; do
			[ -d "$y" ] && ia_flat "$p/cache/${y##*/}"
		done
	done
	ia_flat /sys/devices/system/node
	for x in "$R"/sys/devices/system/node/node[0-9]*; do
		[ -d "$x" ] || continue
		p=/sys/devices/system/node/${x##*/}
		ia_flat "$p"
		for y in "$x"/hugepages/hugepages-*; do
			[ -d "$y" ] && ia_flat "$p/hugepages/${y##*/}"
		done
	done
}
ia_main() {
	printf 'IRQATLAS-COLLECT 1 %s\n' "$N"
	ia_b /proc/interrupts
	ia_b /proc/stat
	ia_b /proc/softirqs
	for p in /proc/uptime /proc/sys/kernel/hostname /proc/sys/kernel/osrelease /proc/version \
		/proc/irq/default_smp_affinity /sys/devices/system/cpu/isolated \
		/sys/devices/system/cpu/nohz_full /sys/devices/system/cpu/online \
		/sys/devices/system/cpu/offline /sys/devices/system/cpu/possible \
		/sys/devices/system/cpu/present; do
		ia_f "$p"
	done
	if [ "$I" = 1 ]; then ia_irqs; fi
	if [ "$T" = 1 ]; then ia_topology; fi
	printf 'Z\n'
}
ia_main </dev/null
exit 0
)SH";

// A record's header: a letter and up to two decimal numbers, one line.
struct Header
{
    char kind = 0;
    qint64 a = -1;
    qint64 b = -1;
};

bool parseNumber(std::string_view s, qint64 &out)
{
    if (s.empty() || s.size() > 12)
        return false;
    qint64 v = 0;
    for (char c : s) {
        if (c < '0' || c > '9')
            return false;
        v = v * 10 + (c - '0');
    }
    out = v;
    return true;
}

bool parseHeader(std::string_view line, Header &h)
{
    if (line.empty())
        return false;
    h = {};
    h.kind = line[0];
    line.remove_prefix(1);
    for (qint64 *field : {&h.a, &h.b}) {
        if (line.empty())
            break;
        if (line[0] != ' ')
            return false;
        line.remove_prefix(1);
        const std::size_t sp = line.find(' ');
        if (!parseNumber(line.substr(0, sp), *field))
            return false;
        line = sp == std::string_view::npos ? std::string_view{} : line.substr(sp);
    }
    return line.empty();
}

// A remote path must stay inside the unpack directory: absolute, no empty,
// "." or ".." components.
bool safePath(const QString &p)
{
    if (!p.startsWith(QLatin1Char('/')) || p.size() > 4096 || p.contains(QChar(0)))
        return false;
    const QStringList parts = p.mid(1).split(QLatin1Char('/'));
    for (const QString &c : parts)
        if (c.isEmpty() || c == QLatin1String(".") || c == QLatin1String(".."))
            return false;
    return true;
}

// A symlink target, resolved against the link's remote directory, must not
// climb above "/" (so reading through it never leaves the unpack directory).
bool safeLinkTarget(const QString &linkPath, const QString &target)
{
    if (target.isEmpty() || target.startsWith(QLatin1Char('/')) || target.contains(QChar(0)))
        return false;
    QStringList stack = linkPath.mid(1).split(QLatin1Char('/'));
    stack.removeLast();
    for (const QString &c : target.split(QLatin1Char('/'))) {
        if (c.isEmpty() || c == QLatin1String("."))
            continue;
        if (c == QLatin1String("..")) {
            if (stack.isEmpty())
                return false;
            stack.removeLast();
        } else {
            stack << c;
        }
    }
    return true;
}

// Kept on one line and free of single quotes: it travels as sh -c '...'
// through the login shell, since its stdin carries the ticks. Every table is
// streamed by cat and ends with the boundary (N, set in front of it).
constexpr char kSampleLoop[] =
    "LC_ALL=C; export LC_ALL; "
    "b() { printf \"B %s\\n%s\" \"${#1}\" \"$1\"; cat \"$1\" 2>/dev/null; printf \"\\n%s\\n\" \"$N\"; }; "
    "while IFS= read -r t; do [ \"$t\" = q ] && exit 0; "
    "printf \"IRQATLAS-SAMPLE 1\\n\"; b /proc/uptime; b /proc/interrupts; b /proc/stat; "
    "b /proc/softirqs; printf \"Z\\n\"; done";

} // namespace

QByteArray newBoundary()
{
    QByteArray nonce(16, Qt::Uninitialized);
    QRandomGenerator::system()->generate(nonce.begin(), nonce.end());
    return "IRQATLAS-END-" + nonce.toHex();
}

QString sampleLoopCommand(const QByteArray &boundary)
{
    return QStringLiteral("exec sh -c ") +
           QString::fromLatin1(shellQuote("N=" + boundary + "; " + kSampleLoop));
}

Result<std::optional<FramedBlock>> parseFramedBlock(const QByteArray &buf,
                                                    std::string_view marker,
                                                    const QByteArray &boundary,
                                                    const QString &origin)
{
    const std::string end = "\n" + boundary.toStdString() + "\n";
    const std::string_view all(buf.constData(), std::size_t(buf.size()));
    auto bad = [&](std::size_t at, const QString &why) {
        return Error{QCoreApplication::translate("RemoteCollect", "%1: remote sample stream, byte %2: %3")
                         .arg(origin, QString::number(at), why)};
    };
    std::size_t pos = all.find('\n');
    if (pos == std::string_view::npos)
        return std::optional<FramedBlock>{};
    if (all.substr(0, pos) != marker)
        return bad(0, QCoreApplication::translate("RemoteCollect", "expected a sample header"));
    ++pos;
    FramedBlock block;
    while (true) {
        const std::size_t start = pos;
        const std::size_t eol = all.find('\n', pos);
        if (eol == std::string_view::npos)
            return std::optional<FramedBlock>{};
        Header h;
        if (!parseHeader(all.substr(pos, eol - pos), h))
            return bad(start, QCoreApplication::translate("RemoteCollect", "malformed record header"));
        pos = eol + 1;
        if (h.kind == 'Z')
            break;
        if (h.kind == 'B' && h.a >= 0 && h.b == -1) {
            if (std::size_t(h.a) > all.size() - pos)
                return std::optional<FramedBlock>{};
            const QString path = QFile::decodeName(QByteArray(all.data() + pos, qsizetype(h.a)));
            const std::size_t stop = all.find(end, pos + std::size_t(h.a));
            if (stop == std::string_view::npos)
                return std::optional<FramedBlock>{};
            pos += std::size_t(h.a);
            block.files[path] = QByteArray(all.data() + pos, qsizetype(stop - pos));
            pos = stop + end.size();
            continue;
        }
        if (h.kind != 'F' || h.a < 0 || h.b < 0)
            return bad(start, QCoreApplication::translate("RemoteCollect", "unexpected record"));
        if (std::size_t(h.a + h.b) > all.size() - pos)
            return std::optional<FramedBlock>{};
        const QString path = QFile::decodeName(QByteArray(all.data() + pos, qsizetype(h.a)));
        pos += std::size_t(h.a);
        block.files[path] = QByteArray(all.data() + pos, qsizetype(h.b));
        pos += std::size_t(h.b);
    }
    block.consumed = qsizetype(pos);
    return std::optional<FramedBlock>(std::move(block));
}

QByteArray shellQuote(const QByteArray &s)
{
    QByteArray q = "'";
    for (char c : s) {
        if (c == '\'')
            q += "'\\''";
        else
            q += c;
    }
    q += '\'';
    return q;
}

QString collectCommand() { return QStringLiteral("exec sh -s"); }

QByteArray collectScript(const CollectOptions &options)
{
    QByteArray s;
    s += "R=" + shellQuote(QFile::encodeName(options.testRoot)) + "\n";
    // Remote contents cannot guess it, so they cannot end a record early.
    s += "N=" + newBoundary() + "\n";
    s += options.irqs ? "I=1\n" : "I=0\n";
    s += options.topology ? "T=1\n" : "T=0\n";
    s += options.preferRemoteHwloc ? "H=1\n" : "H=0\n";
    s += kScript;
    return s;
}

Result<CollectStats> unpackFrames(const QByteArray &output, const QString &dir,
                                  const QString &origin)
{
    const std::string_view all(output.constData(), std::size_t(output.size()));
    // Shell start-up files may print before the script does; skip to the marker.
    constexpr std::string_view marker = "IRQATLAS-COLLECT 1 ";
    std::size_t pos = all.find(marker);
    while (pos != std::string_view::npos && pos > 0 && all[pos - 1] != '\n')
        pos = all.find(marker, pos + 1);
    if (pos == std::string_view::npos)
        return Error{QCoreApplication::translate("RemoteCollect", "%1: the remote collection printed no irqatlas output (is /bin/sh a "
                        "POSIX shell there?)")
                         .arg(origin)};
    pos += marker.size();
    const std::size_t markerEnd = all.find('\n', pos);
    if (markerEnd == std::string_view::npos || markerEnd - pos < 20 || markerEnd - pos > 100)
        return Error{QCoreApplication::translate("RemoteCollect", "%1: the remote collection output has no valid boundary").arg(origin)};
    // "\n" + boundary + "\n" ends a streamed record.
    const std::string boundary = "\n" + std::string(all.substr(pos, markerEnd - pos)) + "\n";
    pos = markerEnd + 1;

    CollectStats stats;
    QSet<QString> links; // paths written as symlinks: nothing may be written below them
    auto bad = [&](std::size_t at, const QString &why) {
        return Error{QCoreApplication::translate("RemoteCollect", "%1: remote collection output, byte %2: %3")
                         .arg(origin, QString::number(at), why)};
    };
    auto take = [&](qint64 n, std::string_view &out) {
        if (n < 0 || std::size_t(n) > all.size() - pos)
            return false;
        out = all.substr(pos, std::size_t(n));
        pos += std::size_t(n);
        return true;
    };
    auto belowLink = [&](const QString &p) {
        for (qsizetype i = p.indexOf(QLatin1Char('/'), 1); i > 0;
             i = p.indexOf(QLatin1Char('/'), i + 1))
            if (links.contains(p.left(i)))
                return true;
        return false;
    };

    while (true) {
        const std::size_t start = pos;
        const std::size_t eol = all.find('\n', pos);
        if (eol == std::string_view::npos)
            return bad(start, QCoreApplication::translate("RemoteCollect", "the output ends early (the connection was lost?)"));
        Header h;
        if (!parseHeader(all.substr(pos, eol - pos), h))
            return bad(start, QCoreApplication::translate("RemoteCollect", "malformed record header"));
        pos = eol + 1;
        if (h.kind == 'Z')
            break;
        std::string_view pathBytes;
        if (!take(h.a, pathBytes))
            return bad(start, QCoreApplication::translate("RemoteCollect", "the output ends inside a record (the connection was lost?)"));
        const QString path = QFile::decodeName(QByteArray(pathBytes.data(), qsizetype(pathBytes.size())));
        if (!safePath(path) || belowLink(path))
            return bad(start, QCoreApplication::translate("RemoteCollect", "refusing the path %1").arg(path));
        const QString local = dir + path;
        if (h.kind == 'B') {
            if (h.b != -1)
                return bad(start, QCoreApplication::translate("RemoteCollect", "malformed record header"));
            const std::size_t end = all.find(boundary, pos);
            if (end == std::string_view::npos)
                return bad(start, QCoreApplication::translate("RemoteCollect", "the output ends inside a record (the connection was lost?)"));
            const std::string_view body = all.substr(pos, end - pos);
            pos = end + boundary.size();
            if (!QDir().mkpath(QFileInfo(local).absolutePath()))
                return bad(start, QCoreApplication::translate("RemoteCollect", "cannot create the folder of %1").arg(local));
            QFile f(local);
            if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
                f.write(body.data(), qint64(body.size())) != qint64(body.size()))
                return bad(start, QCoreApplication::translate("RemoteCollect", "cannot write %1: %2").arg(local, f.errorString()));
            ++stats.files;
            stats.bytes += qint64(body.size());
            continue;
        }
        if (h.kind == 'D') {
            if (h.b != -1)
                return bad(start, QCoreApplication::translate("RemoteCollect", "malformed record header"));
            if (!QDir().mkpath(local))
                return bad(start, QCoreApplication::translate("RemoteCollect", "cannot create %1").arg(local));
            ++stats.dirs;
            continue;
        }
        std::string_view body;
        if (h.b < 0 || !take(h.b, body))
            return bad(start, QCoreApplication::translate("RemoteCollect", "the output ends inside a record (the connection was lost?)"));
        if (!QDir().mkpath(QFileInfo(local).absolutePath()))
            return bad(start, QCoreApplication::translate("RemoteCollect", "cannot create the folder of %1").arg(local));
        if (h.kind == 'F') {
            QFile f(local);
            if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
                f.write(body.data(), qint64(body.size())) != qint64(body.size()))
                return bad(start, QCoreApplication::translate("RemoteCollect", "cannot write %1: %2").arg(local, f.errorString()));
            ++stats.files;
            stats.bytes += qint64(body.size());
        } else if (h.kind == 'L') {
            const QString target = QFile::decodeName(QByteArray(body.data(), qsizetype(body.size())));
            // A link that would lead out of the copy is dropped, not followed.
            if (!safeLinkTarget(path, target) || QFileInfo(local).isSymLink() ||
                QFileInfo::exists(local))
                continue;
            if (!QFile::link(target, local))
                return bad(start, QCoreApplication::translate("RemoteCollect", "cannot create the link %1").arg(local));
            links.insert(path);
            ++stats.links;
        } else {
            return bad(start, QCoreApplication::translate("RemoteCollect", "unknown record type"));
        }
    }
    return stats;
}

} // namespace irqatlas
