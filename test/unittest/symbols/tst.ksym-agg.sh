#!/bin/bash
#
# ASSERTION: As aggregation keys, func() and sym() stand for the symbol
# (addresses in one function are one entry) and mod() for the module.
#
# Run by test/runtest.sh as: bash tst.ksym-agg.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

read -r a b <<<"$(awk '$3 == "vfs_read" { a = "0x" $1 }
    $3 == "vfs_write" { b = "0x" $1 } END { print a, b }' /proc/kallsyms)"
[ -n "$a" ] && [ -n "$b" ] || { echo "no vfs_read/vfs_write in /proc/kallsyms"; exit 77; }
echo "== func"
$dtrace -qn 'BEGIN { @[func($1)] = count(); @[func($1 + 8)] = count();
	@[func($2 + 3)] = count(); exit(0); }' "$a" "$b"
echo "== sym"
$dtrace -qn 'BEGIN { @[sym($1 + 1)] = count(); @[sym($1 + 2)] = count();
	exit(0); }' "$a"
echo "== mod"
$dtrace -qn 'BEGIN { @[mod($1)] = count(); @[mod($2)] = count();
	exit(0); }' "$a" "$b"
