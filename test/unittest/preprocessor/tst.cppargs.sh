#!/bin/bash
#
# ASSERTION: -x cppargs passes more arguments to cpp.
#
# Run by test/runtest.sh as: bash tst.cppargs.sh $DTRACE.

dtrace=${1:-$DTRACE}

cd "$(dirname "$0")"
$dtrace -q -C -x cppargs='-DVALUE=1 -DNEXT=2' -s tst.D.d
