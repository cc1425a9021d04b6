#include "plan/planexport.h"

#include "model/planfile.h"
#include "procfs/irqbalance.h"

#include <QCoreApplication>

namespace irqatlas {
namespace {


// The body is data, not code generation: the plan goes into one quoted
// variable and the logic below never changes with the plan.
constexpr const char *kScriptBody = R"SH(
TAB=$(printf '\t')
CR=$(printf '\r')
NL='
'
BLANKS=" $TAB$CR$NL"

# Speed rule: nothing below starts a process per IRQ. Files are read with
# `read`, CPU lists are checked with `case` and arithmetic, and the keys of
# the whole plan are resolved by one awk; a process per IRQ made a 1000-IRQ
# plan take minutes on a busy host.

say() { printf 'irqatlas-plan: %s\n' "$*" >&2; }
die() { c=$1; shift; say "$*"; rec fatal "$c" "$*"; exit "$c"; }
usage_error() { say "$*"; exit 2; }
# rec KIND FIELD...: one machine-readable line on stdout with --records
# (irqatlas-cli apply --host turns them into the helper's JSON lines).
rec() {
    [ "$RECORDS" = 1 ] || return 0
    rec_ifs=$IFS; IFS=$TAB; printf 'IRQATLAS-APPLY\t%s\n' "$*"; IFS=$rec_ifs
}
# Human result lines: stdout, or stderr when stdout carries records.
show() { if [ "$RECORDS" = 1 ]; then printf '%s\n' "$1" >&2; else printf '%s\n' "$1"; fi; }
problem() { say "$1"; rec problem "$1"; problems=$((problems + 1)); }

# read_value FILE: VALUE = what $(cat FILE) gives (the bytes less trailing
# newlines); 1 when FILE cannot be opened.
read_value() {
    VALUE= rv_line=
    { while IFS= read -r rv_line; do VALUE=$VALUE$rv_line$NL; done; VALUE=$VALUE$rv_line; } 2>/dev/null <"$1" || return 1
    while :; do case $VALUE in *"$NL") VALUE=${VALUE%"$NL"} ;; *) return 0 ;; esac; done
}

# ranges LIST: RANGES = cpulist LIST as words "LO-HI" (blanks ignored);
# 1 when LIST is empty or not a cpulist.
ranges() {
    rg_s=$1 RANGES=
    while :; do case $rg_s in *[$BLANKS]*) rg_s=${rg_s%%[$BLANKS]*}${rg_s#*[$BLANKS]} ;; *) break ;; esac; done
    case $rg_s in '' | *[!0-9,-]* | ,* | *, | *,,*) return 1 ;; esac
    while [ -n "$rg_s" ]; do
        rg_item=${rg_s%%,*}
        case $rg_s in *,*) rg_s=${rg_s#*,} ;; *) rg_s= ;; esac
        case $rg_item in
            -* | *- | *-*-*) return 1 ;;
            *-*) rg_lo=${rg_item%-*} rg_hi=${rg_item#*-} ;;
            *) rg_lo=$rg_item rg_hi=$rg_item ;;
        esac
        # Leading zeros would be octal in $((...)), 16 digits and more overflow.
        while :; do case $rg_lo in 0?*) rg_lo=${rg_lo#0} ;; *) break ;; esac; done
        while :; do case $rg_hi in 0?*) rg_hi=${rg_hi#0} ;; *) break ;; esac; done
        case $rg_lo in ????????????????*) return 1 ;; esac
        case $rg_hi in ????????????????*) return 1 ;; esac
        [ "$rg_lo" -le "$rg_hi" ] || return 1
        RANGES="$RANGES $rg_lo-$rg_hi"
    done
    return 0
}

# in_ranges WANT_RANGES HAVE_RANGES: 0 when every CPU of the first is in the
# second, else 2 with OUTSIDE = the first CPU that is not. Walks ranges, not
# CPUs, so "0-4095" costs what "0" costs.
in_ranges() {
    ir_ifs=$IFS; IFS=' '
    for ir_w in $1; do
        ir_c=${ir_w%-*} ir_hi=${ir_w#*-}
        while [ "$ir_c" -le "$ir_hi" ]; do
            ir_next=
            for ir_h in $2; do
                if [ "$ir_c" -ge "${ir_h%-*}" ] && [ "$ir_c" -le "${ir_h#*-}" ]; then ir_next=$((${ir_h#*-} + 1)); break; fi
            done
            [ -n "$ir_next" ] || { IFS=$ir_ifs; OUTSIDE=$ir_c; return 2; }
            ir_c=$ir_next
        done
    done
    IFS=$ir_ifs
    return 0
}

# cpus_within WANT HAVE: 0 when every CPU of cpulist WANT is in cpulist HAVE,
# 1 when WANT is not a cpulist (or empty), 2 when a CPU is outside (OUTSIDE),
# 3 when HAVE is not a cpulist.
cpus_within() {
    ranges "$1" || return 1
    cw_want=$RANGES
    ranges "$2" || return 3
    in_ranges "$cw_want" "$RANGES"
}

# resolve_all: one line per plan entry, in plan order,
# "ok<TAB>PLAN IRQ<TAB>IRQ<TAB>CPUS" or "problem<TAB>PLAN IRQ<TAB>MESSAGE".
# The IRQ is the one the entry's key names on this host (the action names at
# the end of a /proc/interrupts row, also without an "@<PCI address>"
# suffix), else its number unless KEY_ONLY; then no IRQ twice. One awk for
# the whole plan: rows are indexed by their last word, so a key is compared
# with the few rows that end like it.
resolve_all() {
    ra_file=$ROOT/proc/interrupts
    [ -r "$ra_file" ] || ra_file=/dev/null
    case $ra_file in /*) ;; *) ra_file=./$ra_file ;; esac # never an awk assignment
    printf '%s\n' "$PLAN" | awk -v key_only="$KEY_ONLY" '
    function lastword(s) { sub(/^.*[ \t]/, "", s); return s }
    function ends(line, t) {
        return length(line) > length(t) && substr(line, length(line) - length(t) + 1) == t &&
            substr(line, length(line) - length(t), 1) ~ /[ \t]/
    }
    function look(t,    w, m, c, j, r) {
        w = lastword(t)
        if (!(w in bylast)) return
        m = split(bylast[w], c, " ")
        for (j = 1; j <= m; j++) {
            r = c[j]
            if (mark[r] != id && ends(rowline[r], t)) { mark[r] = id; hit[++hits] = rownum[r] }
        }
    }
    part != "plan" {
        if ($1 !~ /^[0-9]+:$/) next
        line = $0; sub(/[ \t]+$/, "", line)
        rows++; rowline[rows] = line; rownum[rows] = substr($1, 1, length($1) - 1)
        bylast[$NF] = bylast[$NF] " " rows
        next
    }
    {
        nf = split($0, f, "\t")
        pn = f[1]; key = nf >= 3 ? f[3] : ""
        if (pn == "") next
        id++; n = ""; hits = 0
        if (key != "") {
            k2 = key
            if (match(key, /@[0-9a-f][0-9a-f][0-9a-f][0-9a-f]:[0-9a-f][0-9a-f]:[0-9a-f][0-9a-f]\.[0-7]$/))
                k2 = substr(key, 1, RSTART - 1)
            look(key)
            if (k2 != key) look(k2)
            if (hits > 1) {
                for (j = 1; j <= hits; j++) if (hit[j] == pn) n = pn
                if (n == "") { print "problem\t" pn "\tambiguous: " hits " interrupts are named " key " and none is " pn; next }
            } else if (hits == 1) n = hit[1]
        }
        if (n == "") {
            if (key_only == 1 && key != "") { print "problem\t" pn "\tno interrupt named " key; next }
            n = pn
        }
        if (n !~ /^[0-9]+$/) { print "problem\t" pn "\tbad IRQ number"; next }
        if (n in seen) { print "problem\t" pn "\tIRQ " n " already in the plan"; next }
        seen[n] = 1
        print "ok\t" pn "\t" n "\t" f[2]
    }' "$ra_file" part=plan -
}

# The journal: one line per IRQ, appended before its write, with one write(2)
# (a line is far shorter than the shell's output buffer).
#
# What a sync after each line would buy, and why it is not needed: a line
# that write(2) has put into the page cache is what any later reader of the
# file gets, whatever happens to this process (kill -9, a dropped SSH
# connection, OOM): the rollback that follows sees every IRQ that may have
# changed. Only a kernel crash or a power cut loses lines not yet on disk,
# and those also lose every /proc/irq affinity written since the boot, so a
# lost line names a change that no longer exists. The journal is therefore
# synced once after its header, before the first write to /proc (so it is on
# disk as soon as anything may change), and once with its final state
# (journal_state), which is all a rollback after a reboot may read.
journal_add() { printf '%s\n' "$*" >>"$JOURNAL"; }
journal_state() {
    journal_add "$1" || return 1
    sync "$JOURNAL" 2>/dev/null || sync
}

# Restores every IRQ the journal marks as (maybe) written, newest first.
rollback() {
    [ -f "$JOURNAL" ] && [ ! -L "$JOURNAL" ] || { say "$JOURNAL: no journal, nothing to roll back"; return 9; }
    last=$(tail -n 1 "$JOURNAL")
    [ "$last" = rolled-back ] && { say "$JOURNAL: already rolled back, nothing to do"; return 0; }
    failed=0 restored=0
    # Newest first; an IRQ whose write was refused still holds its value.
    # Commas are stored as ';' in the journal (see the apply loop).
    undo=$(awk -F "$TAB" '$1 == "writing" { w[++k] = $2; p[k] = $3 } $1 == "refused" { r[$2] = 1 }
                END { for (i = k; i >= 1; i--) if (!(w[i] in r)) { gsub(/;/, ",", p[i]); print w[i] "\t" p[i] } }' "$JOURNAL") ||
        { say "$JOURNAL: unreadable, nothing restored"; return 7; }
    while IFS=$TAB read -r irq prev; do
        [ -n "$irq" ] || continue
        if printf '%s\n' "$prev" >"$IRQDIR/$irq/smp_affinity_list"; then
            restored=$((restored + 1)); say "IRQ $irq: restored $prev"
            read_value "$IRQDIR/$irq/smp_affinity_list" || VALUE=
            back=$VALUE
            read_value "$IRQDIR/$irq/effective_affinity_list" || VALUE=
            rec restored "$irq" "$prev" "$back" "$VALUE"
        else
            failed=$((failed + 1)); say "IRQ $irq: restoring $prev FAILED"
            rec restore-failed "$irq" "$prev"
        fi
    done <<EOF_UNDO
$undo
EOF_UNDO
    if [ "$failed" -gt 0 ]; then say "$failed restore(s) failed; journal kept"; return 7; fi
    journal_state rolled-back
    say "$restored IRQ(s) restored from $JOURNAL"
    return 0
}

# Waits CONFIRM_TIMEOUT seconds for a line "confirm" on stdin or for
# JOURNAL.confirm (`SCRIPT confirm`); a line "revert" ends the wait at once
# without confirming. sh has no read with a timeout, so a child reads the
# lines; it stops at EOF (a dropped connection) and the wait goes on to the end.
wait_confirm() {
    rm -f "$CONFIRM_FILE.revert"
    exec 3<&0
    (
        while IFS= read -r l; do
            case $l in
                confirm | "confirm$CR") : >"$CONFIRM_FILE"; exit 0 ;;
                revert | "revert$CR") : >"$CONFIRM_FILE.revert"; exit 0 ;;
            esac
        done
    ) <&3 3<&- &
    reader=$!
    exec 3<&-
    if sleep 0.2 2>/dev/null; then step=0.2 ticks=$((CONFIRM_TIMEOUT * 5)); else step=1 ticks=$CONFIRM_TIMEOUT; fi
    t=0
    while [ "$t" -lt "$ticks" ] && [ ! -e "$CONFIRM_FILE" ] && [ ! -e "$CONFIRM_FILE.revert" ]; do sleep "$step"; t=$((t + 1)); done
    kill "$reader" 2>/dev/null
    if [ -e "$CONFIRM_FILE.revert" ]; then rm -f "$CONFIRM_FILE.revert"; return 1; fi
    [ -e "$CONFIRM_FILE" ] || return 1
    rm -f "$CONFIRM_FILE"
    return 0
}

main() {
    action=apply RECORDS=0 CONFIRM_TIMEOUT=0 JOURNAL_ARG=
    while [ $# -gt 0 ]; do
        case $1 in
            apply | rollback | confirm) action=$1 ;;
            --dry-run) action=--dry-run ;;
            --records) RECORDS=1 ;;
            --confirm-timeout)
                [ $# -ge 2 ] || usage_error "--confirm-timeout needs a number of seconds"
                case $2 in
                    '' | *[!0-9]* | 0* | ??????*) usage_error "--confirm-timeout: \"$2\" is not a number of seconds (1-86400)" ;;
                esac
                [ "$2" -le 86400 ] || usage_error "--confirm-timeout: \"$2\" is not a number of seconds (1-86400)"
                CONFIRM_TIMEOUT=$2; shift ;;
            --journal)
                [ $# -ge 2 ] || usage_error "--journal needs a path"
                case $2 in /*) JOURNAL_ARG=$2 ;; *) usage_error "--journal: \"$2\" is not an absolute path" ;; esac
                shift ;;
            -h | --help) sed -n '2,/^$/s/^# \{0,1\}//p' "$0"; exit 0 ;;
            -*) usage_error "unknown option $1" ;;
            *) break ;;
        esac
        shift
    done
    [ $# -le 1 ] || usage_error "too many arguments"
    [ "$CONFIRM_TIMEOUT" -eq 0 ] || [ "$action" = apply ] || usage_error "--confirm-timeout only goes with apply"
    ROOT=${1:-${IRQATLAS_ROOT:-}}
    while [ "${ROOT%/}" != "$ROOT" ]; do ROOT=${ROOT%/}; done
    JOURNAL=${JOURNAL_ARG:-${IRQATLAS_JOURNAL:-$ROOT/var/lib/irqatlas/journal.sh}}
    CONFIRM_FILE=$JOURNAL.confirm
    IRQDIR=$ROOT/proc/irq
    rec journal "$JOURNAL"
    # A dropped SSH connection must not stop a rollback half-way, nor the
    # wait that ends in one: output to a closed pipe is lost, nothing else.
    trap '' HUP PIPE

    if [ "$action" = rollback ]; then rollback; exit $?; fi
    if [ "$action" = confirm ]; then
        [ -f "$JOURNAL" ] && [ "$(tail -n 1 "$JOURNAL")" = awaiting-confirm ] ||
            die 9 "$JOURNAL: nothing awaits confirmation"
        : >"$CONFIRM_FILE" || die 5 "$CONFIRM_FILE: cannot create it"
        say "confirmation sent"; exit 0
    fi

    [ -d "$IRQDIR" ] && [ ! -L "$IRQDIR" ] || die 1 "$IRQDIR: not a directory"
    read_value "$ROOT/sys/devices/system/cpu/online" || die 1 "$ROOT/sys/devices/system/cpu/online: unreadable"
    ONLINE=$VALUE
    online_ok=0
    if ranges "$ONLINE"; then online_ok=1 ONLINE_RANGES=$RANGES; fi

    # Validate everything before the first write.
    resolved=$(resolve_all) || die 1 "awk failed: cannot read the plan"
    problems=0 todo= i=0
    while IFS=$TAB read -r st pn n pcpus; do
        [ -n "$st" ] || continue
        where="assignment $i (irq $pn)"
        i=$((i + 1))
        if [ "$st" != ok ]; then problem "$where: $n"; continue; fi
        if ! ranges "$pcpus"; then problem "$where: bad CPU list \"$pcpus\""; continue; fi
        [ "$online_ok" = 1 ] || die 1 "online CPU list \"$ONLINE\" unreadable"
        if ! in_ranges "$RANGES" "$ONLINE_RANGES"; then problem "$where: CPU $OUTSIDE not online (online: $ONLINE)"; continue; fi
        d=$IRQDIR/$n
        if [ -L "$d" ] || [ ! -d "$d" ]; then problem "$where: $d: no such interrupt"; continue; fi
        f=$d/smp_affinity_list
        if [ -L "$f" ] || [ ! -f "$f" ]; then problem "$where: $f: not a regular file"; continue; fi
        read_value "$f" || { problem "$where: $f: unreadable"; continue; }
        prev=$VALUE
        if ! ranges "$prev"; then problem "$where: $f: unexpected content \"$prev\""; continue; fi
        todo="$todo$n$TAB$pcpus$TAB$prev$NL"
        rec planned "$n" "$pcpus" "$prev"
    done <<EOF_PLAN
$resolved
EOF_PLAN
    [ "$problems" -eq 0 ] || die 4 "plan refused, nothing written: $problems problem(s)"

    if [ "$action" = --dry-run ]; then
        printf '%s' "$todo" | while IFS="$TAB" read -r n c p; do show "IRQ $n: $p -> $c (dry run)"; done
        exit 0
    fi

    [ -L "$JOURNAL" ] && die 5 "$JOURNAL: is a symlink, refused"
    # The shell's message when a write fails goes to this file: capturing it
    # with $(...) would cost a process per IRQ.
    ERRFILE=$JOURNAL.err
    [ -L "$ERRFILE" ] && die 5 "$ERRFILE: is a symlink, refused"
    mkdir -p "$(dirname "$JOURNAL")" 2>/dev/null
    { printf 'irqatlas-journal-sh\t1\n' >"$JOURNAL" && sync "$JOURNAL" 2>/dev/null; } || die 5 "$JOURNAL: cannot write the journal, nothing written"
    rm -f "$CONFIRM_FILE" # a stale confirmation must not count

    status=0
    while IFS=$TAB read -r n c p; do
        [ -n "$n" ] || continue
        # Commas would split the journal fields; the journal stores them as ';'.
        jp=$p
        while :; do case $jp in *,*) jp="${jp%%,*};${jp#*,}" ;; *) break ;; esac; done
        if ! journal_add "writing$TAB$n$TAB$jp"; then
            say "$JOURNAL: journal write failed"; rec failed "$n" 0 "" "$JOURNAL: journal write failed"; status=5; break
        fi
        if ! { printf '%s\n' "$c" >"$IRQDIR/$n/smp_affinity_list"; } 2>"$ERRFILE"; then
            read_value "$ERRFILE" || VALUE=
            werr=$VALUE
            say "IRQ $n: writing $c failed: $werr"; rec failed "$n" 0 "" "writing $c failed: $werr"
            journal_add "refused$TAB$n"; status=6; break
        fi
        read_value "$IRQDIR/$n/smp_affinity_list" || VALUE=
        back=$VALUE
        if [ "$back" != "$c" ]; then
            say "IRQ $n: read back \"$back\" after writing \"$c\""
            rec failed "$n" 1 "$back" "$IRQDIR/$n/smp_affinity_list: read back \"$back\" after writing \"$c\""; status=6; break
        fi
        read_value "$IRQDIR/$n/effective_affinity_list" || VALUE=
        eff=$VALUE
        flag= mismatch=0
        if [ -n "$eff" ] && ! cpus_within "$eff" "$c"; then flag='  MISMATCH: effective outside requested' mismatch=1; fi
        show "IRQ $n: requested $c, smp_affinity_list $back, effective ${eff:--}$flag"
        rec written "$n" "$back" "$eff" "$mismatch"
    done <<EOF_TODO
$todo
EOF_TODO
    rm -f "$ERRFILE"
    if [ "$status" -ne 0 ]; then
        rollback; rc=$?
        [ "$rc" -eq 0 ] || exit 7
        exit "$status"
    fi
    if [ "$CONFIRM_TIMEOUT" -gt 0 ]; then
        journal_state awaiting-confirm
        rec awaiting "$CONFIRM_TIMEOUT"
        say "applied; waiting $CONFIRM_TIMEOUT s for confirmation (a line \"confirm\" on stdin or \`sh SCRIPT confirm\`), else rolling back"
        if wait_confirm; then
            journal_state confirmed; rec confirmed; say "confirmed"; exit 0
        fi
        say "no confirmation within $CONFIRM_TIMEOUT s, rolling back"
        rollback; rc=$?
        [ "$rc" -eq 0 ] || exit 7
        exit 8
    fi
    journal_state applied
    exit 0
}

# Everything above is only definitions: the shell has read the whole script
# before the first command runs, so with `sh -s` the rest of stdin is free
# for confirmation lines.
main "$@"; exit $?
)SH";

bool unsafeForShell(const std::string &s)
{
    for (unsigned char c : s)
        if (c < 0x20 || c == 0x7f || c == '\'')
            return true;
    return false;
}

} // namespace

Result<ExportFormat> exportFormatFromName(const QString &name)
{
    if (name == QLatin1String("sh"))
        return ExportFormat::Shell;
    if (name == QLatin1String("systemd"))
        return ExportFormat::Systemd;
    if (name == QLatin1String("irqbalance"))
        return ExportFormat::Irqbalance;
    if (name == QLatin1String("json"))
        return ExportFormat::Json;
    return Error{QCoreApplication::translate("PlanExport", "unknown export format \"%1\" (sh, systemd, irqbalance, json)").arg(name)};
}

Result<QByteArray> planShellScript(const Plan &plan, bool keyOnly)
{
    QByteArray planText;
    for (std::size_t i = 0; i < plan.assignments.size(); ++i) {
        const PlanAssignment &a = plan.assignments[i];
        if (unsafeForShell(a.match))
            return Error{QCoreApplication::translate("PlanExport", "assignment %1 (irq %2): the match key holds a quote or a control "
                            "character and cannot go into a shell script")
                             .arg(i)
                             .arg(a.irq)};
        planText += QByteArray::number(a.irq) + '\t' + QByteArray::fromStdString(a.cpus.toList()) + '\t' +
                    QByteArray::fromStdString(a.match) + '\n';
    }
    QByteArray s = "#!/bin/sh\n"
                   "# irqatlas plan";
    if (!plan.host.hostname.isEmpty())
        s += " for " + plan.host.hostname.toUtf8();
    if (!plan.algorithm.isEmpty())
        s += " (" + plan.algorithm.toUtf8() + ")";
    s += ": applies the interrupt affinities below with the checks of\n"
         "# irqatlas-helper: everything is validated before the first write, each\n"
         "# replaced value goes into a journal first, a failed write restores every\n"
         "# IRQ already written.\n"
         "#\n"
         "# Usage: sh SCRIPT [apply|--dry-run|rollback|confirm] [--confirm-timeout S]\n"
         "#                  [--journal PATH] [--records] [ROOT]\n"
         "#   --confirm-timeout S: after applying, wait S seconds for a line \"confirm\"\n"
         "#     on stdin (or `sh SCRIPT confirm`), else roll back by itself.\n"
         "#   --records: machine-readable result lines on stdout (irqatlas-cli).\n"
         "#   ROOT (or $IRQATLAS_ROOT) prefixes /proc and /sys, for test trees.\n"
         "#   Journal: --journal, $IRQATLAS_JOURNAL, default ROOT/var/lib/irqatlas/journal.sh\n"
         "# Exit: 0 done, 1 system error, 2 usage, 4 plan does not fit (nothing written),\n"
         "#   5 journal not writable, 6 a write failed (all restored), 7 restore failed,\n"
         "#   8 rolled back because no confirmation came, 9 nothing to roll back\n"
         "\n"
         "set -u\n"
         "PATH=/usr/sbin:/usr/bin:/sbin:/bin\n"
         "export PATH\n"
         "umask 077\n";
    s += "KEY_ONLY=" + QByteArray(keyOnly ? "1" : "0") + "\n";
    s += "# IRQ<TAB>CPUs<TAB>match key\n";
    s += "PLAN='" + planText + "'\n";
    s += kScriptBody;
    return s;
}

Result<std::vector<ExportFile>> exportPlan(const Plan &plan, ExportFormat format)
{
    std::vector<int> irqs;
    for (const auto &a : plan.assignments)
        irqs.push_back(a.irq);
    std::vector<ExportFile> files;
    switch (format) {
    case ExportFormat::Json:
        files.push_back({QStringLiteral("plan.json"), writePlan(plan), false});
        break;
    case ExportFormat::Irqbalance:
        files.push_back({QStringLiteral("irqbalance.default"), irqbalanceBanLines(irqs), false});
        files.push_back({QStringLiteral("irqbalance-policy.sh"), irqbalancePolicyScript(irqs), true});
        break;
    case ExportFormat::Shell: {
        auto s = planShellScript(plan, false);
        if (!s.ok())
            return s.error();
        files.push_back({QStringLiteral("irqatlas-plan.sh"), *s, true});
        break;
    }
    case ExportFormat::Systemd: {
        auto s = planShellScript(plan, true);
        if (!s.ok())
            return s.error();
        QByteArray unit = "# irqatlas: re-applies an interrupt affinity plan at boot.\n"
                          "# Install the script as " + QByteArray(kSystemdScriptPath) + ",\n"
                          "# this file as /etc/systemd/system/irqatlas-plan.service, then\n"
                          "# systemctl daemon-reload && systemctl enable irqatlas-plan.service\n"
                          "[Unit]\n"
                          "Description=irqatlas interrupt affinity plan\n"
                          "After=systemd-udev-settle.service irqbalance.service\n"
                          "Wants=systemd-udev-settle.service\n"
                          "\n"
                          "[Service]\n"
                          "Type=oneshot\n"
                          "RemainAfterExit=yes\n"
                          "ExecStart=/bin/sh " + QByteArray(kSystemdScriptPath) + " apply\n"
                          "\n"
                          "[Install]\n"
                          "WantedBy=multi-user.target\n";
        files.push_back({QStringLiteral("irqatlas-plan.service"), unit, false});
        files.push_back({QStringLiteral("irqatlas-plan.sh"), *s, true});
        break;
    }
    }
    return files;
}

} // namespace irqatlas
