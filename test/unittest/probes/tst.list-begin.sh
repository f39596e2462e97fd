#!/bin/bash
#
# ASSERTION: -l -n BEGIN lists one probe.
#
# Run by test/runtest.sh as: bash tst.list-begin.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -l -n BEGIN
