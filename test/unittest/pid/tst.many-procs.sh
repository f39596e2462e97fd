#!/bin/bash
#
# ASSERTION: one function traced in six processes at once (-p six times):
# beyond four processes an object gets one shared, unfiltered link and the
# (tgid, cookie) hash dispatch instead of a link per process (-xdebug says
# so), and each process's calls are counted exactly, in its own process,
# for the executable (square, entry and return) and for libc (getpid); a
# seventh process that maps the same executable but is not traced fires
# nothing.
#
# @@timeout: 90
dtrace=${1:-$DTRACE}
# $tmpd, the cleanup trap and wait_for, as the stapsdt tests have them
. "$(dirname "$0")/../stapsdt/lib.sh"

pids=() descs= pargs=
for i in 1 2 3 4 5 6; do
	"$TRIGGERS/pid-calls" $i -1 & pids+=($!)
	descs="$descs${descs:+,}pid$!:a.out:square:entry,pid$!:libc.so.6:getpid:entry"
	rets="$rets${rets:+,}pid$!:a.out:square:return"
	pargs="$pargs -p $!"
done
"$TRIGGERS/pid-calls" 7 -1 & other=$!
$dtrace -xdebug -qn 'BEGIN { printf("ready\n"); }
'"$descs"' { @[pid, probefunc] = count(); }
'"$rets"' { @r[pid] = sum(arg1); }
END { printa("%d %s %@d\n", @); printa("%d square returns sum %@d\n", @r); }' \
    $pargs >"$tmpd/out" 2>"$tmpd/err" &
d=$!
wait_for "$tmpd/out" || exit 1
for p in "${pids[@]}" $other; do kill -USR1 $p; done
wait $other
wait $d
echo "dtrace exit $?"
grep -c 'pid: one shared link for .* in 6 processes' "$tmpd/err"
sedargs=
for i in 0 1 2 3 4 5; do sedargs="$sedargs; s/^${pids[$i]} /P$((i + 1)) /"; done
grep -v ready "$tmpd/out" | sed "$sedargs" | sort
