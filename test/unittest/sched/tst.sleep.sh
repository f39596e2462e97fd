#!/bin/bash
#
# ASSERTION: a process that sleeps 10 times: sched:::sleep and dequeue fire
# at least 10 times in it (with its own lwpsinfo_t and the CPU it leaves as
# args), wakeup and enqueue at least 10 times for it (in the waker, with
# its lwpsinfo_t/psinfo_t), and on-cpu and off-cpu pair exactly: as many of
# each, alternating, on-cpu first (the process is held off CPU while dtrace
# starts), off-cpu last; off-cpu's args are the thread that runs next.
#
# Run by test/runtest.sh as: bash tst.sleep.sh $DTRACE.

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/sched.XXXXXX)
trap 'rm -rf $tmpd' EXIT

cat > $tmpd/s.d <<'D'
#pragma D option quiet

int on, off, bad, sleeps, deq, wakeups, enq, nextok;

sched:::on-cpu /pid == $target/ { bad += on != off; on++; }
sched:::off-cpu /pid == $target/
{
	bad += on != off + 1;
	off++;
	nextok += args[0]->pr_lwpid != tid && args[0]->pr_lwpid == args[1]->pr_lwp.pr_lwpid;
}
sched:::sleep /pid == $target/ { sleeps++; }
sched:::dequeue /pid == $target/
{
	deq += args[0]->pr_lwpid == tid && args[1]->pr_pid == pid &&
	    args[2]->cpu_id == cpu;
}
sched:::wakeup /args[1]->pr_pid == $target/ { wakeups++; }
sched:::enqueue /args[1]->pr_pid == $target/ { enq += args[2]->cpu_id >= 0; }

END
{
	printf("paired %d bad %d next %d\n", on == off, bad, nextok == off);
	printf("sleep %d dequeue %d wakeup %d enqueue %d\n", sleeps >= 10,
	    deq >= 10, wakeups >= 10, enq >= 10);
}
D

$dtrace -s $tmpd/s.d -c "$TRIGGERS/sched-sleep 10 5"
echo "status $?"
