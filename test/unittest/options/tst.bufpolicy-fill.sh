#!/bin/bash
#
# ASSERTION: bufpolicy=fill records until a record does not fit (keeping room for
#	END), then stops tracing and prints everything.
#
# Run by test/runtest.sh as: bash tst.bufpolicy-fill.sh $DTRACE.

dtrace=${1:-$DTRACE}

$dtrace -q -x bufpolicy=fill -x bufsize=100 -x statusrate=10ms -n 'test$target:::tick { printf("tick %d\n", arg0); } END { printf("end\n"); }' -c "$TRIGGERS/sdt-loop 100000 1"
echo status $?
