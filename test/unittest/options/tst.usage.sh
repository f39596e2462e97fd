#!/bin/bash
#
# ASSERTION: An unknown option prints the usage and exits 2.
#
# Run by test/runtest.sh as: bash tst.usage.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -k 2>err.$$ >/dev/null
echo "status $?"
grep -q "^Usage: dtrace " err.$$ && echo usage
rm -f err.$$
$dtrace >/dev/null 2>&1
echo "no arguments: $?"
