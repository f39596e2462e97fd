#!/bin/bash
#
# ASSERTION: a signal whose default action kills the process (SIGUSR1 to a
# sleep that does not catch it) is reported by signal-handle as itself
# (10), not as the SIGKILL the kernel delivers in its place, as in Oracle
# Linux DTrace; the process exits with CLD_KILLED.
#
# Run by test/runtest.sh as: bash tst.signal-fatal.sh $DTRACE.

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/procprov.XXXXXX)
trap 'rm -rf $tmpd' EXIT

cat > $tmpd/s.d <<'D'
#pragma D option quiet

proc:::signal-handle /progenyof($target) && pid != $target && args[0] != SIGCHLD/
{
	printf("handle sig %d (SIGUSR1 %d)\n", args[0], args[0] == SIGUSR1);
}
proc:::exit /progenyof($target) && pid != $target/
{
	printf("exit %s\n", args[0] == CLD_KILLED ? "CLD_KILLED" : "?");
}
D

$dtrace -s $tmpd/s.d -c "/bin/sh -c 'sleep 10 & kill -USR1 \$!; wait; exit 0'" > $tmpd/out
echo "status $?"
sort $tmpd/out
