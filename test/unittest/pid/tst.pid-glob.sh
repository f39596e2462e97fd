#!/bin/bash
#
# ASSERTION: a glob over pids (pid*, as DTrace's pid-like providers allow)
# names every running process whose pidPID matches: three copies of a
# trigger (its own name, so no other process on the machine has the
# module) are each listed (-l) and traced, with exact counts per process,
# with no -c/-p (dtrace runs until interrupted, then prints END); a glob
# that would make more probes than the limit (every instruction of libc in
# every process) is refused with one message, exit 1.
#
# @@timeout: 240
dtrace=${1:-$DTRACE}
# $tmpd, the cleanup trap and wait_for, as the stapsdt tests have them
. "$(dirname "$0")/../stapsdt/lib.sh"

mod=globbed-$$
cp "$TRIGGERS/pid-calls" "$tmpd/$mod"
pids=()
for i in 1 2 3; do
	"$tmpd/$mod" $i -1 & pids+=($!)
done
sedargs="s/$mod/MOD/"
for i in 0 1 2; do sedargs="$sedargs; s/${pids[$i]}/P$((i + 1))/"; done

$dtrace -l -n "pid*:$mod:square:entry" | sed "$sedargs" |
    awk 'NR > 1 { print $2, $3, $4, $5 }' | sort
$dtrace -qn 'BEGIN { printf("ready\n"); }
pid*:'$mod':square:entry { @[pid, probefunc] = count(); }
pid*:'$mod':square:return { @r[pid] = sum(arg1); }
END { printa("%d %s %@d\n", @); printa("%d square returns sum %@d\n", @r); }' \
    >"$tmpd/out" &
d=$!
wait_for "$tmpd/out" $d || exit 1
for p in "${pids[@]}"; do kill -USR1 $p; done
wait "${pids[@]}"
kill -TERM $d
wait $d
echo "dtrace exit $?"
grep -v ready "$tmpd/out" | sed "$sedargs" | sort

$dtrace -n 'pid*:libc.so.6::' >"$tmpd/out" 2>"$tmpd/err"
echo "too many: exit $?, stdout $(wc -l <"$tmpd/out") lines"
cat "$tmpd/err"
