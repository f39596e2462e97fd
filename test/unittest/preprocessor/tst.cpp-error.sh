#!/bin/bash
#
# ASSERTION: A preprocessor error fails the compile: cpp's messages (which
#	depend on its version) name /dev/stdin and the line, then dtrace's.
#
# Run by test/runtest.sh as: bash tst.cpp-error.sh $DTRACE.

dtrace=${1:-$DTRACE}
cd "$(dirname "$0")"
$dtrace -C -s err.cpp-error.d 2>&1 | grep -c '^/dev/stdin:7:.*error'
$dtrace -C -s err.cpp-error.d 2>&1 | grep '^dtrace:'
