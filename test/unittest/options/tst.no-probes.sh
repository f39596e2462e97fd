#!/bin/bash
#
# ASSERTION: Options but no program: "no probes specified".
#
# Run by test/runtest.sh as: bash tst.no-probes.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -q
echo "status $?"
