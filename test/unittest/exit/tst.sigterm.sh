#!/bin/bash
#
# ASSERTION: SIGTERM stops tracing like SIGINT.
#
# Run by test/runtest.sh as: bash tst.sigterm.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

out=$(mktemp)
$dtrace -qn 'BEGIN { @a = sum(5); }' >"$out" 2>&1 &
pid=$!
sleep 3
kill -TERM $pid
wait $pid
status=$?
cat "$out"
rm -f "$out"
exit $status
