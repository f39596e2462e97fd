#!/bin/bash
#
# ASSERTION: pid in BEGIN is the pid of dtrace; ppid is its parent.
#
# Run by test/runtest.sh as: bash tst.pid.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

out=$(mktemp)
$dtrace -qn 'BEGIN { printf("%d %d\n", pid, ppid); exit(0); }' >"$out" &
dpid=$!
wait $dpid
read -r p pp < "$out"
rm -f "$out"
[ "$p" = "$dpid" ] && echo pid-ok || echo "pid $p, expected $dpid"
[ "$pp" = "$$" ] && echo ppid-ok || echo "ppid $pp, expected $$"
