#!/bin/bash
#
# ASSERTION: With -o, freopen("") goes back to the -o file.
#
# Run by test/runtest.sh as: bash tst.ofile.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

$dtrace -wqn 'BEGIN { printf("o1\n"); freopen("%s/f", $$1); printf("f1\n");
    freopen(""); printf("o2\n"); exit(0); }' -o "$tmpd/o" "$tmpd" || exit 1
for f in o f; do
	echo "== $f"
	cat "$tmpd/$f"
done
