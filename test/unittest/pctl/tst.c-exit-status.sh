#!/bin/bash
#
# ASSERTION: dtrace ends when the -c command exits, says how it ended when
# that is not exit status 0, and its own status stays 0.
#
# Run by test/runtest.sh as: bash tst.c-exit-status.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -n 'BEGIN { }' -c false 2>&1 >/dev/null | sed 's/pid [0-9]*/pid PID/'
echo "status ${PIPESTATUS[0]}"
$dtrace -qn 'BEGIN { }' -c true 2>&1
echo "status $?"
