#!/bin/bash
#
# ASSERTION: -C works on a script read from standard input.
#
# Run by test/runtest.sh as: bash tst.stdin.sh $DTRACE.

dtrace=${1:-$DTRACE}

printf '#define V 9\nBEGIN { printf("%%d\\n", V); exit(0); }\n' | $dtrace -q -C -s /dev/stdin
