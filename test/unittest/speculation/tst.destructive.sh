#!/bin/bash
#
# ASSERTION: destructive actions may not follow speculate() (D_ACT_SPEC);
# nor may speculate() follow them, as they record data (D_SPEC_DREC).
# Skipped while the destructive actions are not implemented.
#
# Run by test/runtest.sh as: bash tst.destructive.sh $DTRACE

dtrace=${1:-$DTRACE}

for act in 'raise(9)' 'stop()' 'system("true")'; do
	if ! $dtrace -w -e -n "BEGIN { $act; }" >/dev/null 2>&1; then
		echo "$act is not supported"
		exit 77
	fi
done

for act in 'raise(9)' 'stop()' 'system("true")'; do
	$dtrace -w -xerrtags -e -n "BEGIN { speculate(1); $act; }" 2>&1
	echo "status $?"
	$dtrace -w -xerrtags -e -n "BEGIN { $act; speculate(1); }" 2>&1
	echo "status $?"
done
exit 0
