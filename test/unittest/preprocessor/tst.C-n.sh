#!/bin/bash
#
# ASSERTION: -C does not apply to -n programs.
#
# Run by test/runtest.sh as: bash tst.C-n.sh $DTRACE.

dtrace=${1:-$DTRACE}

$dtrace -q -C -n 'BEGIN { printf("n\n"); exit(0); }'
