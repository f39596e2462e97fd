#!/bin/bash
#
# ASSERTION: quiet takes yes/no words, numbers and an empty value (unset).
#
# Run by test/runtest.sh as: bash tst.quiet-values.sh $DTRACE.

dtrace=${1:-$DTRACE}

for v in yes on true enable enabled set 1 0; do
	echo "quiet=$v: $($dtrace -x quiet=$v -n 'BEGIN { exit(0); }' 2>&1 | wc -l)"
done
for v in no off false disable disabled unset ''; do
	echo "quiet=$v: $($dtrace -x quiet=$v -n 'BEGIN { exit(0); }' 2>/dev/null | wc -l)"
done
