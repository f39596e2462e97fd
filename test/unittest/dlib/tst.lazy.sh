#!/bin/bash
#
# ASSERTION: the D library is compiled lazily: a library file is compiled
# only when the program names something it declares (an inline, a type,
# an enumerator, a translator's output type), so `BEGIN { exit(0) }` with
# lib/task.d (which uses struct task_struct) reads no kernel BTF, while a
# program that uses its inline gets it, translated from curthread.  A
# library file naming another file's inline compiles that file first, and
# a program redeclaring a library name still gets D_DECL_IDRED.
#
# Run by test/runtest.sh as: bash tst.lazy.sh $DTRACE.

dtrace=${1:-$DTRACE}
lib=$(cd "$(dirname "$0")" && pwd)/lib
tmpd=$(mktemp -d /tmp/dlib-lazy.XXXXXX)
trap 'rm -rf $tmpd' EXIT

$dtrace -q -xdebug -L "$lib" -n 'BEGIN { exit(0); }' 2> $tmpd/err
echo "status $?"
echo "BTF read: $(grep -c 'kernel BTF loaded' $tmpd/err)"
echo "compiled: $(grep -c 'library .*: compiled' $tmpd/err)"

$dtrace -q -xdebug -L "$lib" -n 'BEGIN {
	printf("%d %d %s\n", curtinfo->ti_pid == pid, curtinfo->ti_ppid == ppid,
	    stringof(curtinfo->ti_comm));
	exit(0);
}' 2> $tmpd/err
echo "status $?"
echo "BTF read: $(grep -c 'kernel BTF loaded' $tmpd/err)"
grep -o 'library task.d: needed for [a-z_]*' $tmpd/err

$dtrace -q -xdebug -L "$lib" -n 'BEGIN { printf("%d %d\n", TASK_COMM_TWICE, TST_GREEN); exit(0); }' \
    2> $tmpd/err
echo "status $?"
grep -o 'library [a-z]*.d: needed for [A-Za-z_]*' $tmpd/err

$dtrace -q -L "$lib" -n 'BEGIN { this->c = (enum tst_lazy_colour)9; trace(this->c == TST_BLUE); exit(0); }'
echo
$dtrace -q -L "$lib" -xerrtags -n 'typedef int tinfo_t; BEGIN { exit(0); }' 2>&1 |
    sed 's/^dtrace: invalid probe specifier .*: \[/[/'
$dtrace -q -L "$lib" -xnolibs -n 'BEGIN { trace(TASK_COMM_SIZE); exit(0); }' 2>&1 |
    sed 's/^dtrace: invalid probe specifier .*: in action list: /error: /'
echo
exit 0
