#!/bin/bash
#
# ASSERTION: raise(SIGUSR1) sends the signal to the process the probe fired
# in: sdt-ustack's handler sees it in the iteration that raised it, and the
# program goes on.
#
# Run by test/runtest.sh as: bash tst.usr1.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}
log=$(mktemp)
trap 'rm -f "$log"' EXIT

$dtrace -wqn 'test_prov$target:::deep /arg3 == 1/ { raise(SIGUSR1);
    printf("raised in %d\n", arg3); }' -c "$TRIGGERS/sdt-ustack 4 10 $log" ||
    exit 1
cat "$log"
