#!/bin/bash
#
# ASSERTION: sched:::tick fires (100 times a second per CPU) in the thread
# that is on the CPU: a process that computes for a while gets ticks, with
# curlwpsinfo saying it is on this CPU.
#
# Run by test/runtest.sh as: bash tst.tick.sh $DTRACE.

dtrace=${1:-$DTRACE}

$dtrace -qn '
int ticks, oncpu;
sched:::tick /pid == $target/
{
	ticks++;
	oncpu += curlwpsinfo->pr_onpro == cpu && curlwpsinfo->pr_sname == 0x4f;
}
END { printf("ticks %d all on this cpu %d\n", ticks > 0, oncpu == ticks); }' \
    -c "/bin/sh -c 'i=0; while [ \$i -lt 300000 ]; do i=\$((i+1)); done'"
echo "status $?"
