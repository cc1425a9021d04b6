#include "remote/remotecollect.h"

#include "remote/frameunpack.h"

#include <QCoreApplication>
#include <QFile>
#include <QRandomGenerator>
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
			[ "$s" = net ] && [ "$n" != lo ] && ia_netlink "$t"
		done
	done
	for x in "$R"/proc/[0-9]*/comm; do
		l=
		IFS= read -r l 2>/dev/null <"$x" || continue
		case $l in
		irqbalance) p=${x%/comm}; p=${p#"$R"}; ia_f "$p/comm"; ia_f "$p/status";;
		irq/*|napi/*|ksoftirqd/*)
			p=${x%/comm}; p=${p#"$R"}
			ia_d "$p"; ia_f "$p/comm"; ia_f "$p/stat"; ia_f "$p/status";;
		esac
	done
}
ia_netq() {
	# An interface's threaded NAPI setting and its queues' RPS/XPS files,
	# at the device folder its class link names (never written below a link).
	[ -d "$R$1" ] || return 0
	ia_d "$1"
	ia_f "$1/threaded"
	[ -d "$R$1/queues" ] && [ ! -h "$R$1/queues" ] || return 0
	ia_d "$1/queues"
	for q in "$R$1"/queues/rx-* "$R$1"/queues/tx-*; do
		[ -d "$q" ] && [ ! -h "$q" ] || continue
		m=${q##*/}
		case $m in rx-*[!0-9]*|tx-*[!0-9]*) continue;; esac
		ia_d "$1/queues/$m"
		for a in rps_cpus rps_flow_cnt xps_cpus xps_rxqs; do
			[ -h "$q/$a" ] || ia_f "$1/queues/$m/$a"
		done
	done
}
ia_netlink() {
	# "../../devices/pci0000:00/0000:00:03.0/net/eth0" -> /sys/devices/...
	case $1 in ../../devices/*) ;; *) return 0;; esac
	r=${1#../../}
	case $r in *..*|*/./*|*//*|*/.|*/) return 0;; esac
	ia_netq "/sys/$r"
}
ia_drivers() {
	# The driver bound to each PCI function (its link's text only), with one
	# ls for all of them: devices without a class are named by it.
	set -- "$R"/sys/bus/pci/devices/*/driver
	[ -h "$1" ] || return 0
	o=$(command ls -l "$@" 2>/dev/null) || [ -n "$o" ] || return 0
	d=" $R/sys/bus/pci/devices/"
	while [ -n "$o" ]; do
		l=${o%%"$nl"*}
		case $o in *"$nl"*) o=${o#*"$nl"};; *) o=;; esac
		case $l in *"$d"*"/driver -> "*) ;; *) continue;; esac
		r=${l#*"$d"}
		n=${r%%"/driver -> "*}
		case $n in *[!0-9a-f:.]*|'') continue;; esac
		ia_l "/sys/bus/pci/devices/$n/driver" "${r#*"/driver -> "}"
	done
}
ia_topology() {
	ia_drivers
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
		for y in "$x"/memory_side_cache/index[0-9]*; do
			[ -d "$y" ] && ia_flat "$p/memory_side_cache/${y##*/}"
		done
	done
	# hwloc lists no PCI functions from a tree: their own files, never
	# through a link (class and numa_node came with the IRQs already).
	for x in "$R"/sys/bus/pci/devices/*; do
		[ -d "$x" ] || continue
		n=${x##*/}
		case $n in *[!0-9a-f:.]*|'') continue;; esac
		p=/sys/bus/pci/devices/$n
		if [ "$I" = 1 ]; then set -- vendor device local_cpulist
		else ia_d "$p"; set -- class vendor device numa_node local_cpulist; fi
		for a do
			[ -h "$x/$a" ] || ia_f "$p/$a"
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

// Kept on one line and free of single quotes: it travels as sh -c '...'
// through the login shell, since its stdin carries the ticks. Every table is
// streamed by cat and ends with the boundary (N, set in front of it).
constexpr char kSampleLoop[] = "LC_ALL=C; export LC_ALL; "
                               "b() { printf \"B %s\\n%s\" \"${#1}\" \"$1\"; cat \"$1\" "
                               "2>/dev/null; printf \"\\n%s\\n\" \"$N\"; }; "
                               "k() { c=; if [ -r /proc/timer_list ]; then { IFS= read -r c; IFS= "
                               "read -r c; IFS= read -r c; } "
                               "</proc/timer_list 2>/dev/null; fi; printf \"F 16 "
                               "%s\\n/proc/timer_list%s\" \"${#c}\" \"$c\"; }; "
                               "while IFS= read -r t; do [ \"$t\" = q ] && exit 0; "
                               "printf \"IRQATLAS-SAMPLE 1 %s\\n\" \"$N\"; k; b /proc/uptime; b "
                               "/proc/interrupts; b /proc/stat; "
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

Result<std::optional<FramedBlock>> parseFramedBlock(const QByteArray &buf, std::string_view marker,
                                                    const QByteArray &boundary,
                                                    const QString &origin)
{
    const std::string end = "\n" + boundary.toStdString() + "\n";
    const std::string_view all(buf.constData(), std::size_t(buf.size()));
    auto bad = [&](std::size_t at, const QString &why) {
        return Error{
            QCoreApplication::translate("RemoteCollect", "%1: remote sample stream, byte %2: %3")
                .arg(origin, QString::number(at), why)};
    };
    // Bytes before the marker line (a login shell's output) are skipped:
    // without this run's boundary in it, no line can pass for the marker.
    const std::string head = std::string(marker) + "\n";
    std::size_t pos = all.find(head);
    if (pos == std::string_view::npos)
        return std::optional<FramedBlock>{};
    pos += head.size();
    FramedBlock block;
    while (true) {
        const std::size_t start = pos;
        const std::size_t eol = all.find('\n', pos);
        if (eol == std::string_view::npos)
            return std::optional<FramedBlock>{};
        FrameHeader h;
        if (!parseFrameHeader(all.substr(pos, eol - pos), h))
            return bad(start,
                       QCoreApplication::translate("RemoteCollect", "malformed record header"));
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

QString collectCommand()
{
    return QStringLiteral("exec sh -s");
}

QByteArray collectScript(const CollectOptions &options, const QByteArray &boundary)
{
    QByteArray s;
    s += "R=" + shellQuote(QFile::encodeName(options.testRoot)) + "\n";
    // Remote contents and the login shell's output cannot guess it, so they
    // can neither start the records nor end one early.
    s += "N=" + boundary + "\n";
    s += options.irqs ? "I=1\n" : "I=0\n";
    s += options.topology ? "T=1\n" : "T=0\n";
    s += options.preferRemoteHwloc ? "H=1\n" : "H=0\n";
    s += kScript;
    return s;
}

} // namespace irqatlas
