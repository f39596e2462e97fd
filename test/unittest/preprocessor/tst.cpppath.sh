#!/bin/bash
#
# ASSERTION: -x cpppath names the preprocessor; DTrace's error if it is missing.
#
# Run by test/runtest.sh as: bash tst.cpppath.sh $DTRACE.

dtrace=${1:-$DTRACE}

cd "$(dirname "$0")"
$dtrace -q -x cpppath=/usr/bin/cpp -s tst.xcpp.d -xcpp
$dtrace -q -x cpppath=/nonexistent/cpp -C -s tst.xcpp.d
echo status $?
$dtrace -q -x cpppath=/etc/passwd -C -s tst.xcpp.d
echo status $?
