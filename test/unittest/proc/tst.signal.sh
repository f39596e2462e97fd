#!/bin/bash
#
# ASSERTION: signals of a shell script (run by the -c command, a shell that
# dtrace does not trace with ptrace, which would see ignored signals): kill
# -9 of a child fires signal-send once in the script's shell with the signal
# number and the target's lwpsinfo_t/psinfo_t, and the child's exit gives
# CLD_KILLED; a signal the shell catches (USR1, trapped) fires signal-send
# and then signal-handle in the receiver; one it ignores (USR2, trap '')
# fires signal-send and signal-discard.  The shells exit normally
# (CLD_EXITED).
#
# Run by test/runtest.sh as: bash tst.signal.sh $DTRACE.

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/procprov.XXXXXX)
trap 'rm -rf $tmpd' EXIT

cat > $tmpd/s.d <<'D'
#pragma D option quiet

proc:::signal-send /progenyof($target) && args[2] != SIGCHLD/
{
	printf("send sig %d from the script %d to a thread of %d it or its child %d\n",
	    args[2], ppid == $target, args[1]->pr_pid == args[0]->pr_lwpid,
	    args[1]->pr_ppid == pid || args[1]->pr_pid == pid);
}
proc:::signal-handle /progenyof($target) && args[0] != SIGCHLD/
{
	printf("handle sig %d in the script %d\n", args[0], ppid == $target);
}
proc:::signal-discard /progenyof($target)/
{
	printf("discard sig %d in the script %d sent to itself %d\n", args[2],
	    ppid == $target, args[1]->pr_pid == pid);
}
proc:::exit /progenyof($target)/
{
	printf("exit reason %d the -c shell %d\n", args[0], pid == $target);
}
D

cat > $tmpd/script.sh <<'SH'
sleep 10 &
kill -9 $!
wait
trap 'true' USR1
kill -USR1 $$
trap '' USR2
kill -USR2 $$
exit 0
SH

$dtrace -s $tmpd/s.d -c "/bin/sh -c '/bin/sh $tmpd/script.sh; exit 0'" > $tmpd/out
echo "status $?"
sort $tmpd/out
