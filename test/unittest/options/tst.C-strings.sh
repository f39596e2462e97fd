#!/bin/bash
#
# ASSERTION: -C preprocesses script files, not -n programs.
#
# Run by test/runtest.sh as: bash tst.C-strings.sh $DTRACE.

dtrace=${1:-$DTRACE}

$dtrace -q -C -n 'BEGIN { printf("%d\n", __LINE__ + 0); exit(0); }' 2>&1
echo status $?
