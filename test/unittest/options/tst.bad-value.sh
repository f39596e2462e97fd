#!/bin/bash
#
# ASSERTION: A bad option value is an error.
#
# Run by test/runtest.sh as: bash tst.bad-value.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -x bufsize=lots -n 'BEGIN { exit(0); }'
echo "status $?"
$dtrace -x switchrate=10parsecs -n 'BEGIN { exit(0); }'
echo "status $?"
