#!/bin/bash
#
# ASSERTION: ftruncate() on an output that is no file (a pipe) does
# nothing; it is not destructive (no -w).
#
# Run by test/runtest.sh as: bash tst.ftruncate-pipe.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -qn 'BEGIN { printf("one\n"); ftruncate(); printf("two\n"); exit(0); }' | cat
exit ${PIPESTATUS[0]}
