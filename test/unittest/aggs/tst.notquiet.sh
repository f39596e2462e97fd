#!/bin/bash
#
# ASSERTION: Aggregations are not data-recording: only the exit() firing prints a probe line.
#
# Run by test/runtest.sh as: bash tst.notquiet.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -s notquiet.d 2>/dev/null |
    sed -E 's/^ *[0-9]+( +[0-9]+ )/  X\1/'
exit ${PIPESTATUS[0]}
