#!/bin/bash
#
# ASSERTION: Sizes take k, m, g, t in either case, or no suffix.
#
# Run by test/runtest.sh as: bash tst.size-suffixes.sh $DTRACE.

dtrace=${1:-$DTRACE}

for v in 4096 8k 8K 1m 1M 0x2000; do
	$dtrace -q -b $v -x aggsize=$v -n 'BEGIN { exit(0); }' >/dev/null || echo "$v failed"
done
for v in 1g 1G; do
	$dtrace -q -x specsize=$v -n 'BEGIN { exit(0); }' >/dev/null || echo "$v failed"
done
echo done
