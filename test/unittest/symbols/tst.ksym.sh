#!/bin/bash
#
# ASSERTION: Kernel addresses print as "vmlinux`symbol": sym() and func()
# without offset, mod() the module only, printf()'s %a with the offset;
# an address no symbol covers as 0x...  (Addresses from /proc/kallsyms.)
#
# Run by test/runtest.sh as: bash tst.ksym.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

addr=$(awk '$3 == "vfs_read" { print "0x" $1; exit }' /proc/kallsyms)
[ -n "$addr" ] || { echo "no vfs_read in /proc/kallsyms"; exit 77; }
$dtrace -qn 'BEGIN {
	sym($1); printf("|\n");
	sym($1 + 5); printf("|\n");
	func($1 + 5); printf("|\n");
	mod($1 + 5); printf("|\n");
	sym(16); printf("|\n");
	mod(16); printf("|\n");
	printf("%a %a %a [%-24a] [%24a]\n", $1, $1 + 0x15, 16, $1, $1);
	exit(0);
}' "$addr"
