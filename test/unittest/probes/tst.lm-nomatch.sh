#!/bin/bash
#
# ASSERTION: -lm of a module no probe has: the heading, DTrace's line on
# stderr, and exit 0, as Oracle Linux DTrace (tst.ListProbesModuleEmpty).
#
# Run by test/runtest.sh as: bash tst.lm-nomatch.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -lm nosuchmodule
echo "status $?"
