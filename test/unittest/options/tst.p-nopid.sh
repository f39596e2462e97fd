#!/bin/bash
#
# ASSERTION: -p with a pid that does not exist.
#
# Run by test/runtest.sh as: bash tst.p-nopid.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -n 'BEGIN { exit(0); }' -p 2147483646
echo "status $?"
