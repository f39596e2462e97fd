#!/bin/bash
#
# ASSERTION: -s with a missing file: error and exit 1.
#
# Run by test/runtest.sh as: bash tst.missing-script.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -s /nonexistent/script.d
echo "status $?"
