#!/bin/bash
#
# ASSERTION: a new process's first thread fires lwp-start after start, and
# lwp-exit beside exit, as in Oracle Linux DTrace: the -c shell forks a
# child (/bin/true) whose single thread starts and exits.  args[0] of exit
# is CLD_EXITED, which the D library names.
#
# Run by test/runtest.sh as: bash tst.lwp-first.sh $DTRACE.

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/procprov.XXXXXX)
trap 'rm -rf $tmpd' EXIT

cat > $tmpd/l.d <<'D'
#pragma D option quiet

proc:::start, proc:::lwp-start, proc:::lwp-exit
/progenyof($target) && pid != $target/
{
	printf("%s first thread %d\n", probename, tid == pid);
}
proc:::exit /progenyof($target) && pid != $target/
{
	printf("exit %s\n", args[0] == CLD_EXITED ? "CLD_EXITED" : "?");
}
D

$dtrace -s $tmpd/l.d -c "/bin/sh -c '/bin/true; exit 0'" > $tmpd/out
echo "status $?"
sort $tmpd/out
