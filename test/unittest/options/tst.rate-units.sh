#!/bin/bash
#
# ASSERTION: Every unit DTrace knows is accepted for switchrate, aggrate and
#	statusrate, in any case.
#
# Run by test/runtest.sh as: bash tst.rate-units.sh $DTRACE.

dtrace=${1:-$DTRACE}

for u in ns nsec us usec ms msec s sec m min h hour d day hz HZ Ms ''; do
	for o in switchrate aggrate statusrate; do
		$dtrace -q -x $o=3$u -n 'BEGIN { exit(0); }' >/dev/null || echo "$o=3$u failed"
	done
done
echo done
