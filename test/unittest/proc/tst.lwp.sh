#!/bin/bash
#
# ASSERTION: a process that starts 4 threads: lwp-create fires 4 times in
# the creator with the new thread's lwpsinfo_t and psinfo_t (same process,
# a new thread id), lwp-start 4 times in the new threads, lwp-exit 4 times
# in the exiting threads and once in the first thread (as Oracle Linux
# DTrace's), and exit once, in the last thread of the process, with
# CLD_EXITED; create and start do not fire for threads.
#
# Run by test/runtest.sh as: bash tst.lwp.sh $DTRACE.

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/procprov.XXXXXX)
trap 'rm -rf $tmpd' EXIT

cat > $tmpd/l.d <<'D'
#pragma D option quiet

proc:::lwp-create /pid == $target/
{
	printf("lwp-create same process %d new thread %d\n",
	    args[1]->pr_pid == pid, args[0]->pr_lwpid != tid);
}
proc:::lwp-start /pid == $target/ { printf("lwp-start in a new thread %d\n", tid != pid); }
proc:::lwp-exit /pid == $target/ { printf("lwp-exit in a thread %d\n", tid != pid); }
proc:::create, proc:::start /pid == $target/ { printf("%s\n", probename); }
proc:::exit /pid == $target/ { printf("exit %d\n", args[0]); }
D

$dtrace -s $tmpd/l.d -c "$TRIGGERS/sdt-threads 4 2" > $tmpd/out
echo "status $?"
sort $tmpd/out | uniq -c
