#!/bin/bash
#
# ASSERTION: a probe id where -f, -m or -P wants a name is refused as
# DTrace refuses it ("-f 4.56" is the id 4, then ".56"), exit 1.
#
# Run by test/runtest.sh as: bash tst.spec-probeid.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -f 4.56
echo "status $?"
$dtrace -m 7
echo "status $?"
$dtrace -P 1
echo "status $?"
