#!/bin/bash
#
# ASSERTION: two processes traced at once (-p A -p B), the same functions
# in both (square in each executable, getpid in libc, which both map: one
# uprobe per site in the kernel, a consumer per process): each call is
# counted once, in its own process; process A runs and exits first, and
# B's probes still fire exactly (A's exit disables only A's links); dtrace
# ends by itself when both have exited, status 0.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
# $tmpd, the cleanup trap and wait_for, as the stapsdt tests have them
. "$(dirname "$0")/../stapsdt/lib.sh"

"$TRIGGERS/pid-calls" 3 -1 & a=$!
"$TRIGGERS/pid-calls" 5 -1 & b=$!
$dtrace -qn 'BEGIN { printf("ready\n"); }
pid'$a':a.out:square:entry, pid'$a':libc.so.6:getpid:entry,
pid'$b':a.out:square:entry, pid'$b':libc.so.6:getpid:entry
{ @[pid, probefunc] = count(); }
pid'$a':a.out:square:return, pid'$b':a.out:square:return
{ @r[pid] = sum(arg1); }
END { printa("%d %s %@d\n", @); printa("%d square returns sum %@d\n", @r); }' \
    -p $a -p $b >"$tmpd/out" &
d=$!
wait_for "$tmpd/out" || exit 1
kill -USR1 $a
wait $a
kill -USR1 $b
wait $d
echo "dtrace exit $?"
grep -v ready "$tmpd/out" | sed "s/^$a /A /; s/^$b /B /" | sort
