#!/bin/bash
#
# ASSERTION: -c holds the command before any of its code runs (even its
# constructors), so BEGIN's output comes before the command's first line,
# and the command's output follows in order.
#
# Run by test/runtest.sh as: bash tst.c-order.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

for i in 1 2 3; do
	$dtrace -qn 'BEGIN { printf("begin\n"); }' -c "$TRIGGERS/sdt-ctor" |
	    sed 's/ [0-9]*$//'
done
