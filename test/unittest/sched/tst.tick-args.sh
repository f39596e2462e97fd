#!/bin/bash
#
# ASSERTION: sched:::tick's arguments are the thread on the CPU: args[0]
# its lwpsinfo_t, args[1] its process's psinfo_t, as in Oracle Linux
# DTrace.
#
# Run by test/runtest.sh as: bash tst.tick-args.sh $DTRACE.

dtrace=${1:-$DTRACE}

$dtrace -qn '
int ticks, ok;
sched:::tick /pid == $target/
{
	ticks++;
	ok += args[0]->pr_lwpid == tid && args[1]->pr_pid == pid &&
	    args[1]->pr_ppid == ppid;
}
END { printf("ticks %d all with this thread %d\n", ticks > 0, ok == ticks); }' \
    -c "/bin/sh -c 'i=0; while [ \$i -lt 300000 ]; do i=\$((i+1)); done'"
echo "status $?"
