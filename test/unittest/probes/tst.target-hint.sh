#!/bin/bash
#
# ASSERTION: a description that uses $target without -c or -p fails with
# DTrace's message; on a terminal a hint says that -c or -p is needed.
# (script(1) gives the terminal.)
#
# Run by test/runtest.sh as: bash tst.target-hint.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

command -v script >/dev/null || { echo "script(1) is missing"; exit 77; }
tty() { script -qec "$1" /dev/null </dev/null | tr -d '\r'; return "${PIPESTATUS[0]}"; }

tty "$dtrace -n 'nosuchprov\$target:::probe'"
echo "status $?"
tty "$dtrace -n 'pid\$target:a.out:main:entry'"
echo "status $?"
$dtrace -n 'nosuchprov$target:::probe' 2>&1
echo "status $?"
