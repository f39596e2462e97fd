#!/bin/bash
#
# ASSERTION: a description that uses $target without -c or -p fails with
# DTrace's message; on a terminal a hint says that -c or -p is needed.
# (common/tty.sh gives the terminal.)
#
# Run by test/runtest.sh as: bash tst.target-hint.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

. "$(dirname "$0")/../common/tty.sh"

tty "$dtrace -n 'nosuchprov\$target:::probe'"
echo "status $?"
tty "$dtrace -n 'pid\$target:a.out:main:entry'"
echo "status $?"
$dtrace -n 'nosuchprov$target:::probe' 2>&1
echo "status $?"
