#!/bin/bash
#
# ASSERTION: -l -P dtrace lists BEGIN, END and ERROR.
#
# Run by test/runtest.sh as: bash tst.list-dtrace.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -l -P dtrace
