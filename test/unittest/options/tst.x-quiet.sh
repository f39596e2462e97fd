#!/bin/bash
#
# ASSERTION: -x quiet and -q are the same.
#
# Run by test/runtest.sh as: bash tst.x-quiet.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -x quiet -n 'BEGIN { printf("a\n"); exit(0); }'
$dtrace -q -n 'BEGIN { printf("b\n"); exit(0); }'
