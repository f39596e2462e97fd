#!/bin/bash
#
# ASSERTION: freopen() sends dtrace's output to a file (appending to it),
# freopen("") back to the original output; the file name is formatted.
#
# Run by test/runtest.sh as: bash tst.freopen.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

echo "old line" >"$tmpd/f.1"
$dtrace -wqn 'BEGIN { printf("to stdout\n"); freopen("%s/f.%d", $$1, 1);
    printf("to f.1\n"); freopen("%s/f.2", $$1); printf("to f.2\n");
    freopen(""); printf("back to stdout\n"); exit(0); }' "$tmpd" || exit 1
for f in f.1 f.2; do
	echo "== $f"
	cat "$tmpd/$f"
done
