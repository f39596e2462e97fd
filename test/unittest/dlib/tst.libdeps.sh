#!/bin/bash
#
# ASSERTION: the D library's dependencies are checked as Oracle Linux
# DTrace checks them, whatever the program names: a `#pragma D depends_on
# library` naming a file no library directory has, or a cycle of
# dependencies, fails every compile with Oracle's message (exit 1); -xlibdir
# loads a directory's files, and a chain of dependencies loads in order.
#
# Run by test/runtest.sh as: bash tst.libdeps.sh $DTRACE.

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/dlibdeps.XXXXXX)
trap 'rm -rf $tmpd' EXIT
mkdir $tmpd/missing $tmpd/cycle $tmpd/chain

echo '#pragma D depends_on library libnotthere.d' > $tmpd/missing/liba.d
echo 'inline int LIB_B = 2;' > $tmpd/missing/libb.d

echo '#pragma D depends_on library libb.d' > $tmpd/cycle/liba.d
echo '#pragma D depends_on library libc.d' > $tmpd/cycle/libb.d
echo '#pragma D depends_on library liba.d' > $tmpd/cycle/libc.d

printf '#pragma D depends_on library libb.d\ninline int LIB_A = LIB_B + 1;\n' > $tmpd/chain/liba.d
printf '#pragma D depends_on library libc.d\ninline int LIB_B = LIB_C + 1;\n' > $tmpd/chain/libb.d
printf 'inline int LIB_C = 1;\n' > $tmpd/chain/libc.d

for d in missing cycle; do
	$dtrace -xlibdir=$tmpd/$d -e -n 'BEGIN { exit(0); }' 2>&1 | sed "s,$tmpd,TMP,g"
	echo "status ${PIPESTATUS[0]}"
done
$dtrace -xlibdir=$tmpd/chain -qn 'BEGIN { printf("%d %d %d\n", LIB_A, LIB_B, LIB_C); exit(0); }'
echo "status $?"
