#!/bin/bash
#
# ASSERTION: -p of a process that has exited is a clear error, exit 1.
#
# Run by test/runtest.sh as: bash tst.p-dead.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

true &
pid=$!
wait $pid
$dtrace -n 'BEGIN { exit(0); }' -p $pid 2>&1 | sed "s/pid $pid:/pid PID:/"
echo "status ${PIPESTATUS[0]}"
$dtrace -n 'BEGIN { exit(0); }' -p notapid 2>&1
echo "status $?"
