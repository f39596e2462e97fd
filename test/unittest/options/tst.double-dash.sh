#!/bin/bash
#
# ASSERTION: "--" ends the options: every argument after it is a macro
# argument, even one that looks like an option (-e, -q, --), and so is the
# last one in the unreferenced-argument check.
#
# Run by test/runtest.sh as: bash tst.double-dash.sh $DTRACE.

dtrace=${1:-$DTRACE}

for a in "-- x -e" "x -- -e" "-- -- -q" "-q -- -x"; do
	echo "$a:"
	# shellcheck disable=SC2086
	$dtrace -qn 'BEGIN { printf("[%s] [%s]\n", $$1, $$2); exit(0); }' $a 2>&1
	echo "status $?"
done
$dtrace -n 'BEGIN { exit(0); }' -- x -e 2>&1
echo "status $?"
