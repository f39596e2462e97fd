#!/bin/bash
#
# ASSERTION: ftruncate() empties the output file; what is printed after it
# is all the file holds.
#
# Run by test/runtest.sh as: bash tst.ftruncate.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

echo "old" >"$tmpd/o"
$dtrace -qn 'BEGIN { printf("gone\n"); ftruncate(); printf("kept\n");
    exit(0); }' -o "$tmpd/o" || exit 1
echo "== -o file"
cat "$tmpd/o"
$dtrace -wqn 'BEGIN { freopen($$1); printf("gone\n"); ftruncate();
    printf("kept\n"); freopen(""); exit(0); }' "$tmpd/f" || exit 1
echo "== freopen file"
cat "$tmpd/f"
