#!/bin/bash
#
# ASSERTION: aggsize bounds the aggregation map; updates of new keys that
# find it full are dropped and reported as DTrace reports aggregation drops
# ("dtrace: N aggregation drops on CPU C", the CPU replaced by X here).
# aggsize=64 leaves room for one entry: the first key; the next two are
# dropped, and one more in a second aggregation is a single drop.
#
dtrace=${1:-$DTRACE}

$dtrace -x aggsize=64 -qn 'BEGIN { @a[1] = count(); @a[2] = count();
    @a[3] = count(); @a[1] = count(); exit(0); }' 2>&1 |
    sed -E 's/on CPU [0-9]+/on CPU X/'
status=${PIPESTATUS[0]}
$dtrace -x aggsize=64 -qn 'BEGIN { @a = count(); @b = sum(1); exit(0); }' 2>&1 |
    sed -E 's/on CPU [0-9]+/on CPU X/'
exit $((status | PIPESTATUS[0]))
