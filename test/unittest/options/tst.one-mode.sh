#!/bin/bash
#
# ASSERTION: Only one of -l -V at a time.
#
# Run by test/runtest.sh as: bash tst.one-mode.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -l -V
echo "status $?"
