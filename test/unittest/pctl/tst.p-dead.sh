#!/bin/bash
#
# ASSERTION: -p of a process that has exited is DTrace's error ("No such
# process"), exit 1; on a terminal a hint names the pid.
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
. "$(dirname "$0")/../common/tty.sh"
tty "$dtrace -n 'BEGIN { exit(0); }' -p $pid" | sed "s/pid $pid\$/pid PID/"
echo "status ${PIPESTATUS[0]}"
