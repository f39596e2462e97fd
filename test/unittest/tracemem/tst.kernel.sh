#!/bin/bash
#
# ASSERTION: tracemem() of a kernel address (the first bytes of vfs_read,
# from /proc/kallsyms) reads kernel memory: a full dump, no error.
#
# Run by test/runtest.sh as: bash tst.kernel.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

addr=$(awk '$3 == "vfs_read" { print "0x" $1; exit }' /proc/kallsyms)
[ -n "$addr" ] || { echo "no vfs_read in /proc/kallsyms"; exit 77; }
out=$($dtrace -qn 'BEGIN { tracemem($1, 32); exit(0); }' "$addr") || exit 1
echo "$out" | grep -c -E '^ +(0|10):( [0-9a-f]{2}){16}  .{16}$'
