#!/bin/bash
#
# ASSERTION: SIGINT stops tracing, prints the aggregations and exits 0
# (with the newline DTrace prints after an interrupt).
#
# Run by test/runtest.sh as: bash tst.sigint.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

# Job control, so that the background dtrace does not ignore SIGINT.
set -m
out=$(mktemp)
$dtrace -qn 'BEGIN { @a = count(); printf("ready\n"); }' >"$out" 2>&1 &
pid=$!
# Wait for tracing to start (BEGIN's line), at most 120 s by the clock.
end=$((SECONDS + 120))
until grep -q ready "$out" || [ $SECONDS -ge $end ]; do sleep 0.05; done
kill -INT $pid
wait $pid
status=$?
cat "$out"
rm -f "$out"
exit $status
