#!/bin/bash
#
# ASSERTION: The -c command runs and its output appears.
#
# Run by test/runtest.sh as: bash tst.c-output.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -qn 'BEGIN { }' -c 'echo from-child'
