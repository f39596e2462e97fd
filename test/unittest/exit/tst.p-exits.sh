#!/bin/bash
#
# ASSERTION: dtrace -p ends tracing when the process exits.
#
# Run by test/runtest.sh as: bash tst.p-exits.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

sleep 2 &
pid=$!
$dtrace -qn 'BEGIN { printf("grabbed\n"); }' -p $pid
status=$?
wait $pid
exit $status
