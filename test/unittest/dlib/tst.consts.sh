#!/bin/bash
#
# ASSERTION: the constants of the shipped D library (dlib/*.d) have this
# system's values: for each file, a C program built with the headers that
# define them prints every `inline int NAME = ...` of the file, and so does
# a D program; the two outputs are the same.  (DTRACEFLT_* are compared
# with the generated code's own definitions, libdtrace/abi/dt_dctx.h.)
#
# Run by test/runtest.sh as: bash tst.consts.sh $DTRACE.

dtrace=${1:-$DTRACE}
top=$(cd "$(dirname "$0")/../../.." && pwd)
tmpd=$(mktemp -d /tmp/dlib-consts.XXXXXX)
trap 'rm -rf $tmpd' EXIT
command -v gcc > /dev/null || { echo "no gcc"; exit 77; }

# check FILE C-PROLOGUE: compare the file's constants in C and in D
check() {
	local f=$1 prologue=$2 names n

	names=$(sed -n 's/^inline int \([A-Za-z0-9_]*\) *= .*/\1/p' "$top/dlib/$f")
	{
		printf '%b\n#include <stdio.h>\nint main(void)\n{\n' "$prologue"
		for n in $names; do
			printf '\tprintf("%s %%d\\n", (int)(%s));\n' "$n" "$n"
		done
		printf '\treturn 0;\n}\n'
	} > $tmpd/c.c
	if ! gcc -I"$top/libdtrace/abi" -o $tmpd/c $tmpd/c.c 2> $tmpd/gcc.err; then
		echo "$f: gcc failed"; head -5 $tmpd/gcc.err
		return
	fi
	$tmpd/c > $tmpd/c.out
	{
		echo 'BEGIN {'
		for n in $names; do
			printf '\tprintf("%s %%d\\n", %s);\n' "$n" "$n"
		done
		echo '	exit(0);'
		echo '}'
	} > $tmpd/d.d
	$dtrace -qs $tmpd/d.d 2>&1 | grep -v '^$' > $tmpd/d.out
	n=$(wc -l < $tmpd/c.out)
	if [ "$n" -gt 0 ] && cmp -s $tmpd/c.out $tmpd/d.out; then
		echo "$f: $n constants agree"
	else
		echo "$f: differ"
		diff $tmpd/c.out $tmpd/d.out | head -5
	fi
}

check errno.d '#include <errno.h>'
check unistd.d '#include <stdint.h>\n#include "dt_dctx.h"'
check signal.d '#include <signal.h>\n#undef SIGRTMIN\n#undef SIGRTMAX\n#define SIGRTMIN __SIGRTMIN\n#define SIGRTMAX __SIGRTMAX'
check ip.d '#include <netinet/in.h>\n#include <netinet/tcp.h>\n#define TCP_MIN_HEADER_LENGTH sizeof(struct tcphdr)'
check net.d '#include <sys/socket.h>\n#include <net/if_arp.h>'
exit 0
