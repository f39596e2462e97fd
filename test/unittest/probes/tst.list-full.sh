#!/bin/bash
#
# ASSERTION: -l -n with a full description.
#
# Run by test/runtest.sh as: bash tst.list-full.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -l -n dtrace:::END
