#!/bin/bash
#
# ASSERTION: system()'s output follows dtrace's into the freopen() file.
#
# Run by test/runtest.sh as: bash tst.system.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}
f=$(mktemp)
trap 'rm -f "$f"' EXIT

$dtrace -wqn 'BEGIN { freopen($$1); printf("a\n"); system("echo b");
    printf("c\n"); freopen(""); printf("d\n"); exit(0); }' "$f" || exit 1
echo "== file"
cat "$f"
