#!/bin/bash
#
# ASSERTION: Without -q, records are printed under the CPU/ID/FUNCTION:NAME header,
# each probe firing on one line with its trace() data (CPU masked).
#
# Run by test/runtest.sh as: bash tst.default-output.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -n 'BEGIN { trace(42); trace((long long)7); exit(0); }' 2>/dev/null |
    sed -E 's/^ *[0-9]+( +[0-9]+ )/  X\1/'
exit ${PIPESTATUS[0]}
