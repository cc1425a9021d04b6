#include "plan/planscriptbody.h"

namespace irqatlas {
namespace {

// The body is data, not code generation: the plan goes into one quoted
// variable and the logic below never changes with the plan.
const char *const kBody = R"SH(
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
        print "ok\t" pn "\t" n "\t" f[2] (nf >= 4 ? "\t" f[4] : "")
    }' "$ra_file" part=plan -
}

# same_cpus A B: 0 when cpulists A and B name the same CPUs.
same_cpus() { cpus_within "$1" "$2" && cpus_within "$2" "$1"; }

# semis VALUE: JV = VALUE with its commas as ';' (the journal's form: a CPU
# list or a mask reads the same in every field position that way).
semis() {
    JV=$1
    while :; do case $JV in *,*) JV="${JV%%,*};${JV#*,}" ;; *) return 0 ;; esac; done
}

# hexnorm MASK: HN = MASK without commas and leading zeros ("" for none),
# so sysfs's zero-padded words compare with what was written.
hexnorm() {
    HN=$1
    while :; do case $HN in *,*) HN=${HN%%,*}${HN#*,} ;; *) break ;; esac; done
    while :; do case $HN in 0*) HN=${HN#0} ;; *) return 0 ;; esac; done
}

# same_queue_value FILE GOT WANT: 0 when the queue file reads back as the
# value written; rps_flow_cnt is kept rounded up to a power of two.
same_queue_value() {
    if [ "$1" = rps_flow_cnt ]; then
        case $2 in '' | *[!0-9]* | ???????????*) return 1 ;; esac
        sq_p=1
        [ "$3" -ne 0 ] || sq_p=0
        while [ "$sq_p" -ne 0 ] && [ "$sq_p" -lt "$3" ]; do sq_p=$((sq_p * 2)); done
        [ "$2" -eq "$sq_p" ]
        return
    fi
    case $2 in '' | *[!0-9a-f,]*) return 1 ;; esac
    hexnorm "$2"
    sq_got=$HN
    hexnorm "$3"
    [ "$sq_got" = "$HN" ]
}

# thread_stat PID: ST_COMM, ST_FLAGS (field 9) and ST_START (field 22, the
# start time that tells a reused pid) from ROOT/proc/PID/stat; 1 when it
# cannot be read or lacks them. comm runs from the first '(' to the last ')'.
thread_stat() {
    { IFS= read -r ts_line <"$ROOT/proc/$1/stat"; } 2>/dev/null || return 1
    ST_COMM=${ts_line#*\(}
    ST_COMM=${ST_COMM%\)*}
    set -f
    set -- ${ts_line##*\)}
    set +f
    [ $# -ge 20 ] || return 1
    ST_FLAGS=$7 ST_START=${20}
    case $ST_FLAGS in '' | *[!0-9]* | ???????????*) return 1 ;; esac
    case $ST_START in '' | *[!0-9]* | ?????????????????????*) return 1 ;; esac
    return 0
}
# is_kthread: PF_KTHREAD (0x00200000) in ST_FLAGS.
is_kthread() { [ $((ST_FLAGS / 2097152 % 2)) -eq 1 ]; }
# same_thread PID START COMM: 0 when PID is still that kernel thread.
same_thread() { thread_stat "$1" && [ "$ST_START" = "$2" ] && [ "$ST_COMM" = "$3" ] && is_kthread; }

# thread_cpus PID: TCPUS = Cpus_allowed_list of ROOT/proc/PID/status
# (blanks dropped); 1 when there is none.
thread_cpus() {
    TCPUS=
    while IFS= read -r tc_line; do
        case $tc_line in
            Cpus_allowed_list:*)
                TCPUS=${tc_line#Cpus_allowed_list:}
                while :; do case $TCPUS in *[$BLANKS]*) TCPUS=${TCPUS%%[$BLANKS]*}${TCPUS#*[$BLANKS]} ;; *) break ;; esac; done
                [ -n "$TCPUS" ]
                return
                ;;
        esac
    done 2>/dev/null <"$ROOT/proc/$1/status"
    return 1
}

# queue_path IF Q FILE: QPATH = NETDIR/IF/queues/Q/FILE when IF, Q and FILE
# are names of their kind and neither the queues folder, the queue's folder
# nor the file is a link (the interface entry is one on sysfs); 1 when a name
# is wrong, 2 when the interface is not there, 3 when a path part is a link or
# missing.
queue_path() {
    case $1 in '' | '.' | '..' | */* | *:* | *[$BLANKS]* | ????????????????*) return 1 ;; esac
    case $2 in rx-0 | tx-0 | rx-[1-9] | tx-[1-9] | rx-[1-9]*[0-9] | tx-[1-9]*[0-9]) ;; *) return 1 ;; esac
    case ${2#??-} in *[!0-9]* | ??????*) return 1 ;; esac
    case $3 in rps_cpus | rps_flow_cnt | xps_cpus | xps_rxqs) ;; *) return 1 ;; esac
    [ -e "$NETDIR/$1" ] || return 2
    QPATH=$NETDIR/$1/queues
    [ ! -L "$QPATH" ] && [ -d "$QPATH" ] || return 3
    QPATH=$QPATH/$2
    [ ! -L "$QPATH" ] && [ -d "$QPATH" ] || return 3
    QPATH=$QPATH/$3
    [ ! -L "$QPATH" ] && [ -f "$QPATH" ] || return 3
    return 0
}

# queue_value_ok FILE VALUE: 0 when VALUE has the form the kernel prints in
# FILE (a count, else a mask of hex words).
queue_value_ok() {
    if [ "$1" = rps_flow_cnt ]; then
        case $2 in '' | *[!0-9]* | ???????????*) return 1 ;; esac
    else
        case $2 in '' | *[!0-9a-f,]*) return 1 ;; esac
    fi
    return 0
}

# check_queues: each QUEUES line checked before the first write; QTODO gets
# "IF<TAB>Q<TAB>FILE<TAB>VALUE<TAB>PREVIOUS" lines. Names were checked when
# the plan was read; again here, so a hand-edited line cannot leave
# $NETDIR/IF/queues/Q. A file whose value cannot be read back as one could not
# be restored: refused, as irqatlas-helper does.
check_queues() {
    QTODO=
    while IFS=$TAB read -r qif qq qfile qval; do
        [ -n "$qif" ] || continue
        where="$qif $qq $qfile"
        queue_path "$qif" "$qq" "$qfile"
        case $? in
            0) ;;
            1) problem "$where: not an interface, queue and queue file name"; continue ;;
            *) problem "$where: $NETDIR/$qif/queues/$qq/$qfile: no such queue file"; continue ;;
        esac
        queue_value_ok "$qfile" "$qval" || { problem "$where: bad value"; continue; }
        read_value "$QPATH" || { problem "$where: $QPATH: unreadable"; continue; }
        queue_value_ok "$qfile" "$VALUE" || { problem "$where: $QPATH: unexpected content \"$VALUE\""; continue; }
        QTODO="$QTODO$qif$TAB$qq$TAB$qfile$TAB$qval$TAB$VALUE$NL"
        rec queue-planned "$qif" "$qq" "$qfile" "$qval" "$VALUE"
    done <<EOF_QUEUES
$QUEUES
EOF_QUEUES
}

# find_threads: THREADS holds " IRQ:CPUS" words; every threaded handler of
# such an IRQ (comm "irq/IRQ-name" or "irq/IRQ-s-name", a kernel thread) is
# checked before the first write. TTODO gets
# "PID<TAB>START<TAB>CPUS<TAB>PREVIOUS<TAB>COMM" lines. One pass over /proc.
find_threads() {
    TTODO=
    [ -n "$THREADS" ] || return 0
    for ft_d in "$ROOT"/proc/[0-9]*; do
        ft_pid=${ft_d##*/}
        case $ft_pid in *[!0-9]* | ????????*) continue ;; esac
        # Most tasks are not handlers: their line is read, not split.
        { IFS= read -r ft_line <"$ft_d/stat"; } 2>/dev/null || continue
        case ${ft_line#*\(} in irq/[0-9]*-*) ;; *) continue ;; esac
        thread_stat "$ft_pid" || continue
        case $ST_COMM in irq/[0-9]*-*) ;; *) continue ;; esac
        ft_irq=${ST_COMM#irq/}
        ft_irq=${ft_irq%%-*}
        case $ft_irq in *[!0-9]*) continue ;; esac
        case $THREADS in *" $ft_irq:"*) ;; *) continue ;; esac
        is_kthread || continue
        ft_cpus=${THREADS#*" $ft_irq:"}
        ft_cpus=${ft_cpus%% *}
        where="IRQ $ft_irq: thread $ft_pid"
        case $ST_COMM in *[$TAB$CR$NL]*) problem "$where: a control character in its name"; continue ;; esac
        if ! thread_cpus "$ft_pid" || ! ranges "$TCPUS"; then
            problem "$where ($ST_COMM): $ROOT/proc/$ft_pid/status: no Cpus_allowed_list"; continue
        fi
        TTODO="$TTODO$ft_pid$TAB$ST_START$TAB$ft_cpus$TAB$TCPUS$TAB$ST_COMM$NL"
        rec thread-planned "$ft_pid" "$ST_START" "$ST_COMM" "$ft_cpus" "$TCPUS"
    done
}

# write_threads: moves each TTODO thread with taskset (util-linux;
# $IRQATLAS_TASKSET in test trees), journaled first and read back after. A
# thread that is no longer the one found (exited, its pid reused) is left
# alone. 1 with STEER_ERROR at the first failure: the caller rolls back.
write_threads() {
    wt_taskset=${IRQATLAS_TASKSET:-taskset}
    while IFS=$TAB read -r pid start cpus prev comm; do
        [ -n "$pid" ] || continue
        where="IRQ thread $pid ($comm)"
        if ! same_thread "$pid" "$start" "$comm"; then
            say "$where: gone or no longer that kernel thread, left alone"; rec thread-gone "$pid" "$comm"; continue
        fi
        semis "$prev"
        journal_add "thread$TAB$pid$TAB$start$TAB$comm$TAB$JV" ||
            { STEER_ERROR="$JOURNAL: journal write failed"; rec thread-failed "$pid" 0 "" "$STEER_ERROR"; return 1; }
        if ! "$wt_taskset" -p -c "$cpus" "$pid" >/dev/null 2>"$ERRFILE"; then
            read_value "$ERRFILE" || VALUE=
            if ! same_thread "$pid" "$start" "$comm"; then
                say "$where: exited while it was moved, left alone"; rec thread-gone "$pid" "$comm"; continue
            fi
            STEER_ERROR="$where: moving it to CPUs $cpus failed: $VALUE"
            journal_add "refused-thread$TAB$pid"
            rec thread-failed "$pid" 0 "" "$STEER_ERROR"; return 1
        fi
        thread_cpus "$pid" || TCPUS=
        if ! same_cpus "$TCPUS" "$cpus"; then
            STEER_ERROR="$where: CPUs allowed read back \"$TCPUS\" after moving it to $cpus"
            rec thread-failed "$pid" 1 "$TCPUS" "$STEER_ERROR"; return 1
        fi
        show "$where: CPUs $prev -> $TCPUS"
        rec thread-written "$pid" "$TCPUS"
    done <<EOF_TTODO
$TTODO
EOF_TTODO
}

# write_queues: writes QTODO, journaled first and read back after; 1 with
# STEER_ERROR at the first failure: the caller rolls back.
write_queues() {
    while IFS=$TAB read -r qif qq qfile v p; do
        [ -n "$qif" ] || continue
        where="$qif $qq $qfile"
        f=$NETDIR/$qif/queues/$qq/$qfile
        semis "$p"
        journal_add "queue$TAB$qif$TAB$qq$TAB$qfile$TAB$JV" ||
            { STEER_ERROR="$JOURNAL: journal write failed"; rec queue-failed "$qif" "$qq" "$qfile" 0 "" "$STEER_ERROR"; return 1; }
        if ! { printf '%s\n' "$v" >"$f"; } 2>"$ERRFILE"; then
            read_value "$ERRFILE" || VALUE=
            STEER_ERROR="$where: writing $v failed: $VALUE"
            journal_add "refused-queue$TAB$qif$TAB$qq$TAB$qfile"
            rec queue-failed "$qif" "$qq" "$qfile" 0 "" "$STEER_ERROR"; return 1
        fi
        read_value "$f" || VALUE=
        if ! same_queue_value "$qfile" "$VALUE" "$v"; then
            STEER_ERROR="$where: read back \"$VALUE\" after writing \"$v\""
            rec queue-failed "$qif" "$qq" "$qfile" 1 "$VALUE" "$STEER_ERROR"; return 1
        fi
        show "$where: $p -> $VALUE"
        rec queue-written "$qif" "$qq" "$qfile" "$VALUE"
    done <<EOF_QTODO
$QTODO
EOF_QTODO
}

# The journal: one line per IRQ, per moved thread and per queue file,
# appended before its write, with one write(2) (a line is far shorter than
# the shell's output buffer). A journal with thread or queue lines says
# version 2 in its header; a script that knows only version 1 refuses it.
#
# Root writes nothing through a path someone else may have planted: the
# journal is made in a fresh private directory next to it (mktemp -d, mode
# 0700, JTMP, which also holds the shell's error messages), opened there on
# fd 4 (append) and fd 6 (read), then renamed into place; every later line
# goes to fd 4, whatever happens to the path. A rollback reads only a regular
# file owned by the user running the script (root), checks every line and
# field before the first write, and writes only to
# ROOT/proc/irq/<digits>/smp_affinity_list when that is a regular file, to a
# queue file through queue_path, and moves only the kernel thread with the
# recorded pid, start time and name.
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
journal_add() { printf '%s\n' "$*" >&4; }
journal_state() {
    journal_add "$1" || return 1
    sync "$JDIR" /dev/fd/4 2>/dev/null || sync
}

# journal_private: JTMP = a new directory of our own next to the journal.
journal_private() {
    JDIR=${JOURNAL%/*}
    [ -n "$JDIR" ] || JDIR=/
    JTMP=$(mktemp -d "$JDIR/.irqatlas-journal.XXXXXX" 2>/dev/null) && [ -d "$JTMP" ] && [ ! -L "$JTMP" ]
}
drop_private() { [ -z "$JTMP" ] || rm -rf "$JTMP"; JTMP=; }

# mark FILE: creates the empty FILE with O_EXCL (noclobber), so never
# through a link; 0 also when it is already there as a regular file.
mark() {
    [ -L "$1" ] && return 1
    [ -f "$1" ] && return 0
    (set -C; : >"$1") 2>/dev/null
}

# journal_check: the journal on stdin, every line checked by one awk: the
# header, then "writing<TAB>IRQ<TAB>PREVIOUS", "refused<TAB>IRQ",
# "thread<TAB>PID<TAB>START<TAB>COMM<TAB>PREVIOUS", "refused-thread<TAB>PID",
# "queue<TAB>IF<TAB>Q<TAB>FILE<TAB>PREVIOUS", "refused-queue<TAB>IF<TAB>Q<TAB>FILE"
# (these four in version 2 only; a refused write changed nothing) or a state.
# IRQs are decimal numbers (no sign, no leading zero, at most 8 digits),
# previous CPU lists digits, '-' and ';' (the stored commas), masks hex
# digits and ';'. Prints "bad<TAB>line N: WHY" and stops at the first
# problem; else "last<TAB>LAST LINE" and, newest first, one line per change
# to undo: "irq<TAB>IRQ<TAB>CPUS", "thread<TAB>PID<TAB>START<TAB>CPUS<TAB>COMM"
# or "queue<TAB>IF<TAB>Q<TAB>FILE<TAB>VALUE". With a file name as $1, writes
# the lines it read there as well (through the environment: awk -v would
# expand backslashes in it).
journal_check() {
    JCOPY=${1:-} awk -F "$TAB" '
    function bad(why) { if (!failed) print "bad\tline " NR ": " why; failed = 1; exit 1 }
    function irq(s) { return s ~ /^[0-9]+$/ && length(s) <= 8 && s !~ /^0./ }
    function ifname(s) { return s != "" && s != "." && s != ".." && length(s) <= 15 && s !~ /[\/:[:space:][:cntrl:]]/ }
    function steering() { if (version != 2) bad("not a journal line") }
    BEGIN { copy = ENVIRON["JCOPY"] }
    NR > 262144 { bad("more lines than any plan has IRQs") }
    length($0) > 65536 { bad("line too long") }
    NR == 1 {
        if ($0 == "irqatlas-journal-sh\t1") version = 1
        else if ($0 == "irqatlas-journal-sh\t2") version = 2
        else bad("not an irqatlas-journal-sh 1 or 2 journal")
    }
    NR > 1 && $1 == "writing" {
        if (NF != 3 || !irq($2)) bad("the IRQ field is not a number")
        if ($3 !~ /^[0-9;-]+$/) bad("the previous value of IRQ " $2 " is not a CPU list")
        if ($2 in written) bad("IRQ " $2 " twice")
        written[$2] = 1; k++; kind[k] = "irq"; u[k] = $2; p[k] = $3; t[k] = ""
    }
    NR > 1 && $1 == "refused" { if (NF != 2 || !irq($2)) bad("the IRQ field is not a number"); r[$2] = 1 }
    NR > 1 && $1 == "refused-thread" { steering(); if (NF != 2 || !($2 in moved)) bad("not a thread of this journal"); r["t" $2] = 1 }
    NR > 1 && $1 == "refused-queue" {
        steering()
        if (NF != 4 || !(($2 SUBSEP $3 SUBSEP $4) in set)) bad("not a queue file of this journal")
        r["q" $2 "\t" $3 "\t" $4] = 1
    }
    NR > 1 && $1 == "thread" {
        steering()
        if (NF != 5 || $2 !~ /^[1-9][0-9]*$/ || length($2) > 7 || $2 + 0 > 4194304) bad("a thread pid is not one")
        if ($3 !~ /^[0-9]+$/ || length($3) > 20) bad("thread " $2 ": the start time is not a number")
        if ($4 !~ /^irq\/[0-9]+-/ || length($4) > 64 || $4 ~ /[[:cntrl:]]/) bad("thread " $2 ": not the name of a threaded handler")
        if ($5 !~ /^[0-9;-]+$/) bad("thread " $2 ": the previous value is not a CPU list")
        if ($2 in moved) bad("thread " $2 " twice")
        moved[$2] = 1; k++; kind[k] = "thread"; w[k] = $2; u[k] = $2 "\t" $3; p[k] = $5; t[k] = "\t" $4
    }
    NR > 1 && $1 == "queue" {
        steering()
        if (NF != 5 || !ifname($2)) bad("an interface name is not one")
        if ($3 !~ /^[rt]x-(0|[1-9][0-9]*)$/ || length($3) > 8) bad("interface " $2 ": a queue name is not one")
        if ($4 != "rps_cpus" && $4 != "rps_flow_cnt" && $4 != "xps_cpus" && $4 != "xps_rxqs") bad($2 " " $3 ": not a queue file")
        if ($4 == "rps_flow_cnt" ? $5 !~ /^[0-9]+$/ || length($5) > 10 : $5 !~ /^[0-9a-f;]+$/) bad($2 " " $3 " " $4 ": the previous value is not one")
        if (($2 SUBSEP $3 SUBSEP $4) in set) bad($2 " " $3 " " $4 " twice")
        set[$2, $3, $4] = 1; k++; kind[k] = "queue"; u[k] = $2 "\t" $3 "\t" $4; p[k] = $5; t[k] = ""
    }
    NR > 1 && $1 != "writing" && $1 != "refused" && $1 != "thread" && $1 != "queue" &&
        $1 != "refused-thread" && $1 != "refused-queue" && $0 != "applied" &&
        $0 != "awaiting-confirm" && $0 != "confirmed" && $0 != "rolled-back" { bad("not a journal line") }
    { last = $0; if (copy != "") print > copy }
    END {
        if (failed) exit 1
        if (NR == 0) { print "bad\tline 1: empty"; exit 1 }
        print "last\t" last
        for (i = k; i >= 1; i--) {
            if (kind[i] == "irq" && u[i] in r) continue
            if (kind[i] == "thread" && ("t" w[i]) in r) continue
            if (kind[i] == "queue" && ("q" u[i]) in r) continue
            gsub(/;/, ",", p[i]); print kind[i] "\t" u[i] "\t" p[i] t[i]
        }
    }'
}

# refuse WHY: the journal is not rolled back.
refuse() { say "$JOURNAL: $1; refused, nothing restored"; rec fatal 5 "$JOURNAL: $1"; drop_private; return 5; }

# Restores every IRQ the journal marks as (maybe) written, newest first.
# "rollback own" is the rollback inside an apply: the journal is this run's
# file on fds 4 and 6. Otherwise the journal at $JOURNAL is checked, read on
# fd 5 and copied into JTMP, which is renamed over it with the final state.
rollback() {
    if [ "${1:-}" = own ]; then
        checked=$(journal_check <&6)
    else
        [ -L "$JOURNAL" ] && { refuse "is a symlink"; return; }
        [ -e "$JOURNAL" ] || { say "$JOURNAL: no journal, nothing to roll back"; return 9; }
        [ -f "$JOURNAL" ] && [ -O "$JOURNAL" ] || { refuse "not a regular file owned by the user running this script"; return; }
        { command exec 5<"$JOURNAL"; } 2>/dev/null || { refuse "unreadable"; return; }
        # The same on the open file: the path may have changed meanwhile.
        if [ -e /dev/fd/5 ]; then
            [ -f /dev/fd/5 ] && [ -O /dev/fd/5 ] || { refuse "not a regular file owned by the user running this script"; return; }
        fi
        [ -d "$IRQDIR" ] && [ ! -L "$IRQDIR" ] || { refuse "$IRQDIR: not a directory"; return; }
        journal_private || { refuse "cannot create a private directory next to it"; return; }
        checked=$(journal_check "$JTMP/journal" <&5)
    fi
    # Every field again, before the first write. Messages never quote a
    # field that failed a check: the journal's bytes stay off the terminal.
    why= last= undo=
    while IFS=$TAB read -r kind a b c d e; do
        case $kind in
            bad) why=$a; break ;;
            last) last=$a ;;
            irq)
                case $a in '' | *[!0-9]* | 0?* | ?????????*) why="an IRQ field is not a number"; break ;; esac
                ranges "$b" || { why="IRQ $a: previous value is not a CPU list"; break; }
                ;;
            thread)
                case $a in '' | *[!0-9]*) why="a thread pid is not a number"; break ;; esac
                case $b in '' | *[!0-9]*) why="thread $a: the start time is not a number"; break ;; esac
                ranges "$c" || { why="thread $a: previous value is not a CPU list"; break; }
                case $d in irq/[0-9]*-*) ;; *) why="thread $a: not the name of a threaded handler"; break ;; esac
                ;;
            queue)
                queue_path "$a" "$b" "$c"
                [ $? -ne 1 ] || { why="a queue file name is not one"; break; }
                queue_value_ok "$c" "$d" || { why="$a $b $c: previous value is not one"; break; }
                ;;
            '') continue ;;
            *) why="unexpected output of the journal check"; break ;;
        esac
        case $kind in irq | thread | queue) undo="$undo$kind$TAB$a$TAB$b$TAB$c$TAB$d$TAB$e$NL" ;; esac
    done <<EOF_CHECKED
$checked
EOF_CHECKED
    [ -n "$why" ] || [ -n "$last" ] || why="unreadable"
    [ -z "$why" ] || { refuse "$why"; return; }
    if [ "$last" = rolled-back ]; then
        drop_private
        say "$JOURNAL: already rolled back, nothing to do"; return 0
    fi
    failed=0 restored=0 steered=0
    while IFS=$TAB read -r kind a b c d e; do
        case $kind in
            irq) restore_irq "$a" "$b" ;;
            thread) restore_thread "$a" "$b" "$c" "$d" ;;
            queue) restore_queue "$a" "$b" "$c" "$d" ;;
        esac
    done <<EOF_UNDO
$undo
EOF_UNDO
    if [ "$failed" -gt 0 ]; then drop_private; say "$failed restore(s) failed; journal kept"; return 7; fi
    if [ "${1:-}" != own ]; then
        { command exec 4>>"$JTMP/journal" && mv -f -T "$JTMP/journal" "$JOURNAL"; } 2>/dev/null ||
            { drop_private; say "$JOURNAL: cannot mark it rolled back"; return 5; }
        drop_private
    fi
    journal_state rolled-back
    if [ "$steered" -gt 0 ]; then
        say "$restored IRQ(s) and $steered thread(s) or queue file(s) restored from $JOURNAL"
    else
        say "$restored IRQ(s) restored from $JOURNAL"
    fi
    return 0
}

# restore_irq IRQ CPUS (rollback's counters failed, restored).
restore_irq() {
    f=$IRQDIR/$1/smp_affinity_list
    if [ -L "$IRQDIR/$1" ] || [ ! -d "$IRQDIR/$1" ] || [ -L "$f" ] || [ ! -f "$f" ]; then
        failed=$((failed + 1)); say "IRQ $1: $f: not a regular file, $2 not restored"
        rec restore-failed "$1" "$2"
    elif { printf '%s\n' "$2" >"$f"; } 2>/dev/null; then
        restored=$((restored + 1)); say "IRQ $1: restored $2"
        read_value "$f" || VALUE=
        ri_back=$VALUE
        read_value "$IRQDIR/$1/effective_affinity_list" || VALUE=
        rec restored "$1" "$2" "$ri_back" "$VALUE"
    else
        failed=$((failed + 1)); say "IRQ $1: restoring $2 FAILED"
        rec restore-failed "$1" "$2"
    fi
}

# restore_thread PID START CPUS COMM: only while PID is still the kernel
# thread the journal names; one that exited or whose pid now names another
# task is left alone (its affinity went with it), not a failure.
restore_thread() {
    rt_where="IRQ thread $1 ($4)"
    if ! same_thread "$1" "$2" "$4"; then
        say "$rt_where: gone, nothing to restore"; rec thread-gone "$1" "$4"; return 0
    fi
    if "${IRQATLAS_TASKSET:-taskset}" -p -c "$3" "$1" >/dev/null 2>&1; then
        steered=$((steered + 1)); say "$rt_where: restored CPUs $3"
        thread_cpus "$1" || TCPUS=
        rec thread-restored "$1" "$4" "$3" "$TCPUS"
    elif ! same_thread "$1" "$2" "$4"; then
        say "$rt_where: gone, nothing to restore"; rec thread-gone "$1" "$4"
    else
        failed=$((failed + 1)); say "$rt_where: restoring CPUs $3 FAILED"
        rec thread-restore-failed "$1" "$4" "$3"
    fi
}

# restore_queue IF Q FILE VALUE: a queue file of an interface that is gone
# is not a failure (the queue went with it); a link on the way is.
restore_queue() {
    rq_where="$1 $2 $3"
    queue_path "$1" "$2" "$3"
    case $? in
        0) ;;
        2) say "$rq_where: the interface is gone, nothing to restore"; rec queue-gone "$1" "$2" "$3"; return 0 ;;
        *)
            failed=$((failed + 1)); say "$rq_where: not a regular queue file, $4 not restored"
            rec queue-restore-failed "$1" "$2" "$3" "$4"; return 0
            ;;
    esac
    if { printf '%s\n' "$4" >"$QPATH"; } 2>/dev/null; then
        steered=$((steered + 1)); say "$rq_where: restored $4"
        read_value "$QPATH" || VALUE=
        rec queue-restored "$1" "$2" "$3" "$4" "$VALUE"
    else
        failed=$((failed + 1)); say "$rq_where: restoring $4 FAILED"
        rec queue-restore-failed "$1" "$2" "$3" "$4"
    fi
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
                confirm | "confirm$CR") mark "$CONFIRM_FILE"; exit 0 ;;
                revert | "revert$CR") mark "$CONFIRM_FILE.revert"; exit 0 ;;
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
    action=apply RECORDS=0 CONFIRM_TIMEOUT=0 JOURNAL_ARG= JTMP=
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
    NETDIR=$ROOT/sys/class/net
    rec journal "$JOURNAL"
    # A dropped SSH connection must not stop a rollback half-way, nor the
    # wait that ends in one: output to a closed pipe is lost, nothing else.
    trap '' HUP PIPE

    if [ "$action" = rollback ]; then rollback; exit $?; fi
    if [ "$action" = confirm ]; then
        [ -f "$JOURNAL" ] && [ "$(tail -n 1 "$JOURNAL")" = awaiting-confirm ] ||
            die 9 "$JOURNAL: nothing awaits confirmation"
        mark "$CONFIRM_FILE" || die 5 "$CONFIRM_FILE: cannot create it"
        say "confirmation sent"; exit 0
    fi

    [ -d "$IRQDIR" ] && [ ! -L "$IRQDIR" ] || die 1 "$IRQDIR: not a directory"
    read_value "$ROOT/sys/devices/system/cpu/online" || die 1 "$ROOT/sys/devices/system/cpu/online: unreadable"
    ONLINE=$VALUE
    online_ok=0
    if ranges "$ONLINE"; then online_ok=1 ONLINE_RANGES=$RANGES; fi

    # Validate everything before the first write.
    resolved=$(resolve_all) || die 1 "awk failed: cannot read the plan"
    problems=0 todo= i=0 THREADS=
    while IFS=$TAB read -r st pn n pcpus pthreads; do
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
        if [ -n "$pthreads" ]; then
            if ! ranges "$pthreads"; then problem "$where: bad thread CPU list \"$pthreads\""; continue; fi
            if ! in_ranges "$RANGES" "$ONLINE_RANGES"; then problem "$where: thread CPU $OUTSIDE not online (online: $ONLINE)"; continue; fi
            THREADS="$THREADS $n:$pthreads"
        fi
        todo="$todo$n$TAB$pcpus$TAB$prev$NL"
        rec planned "$n" "$pcpus" "$prev"
    done <<EOF_PLAN
$resolved
EOF_PLAN
    check_queues
    find_threads
    [ "$problems" -eq 0 ] || die 4 "plan refused, nothing written: $problems problem(s)"

    if [ "$action" = --dry-run ]; then
        printf '%s' "$todo" | while IFS="$TAB" read -r n c p; do show "IRQ $n: $p -> $c (dry run)"; done
        printf '%s' "$TTODO" | while IFS="$TAB" read -r pid start c p comm; do show "IRQ thread $pid ($comm): CPUs $p -> $c (dry run)"; done
        printf '%s' "$QTODO" | while IFS="$TAB" read -r qif qq qfile v p; do show "$qif $qq $qfile: $p -> $v (dry run)"; done
        exit 0
    fi

    [ -L "$JOURNAL" ] && die 5 "$JOURNAL: is a symlink, refused"
    [ ! -e "$JOURNAL" ] || [ -f "$JOURNAL" ] || die 5 "$JOURNAL: not a regular file, refused"
    jd=${JOURNAL%/*}
    mkdir -p "${jd:-/}" 2>/dev/null
    journal_private || die 5 "$JOURNAL: cannot create a private directory next to it, nothing written"
    # The shell's message when a write fails goes to this file: capturing it
    # with $(...) would cost a process per IRQ.
    ERRFILE=$JTMP/err
    # Version 1 where only IRQs change, so such a journal stays readable to
    # every script that can roll one back.
    jversion=1
    [ -z "$TTODO$QTODO" ] || jversion=2
    { printf 'irqatlas-journal-sh\t%s\n' "$jversion" >"$JTMP/journal" && command exec 4>>"$JTMP/journal" 6<"$JTMP/journal" &&
        mv -f -T "$JTMP/journal" "$JOURNAL" && { sync "$JDIR" /dev/fd/4 2>/dev/null || sync; }; } 2>/dev/null ||
        { drop_private; die 5 "$JOURNAL: cannot write the journal, nothing written"; }
    rm -f "$CONFIRM_FILE" # a stale confirmation must not count

    status=0
    while IFS=$TAB read -r n c p; do
        [ -n "$n" ] || continue
        semis "$p"
        if ! journal_add "writing$TAB$n$TAB$JV"; then
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
    # Then the steering, in the helper's order: threads, then queue files.
    STEER_ERROR=
    if [ "$status" -eq 0 ] && { ! write_threads || ! write_queues; }; then
        say "$STEER_ERROR"; status=6
    fi
    drop_private
    if [ "$status" -ne 0 ]; then
        rollback own; rc=$?
        [ "$rc" -eq 0 ] || exit 7
        exit "$status"
    fi
    if [ "$CONFIRM_TIMEOUT" -gt 0 ]; then
        journal_state awaiting-confirm
        rec awaiting "$CONFIRM_TIMEOUT"
        say "applied; waiting $CONFIRM_TIMEOUT s for confirmation (a line \"confirm\" on stdin or \`sh SCRIPT confirm\`), else rolling back"
        if wait_confirm; then
            journal_state confirmed; rec confirmed; say "confirmed"
            exit 0
        fi
        say "no confirmation within $CONFIRM_TIMEOUT s, rolling back"
        rollback own; rc=$?
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

} // namespace

const char *planScriptBody()
{
    return kBody;
}

} // namespace irqatlas
