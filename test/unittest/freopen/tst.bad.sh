#!/bin/bash
#
# ASSERTION: A file freopen() cannot open is reported as a run-time error,
# and the output stays where it was.
#
# Run by test/runtest.sh as: bash tst.bad.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -wqn 'BEGIN { printf("1\n"); freopen(".."); freopen("%s", ".");
    freopen("/no/such/dir/file"); printf("2\n"); exit(0); }' 2>&1
echo "status $?"
