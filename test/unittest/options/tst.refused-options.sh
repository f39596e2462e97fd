#!/bin/bash
#
# ASSERTION: options whose work cannot be done here are refused with the
# reason, never accepted and ignored: -32 (D programs use the kernel's
# 64-bit data model), aggpercpu (aggregations are not kept per CPU).
#
# Run by test/runtest.sh as: bash tst.refused-options.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -32 -qn 'BEGIN { printf("ran\n"); exit(0); }' 2>&1
echo "status $?"
$dtrace -x aggpercpu -qn 'BEGIN { printf("ran\n"); exit(0); }' 2>&1
echo "status $?"
$dtrace -64 -qn 'BEGIN { printf("ran\n"); exit(0); }' 2>&1
echo "status $?"
