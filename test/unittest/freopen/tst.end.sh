#!/bin/bash
#
# ASSERTION: Output stays in the file until freopen(""): END's output and
# the aggregations printed at exit go there too.
#
# Run by test/runtest.sh as: bash tst.end.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}
f=$(mktemp)
trap 'rm -f "$f"' EXIT

$dtrace -wqn 'BEGIN { @ = sum(42); freopen($$1); exit(0); }
    END { printf("end\n"); }' "$f" || exit 1
echo "== stdout above, file below"
cat "$f"
