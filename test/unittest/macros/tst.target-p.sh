#!/bin/bash
#
# ASSERTION: $target is the pid given with -p.
#
# Run by test/runtest.sh as: bash tst.target-p.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

sleep 10 &
pid=$!
out=$($dtrace -qn 'BEGIN { printf("%d", $target); exit(0); }' -p $pid)
kill $pid
wait $pid 2>/dev/null
[ "$out" = "$pid" ] && echo ok || echo "got $out, expected $pid"
