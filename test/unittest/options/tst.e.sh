#!/bin/bash
#
# ASSERTION: -e compiles but does not run; compile errors still fail.
#
# Run by test/runtest.sh as: bash tst.e.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -e -n 'BEGIN { printf("not printed\n"); }'
echo "status $?"
$dtrace -e -n 'BEGIN { x = ; }' 2>/dev/null
echo "status $?"
