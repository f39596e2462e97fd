#!/bin/bash
#
# ASSERTION: a version is a one-way setting, as in DTrace: a later one
# after an earlier one is refused; a built-in of a later version is an
# undefined name.
#
# Run by test/runtest.sh as: bash tst.version-later.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -xversion=1.0 -xversion=2.0 -qn 'BEGIN { exit(0); }' 2>&1
echo "status $?"
$dtrace -xversion=1.2 -qn 'BEGIN { trace(htons(1)); exit(0); }' 2>&1
echo "status $?"
$dtrace -xversion=1.3 -qn 'BEGIN { trace(htons(1)); exit(0); }' 2>&1
echo "status $?"
