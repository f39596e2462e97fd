#!/bin/bash
#
# ASSERTION: SIGTERM stops tracing like SIGINT.
#
# Run by test/runtest.sh as: bash tst.sigterm.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

out=$(mktemp)
$dtrace -qn 'BEGIN { @a = sum(5); printf("ready\n"); }' >"$out" 2>&1 &
pid=$!
# Wait for tracing to start (BEGIN's line), at most 120 s by the clock.
end=$((SECONDS + 120))
until grep -q ready "$out" || [ $SECONDS -ge $end ]; do sleep 0.05; done
kill -TERM $pid
wait $pid
status=$?
cat "$out"
rm -f "$out"
exit $status
