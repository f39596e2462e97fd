#!/bin/bash
#
# ASSERTION: -o sends the output to a file, appending.
#
# Run by test/runtest.sh as: bash tst.o-file.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

f=$(mktemp)
echo first > "$f"
$dtrace -q -o "$f" -n 'BEGIN { printf("second\n"); exit(0); }'
echo "status $?"
cat "$f"
rm -f "$f"
