#!/bin/bash
#
# ASSERTION: -x version= takes a version of D that DTrace defined, and
# refuses a malformed or unknown one with DTrace's messages.
#
# Run by test/runtest.sh as: bash tst.version-option.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

for v in 99.1 1.x 1.2.3.4 1.6.4 2.0 1.0; do
	$dtrace -xversion=$v -qn 'BEGIN { printf("ok\n"); exit(0); }' 2>&1
	echo "status $?"
done
