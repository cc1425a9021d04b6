#include "planexport.h"

#include "irqbalance.h"
#include "planfile.h"

#include <QCoreApplication>

namespace irqatlas {
namespace {


// The body is data, not code generation: the plan goes into one quoted
// variable and the logic below never changes with the plan.
constexpr const char *kScriptBody = R"SH(
TAB=$(printf '\t')
NL='
'

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

# cpus_within WANT HAVE: 0 when every CPU of cpulist WANT is in cpulist HAVE,
# 1 when WANT is not a cpulist (or empty), 2 when a CPU is outside (printed),
# 3 when HAVE is not a cpulist.
cpus_within() {
    awk -v want="$1" -v have="$2" '
    function parse(s, lo, hi,    n, p, i, k) {
        gsub(/[ \t\r\n]/, "", s)
        if (s == "") return -1
        n = split(s, p, ",")
        for (i = 1; i <= n; i++) {
            if (p[i] ~ /^[0-9]+$/) { lo[i] = p[i] + 0; hi[i] = p[i] + 0 }
            else if (p[i] ~ /^[0-9]+-[0-9]+$/) {
                k = index(p[i], "-")
                lo[i] = substr(p[i], 1, k - 1) + 0; hi[i] = substr(p[i], k + 1) + 0
                if (lo[i] > hi[i]) return -1
            } else return -1
        }
        return n
    }
    BEGIN {
        nw = parse(want, wl, wh); if (nw < 0) exit 1
        nh = parse(have, hl, hh); if (nh < 0) exit 3
        for (i = 1; i <= nw; i++)
            for (c = wl[i]; c <= wh[i]; c++) {
                ok = 0
                for (j = 1; j <= nh; j++) if (c >= hl[j] && c <= hh[j]) { ok = 1; break }
                if (!ok) { print c; exit 2 }
            }
        exit 0
    }'
}

# resolve NUMBER KEY: the IRQ number this entry means on this host. Key first
# (the action names at the end of a /proc/interrupts row, also without an
# "@<PCI address>" suffix), then the number unless KEY_ONLY.
resolve() {
    n=$1 key=$2
    if [ -n "$key" ] && [ -r "$ROOT/proc/interrupts" ]; then
        hits=$(awk -v k="$key" '
            BEGIN {
                k2 = k
                if (match(k, /@[0-9a-f][0-9a-f][0-9a-f][0-9a-f]:[0-9a-f][0-9a-f]:[0-9a-f][0-9a-f]\.[0-7]$/))
                    k2 = substr(k, 1, RSTART - 1)
            }
            $1 ~ /^[0-9]+:$/ {
                line = $0; sub(/[ \t]+$/, "", line)
                for (i = 0; i < 2; i++) {
                    t = i ? k2 : k
                    if (i && k2 == k) break
                    if (length(line) > length(t) && substr(line, length(line) - length(t) + 1) == t &&
                        substr(line, length(line) - length(t), 1) ~ /[ \t]/) { sub(/:$/, "", $1); print $1; break }
                }
            }' "$ROOT/proc/interrupts")
        count=0 pick=
        for h in $hits; do count=$((count + 1)); pick=$h; done
        if [ "$count" -gt 1 ]; then
            pick=
            for h in $hits; do [ "$h" = "$n" ] && pick=$h; done
            [ -n "$pick" ] || { echo "ambiguous: $count interrupts are named $key and none is $n"; return 1; }
        fi
        [ -n "$pick" ] && { echo "$pick"; return 0; }
    fi
    if [ "$KEY_ONLY" = 1 ] && [ -n "$key" ]; then echo "no interrupt named $key"; return 1; fi
    echo "$n"
}

journal_add() {
    printf '%s\n' "$*" >> "$JOURNAL" || return 1
    sync "$JOURNAL" 2>/dev/null || sync
}

# Restores every IRQ the journal marks as (maybe) written, newest first.
rollback() {
    [ -f "$JOURNAL" ] && [ ! -L "$JOURNAL" ] || { say "$JOURNAL: no journal, nothing to roll back"; return 9; }
    last=$(tail -n 1 "$JOURNAL")
    [ "$last" = rolled-back ] && { say "$JOURNAL: already rolled back, nothing to do"; return 0; }
    failed=0 restored=0
    # Newest first; an IRQ whose write was refused still holds its value.
    for line in $(awk -F "$TAB" '$1 == "writing" { w[++k] = $2 "," $3 } $1 == "refused" { r[$2] = 1 }
                  END { for (i = k; i >= 1; i--) { split(w[i], a, ","); if (!(a[1] in r)) print w[i] } }' "$JOURNAL"); do
        irq=${line%%,*} prev=${line#*,}
        prev=$(printf '%s' "$prev" | tr ';' ',')
        if printf '%s\n' "$prev" > "$IRQDIR/$irq/smp_affinity_list"; then
            restored=$((restored + 1)); say "IRQ $irq: restored $prev"
            rec restored "$irq" "$prev" "$(cat "$IRQDIR/$irq/smp_affinity_list" 2>/dev/null)" \
                "$(cat "$IRQDIR/$irq/effective_affinity_list" 2>/dev/null)"
        else
            failed=$((failed + 1)); say "IRQ $irq: restoring $prev FAILED"
            rec restore-failed "$irq" "$prev"
        fi
    done
    if [ "$failed" -gt 0 ]; then say "$failed restore(s) failed; journal kept"; return 7; fi
    journal_add rolled-back
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
                confirm | "confirm$(printf '\r')") : > "$CONFIRM_FILE"; exit 0 ;;
                revert | "revert$(printf '\r')") : > "$CONFIRM_FILE.revert"; exit 0 ;;
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
        : > "$CONFIRM_FILE" || die 5 "$CONFIRM_FILE: cannot create it"
        say "confirmation sent"; exit 0
    fi

    [ -d "$IRQDIR" ] && [ ! -L "$IRQDIR" ] || die 1 "$IRQDIR: not a directory"
    ONLINE=$(cat "$ROOT/sys/devices/system/cpu/online" 2>/dev/null) || die 1 "$ROOT/sys/devices/system/cpu/online: unreadable"

    # Validate everything before the first write.
    problems=0 todo= seen=' ' i=0
    while IFS="$TAB" read -r pn pcpus pkey; do
        [ -n "$pn" ] || continue
        where="assignment $i (irq $pn)"
        i=$((i + 1))
        if ! r=$(resolve "$pn" "$pkey"); then problem "$where: $r"; continue; fi
        n=$r
        case $n in '' | *[!0-9]*) problem "$where: bad IRQ number"; continue ;; esac
        case $seen in *" $n "*) problem "$where: IRQ $n already in the plan"; continue ;; esac
        seen="$seen$n "
        out=$(cpus_within "$pcpus" "$ONLINE"); rc=$?
        case $rc in
            0) ;;
            1) problem "$where: bad CPU list \"$pcpus\""; continue ;;
            2) problem "$where: CPU $out not online (online: $ONLINE)"; continue ;;
            *) die 1 "online CPU list \"$ONLINE\" unreadable" ;;
        esac
        d=$IRQDIR/$n
        if [ -L "$d" ] || [ ! -d "$d" ]; then problem "$where: $d: no such interrupt"; continue; fi
        f=$d/smp_affinity_list
        if [ -L "$f" ] || [ ! -f "$f" ]; then problem "$where: $f: not a regular file"; continue; fi
        prev=$(cat "$f") || { problem "$where: $f: unreadable"; continue; }
        if ! cpus_within "$prev" "$prev" >/dev/null; then problem "$where: $f: unexpected content \"$prev\""; continue; fi
        todo="$todo$n$TAB$pcpus$TAB$prev$NL"
        rec planned "$n" "$pcpus" "$prev"
    done <<EOF_PLAN
$PLAN
EOF_PLAN
    [ "$problems" -eq 0 ] || die 4 "plan refused, nothing written: $problems problem(s)"

    if [ "$action" = --dry-run ]; then
        printf '%s' "$todo" | while IFS="$TAB" read -r n c p; do show "IRQ $n: $p -> $c (dry run)"; done
        exit 0
    fi

    [ -L "$JOURNAL" ] && die 5 "$JOURNAL: is a symlink, refused"
    mkdir -p "$(dirname "$JOURNAL")" 2>/dev/null
    { printf 'irqatlas-journal-sh\t1\n' > "$JOURNAL" && sync "$JOURNAL" 2>/dev/null; } || die 5 "$JOURNAL: cannot write the journal, nothing written"
    rm -f "$CONFIRM_FILE" # a stale confirmation must not count

    status=0
    OLDIFS=$IFS
    IFS=$NL
    for entry in $todo; do
        IFS=$TAB read -r n c p <<EOF_ENTRY
$entry
EOF_ENTRY
        # Commas would split the journal fields; the journal stores them as ';'.
        if ! journal_add "writing$TAB$n$TAB$(printf '%s' "$p" | tr ',' ';')"; then
            say "$JOURNAL: journal write failed"; rec failed "$n" 0 "" "$JOURNAL: journal write failed"; status=5; break
        fi
        if ! werr=$( { printf '%s\n' "$c" > "$IRQDIR/$n/smp_affinity_list"; } 2>&1); then
            say "IRQ $n: writing $c failed: $werr"; rec failed "$n" 0 "" "writing $c failed: $werr"
            journal_add "refused$TAB$n"; status=6; break
        fi
        back=$(cat "$IRQDIR/$n/smp_affinity_list" 2>/dev/null)
        if [ "$back" != "$c" ]; then
            say "IRQ $n: read back \"$back\" after writing \"$c\""
            rec failed "$n" 1 "$back" "$IRQDIR/$n/smp_affinity_list: read back \"$back\" after writing \"$c\""; status=6; break
        fi
        eff=$(cat "$IRQDIR/$n/effective_affinity_list" 2>/dev/null) || eff=
        flag= mismatch=0
        if [ -n "$eff" ] && ! cpus_within "$eff" "$c" >/dev/null; then flag='  MISMATCH: effective outside requested' mismatch=1; fi
        show "IRQ $n: requested $c, smp_affinity_list $back, effective ${eff:--}$flag"
        rec written "$n" "$back" "$eff" "$mismatch"
    done
    IFS=$OLDIFS
    if [ "$status" -ne 0 ]; then
        rollback; rc=$?
        [ "$rc" -eq 0 ] || exit 7
        exit "$status"
    fi
    if [ "$CONFIRM_TIMEOUT" -gt 0 ]; then
        journal_add awaiting-confirm
        rec awaiting "$CONFIRM_TIMEOUT"
        say "applied; waiting $CONFIRM_TIMEOUT s for confirmation (a line \"confirm\" on stdin or \`sh SCRIPT confirm\`), else rolling back"
        if wait_confirm; then
            journal_add confirmed; rec confirmed; say "confirmed"; exit 0
        fi
        say "no confirmation within $CONFIRM_TIMEOUT s, rolling back"
        rollback; rc=$?
        [ "$rc" -eq 0 ] || exit 7
        exit 8
    fi
    journal_add applied
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
