#!/bin/bash
#
# ASSERTION: With -o, dtrace's output goes to the file and the command's to
# dtrace's standard output, as in DTrace.
#
# Run by test/runtest.sh as: bash tst.ofile.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}
out=$(mktemp)
trap 'rm -f "$out"' EXIT

$dtrace -wqn 'BEGIN { printf("to the file\n"); system("echo to stdout");
    exit(0); }' -o "$out" || exit 1
echo "== file"
cat "$out"
