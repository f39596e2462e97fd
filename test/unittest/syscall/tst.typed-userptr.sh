#!/bin/bash
#
# ASSERTION: the pointers in a system call's arguments are user addresses,
# and as in DTrace a clause must copyin() what they point to: a direct
# dereference (args[2]->tv_sec of clock_nanosleep) reads kernel memory at
# that address and faults as DTrace faults ("invalid address"), with the
# address; the clause stops there (its record is dropped, as in DTrace: "before" is not printed), dtrace goes on and exits 0.
#
dtrace=${1:-$DTRACE}
out=$($dtrace -qn 'syscall::clock_nanosleep:entry /pid == $target/ {
	printf("before\n"); printf("%d\n", args[2]->tv_sec); }' \
    -c "$TRIGGERS/syscall-calls 1" 2>&1)
echo "exit $?"
echo "$out" | sed -E 's/0x[0-9a-f]+/ADDR/; s/ID [0-9]+:/ID N:/'
