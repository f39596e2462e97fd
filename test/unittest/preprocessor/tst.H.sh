#!/bin/bash
#
# ASSERTION: -H prints the files cpp includes, on stderr.
#
# Run by test/runtest.sh as: bash tst.H.sh $DTRACE.

dtrace=${1:-$DTRACE}

cd "$(dirname "$0")"
$dtrace -q -C -H -I. -s tst.include.d 2>&1 | grep -c '^\. .*tst_defs\.h$'
$dtrace -q -C -x cpphdrs -I. -s tst.include.d 2>&1 | grep -c '^\. .*tst_defs\.h$'
