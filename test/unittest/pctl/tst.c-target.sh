#!/bin/bash
#
# ASSERTION: with -c, $target is the pid of the command (what it prints as
# getpid()).
#
# Run by test/runtest.sh as: bash tst.c-target.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

out=$($dtrace -qn 'BEGIN { printf("target %d\n", $target); }' \
    -c "$TRIGGERS/sdt-ctor")
status=$?
target=$(echo "$out" | sed -n 's/^target //p')
main=$(echo "$out" | sed -n 's/^main //p')
[ -n "$target" ] && [ "$target" = "$main" ] && echo ok ||
	echo "target '$target', child says '$main'"
exit $status
