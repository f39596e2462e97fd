#!/bin/bash
#
# ASSERTION: bufpolicy=ring keeps the most recent records (bufsize bytes) and
#	prints them when tracing stops.  A printf() record of one int takes 32
#	bytes here (16-byte header, 8 of data, 8 of ring buffer header), so a
#	100-byte buffer keeps the last 3.
#
# Run by test/runtest.sh as: bash tst.bufpolicy-ring.sh $DTRACE.

dtrace=${1:-$DTRACE}

$dtrace -q -x bufpolicy=ring -x bufsize=100 -n 'test$target:::tick { printf("tick %d\n", arg0); }' -c "$TRIGGERS/sdt-loop 50 0" | grep -v '^0$'
echo status $?
