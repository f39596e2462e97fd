#!/bin/bash
#
# ASSERTION: -V prints the D version.
#
# Run by test/runtest.sh as: bash tst.version.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -V
