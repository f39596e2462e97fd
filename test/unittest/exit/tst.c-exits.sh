#!/bin/bash
#
# ASSERTION: dtrace -c ends tracing when the command exits.
#
# Run by test/runtest.sh as: bash tst.c-exits.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

start=$(date +%s)
$dtrace -qn 'BEGIN { printf("started\n"); }' -c 'sleep 1'
status=$?
end=$(date +%s)
[ $((end - start)) -lt 20 ] || { echo "took too long"; exit 1; }
exit $status
