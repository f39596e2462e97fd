#!/bin/bash
#
# ASSERTION: exit(N) in D makes dtrace exit with status N.
#
# Run by test/runtest.sh as: bash tst.exit-status.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

for n in 0 1 3 42; do
	$dtrace -qn "BEGIN { exit($n); }" >/dev/null 2>&1
	echo "exit($n) -> $?"
done
