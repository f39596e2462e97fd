#!/bin/bash
#
# ASSERTION: Without -q, a firing that only calls exit() prints its probe line.
#
# Run by test/runtest.sh as: bash tst.default-exit.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -n 'BEGIN { exit(0); }' 2>/dev/null |
    sed -E 's/^ *[0-9]+( +[0-9]+ )/  X\1/'
exit ${PIPESTATUS[0]}
