#!/bin/bash
#
# ASSERTION: programs that interrupt each other on a CPU (kernel
# tracepoints in interrupts: timer expiries, irq handlers, wakeups from
# them; profile-N; over sys_enter/sys_exit in tasks) each have their own
# scratch memory: the aggregation keys they build (probeprov, probemod)
# are never a mix of two firings' strings.
#
# Run by test/runtest.sh as: bash tst.nested.sh $DTRACE (also in $DTRACE).
# @@timeout: 60

dtrace=${1:-$DTRACE}

out=$($dtrace -qn '
sdt:sched::sched_waking, sdt:sched::sched_switch, sdt:raw_syscalls::,
sdt:irq::, sdt:timer::, profile-997
{
	@[probeprov, probemod] = count();
}
tick-2s { exit(0); }' -c 'dd if=/dev/zero of=/dev/null bs=1 count=300000 status=none') || exit 1
keys=$(echo "$out" | awk 'NF == 3 { print $1, $2 } NF == 2 { print $1, "-" }')
bad=$(echo "$keys" | grep -v -x -E 'sdt (sched|raw_syscalls|irq|timer)|profile -')
echo "$keys" | grep -q -x 'sdt raw_syscalls' && echo "sys_enter/exit: yes"
echo "$keys" | grep -q -x 'sdt timer' && echo "timer: yes"
[ -z "$bad" ] && echo "keys: clean" || echo "mixed keys: $bad"
exit 0
