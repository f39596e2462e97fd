#!/bin/bash
#
# ASSERTION: every kernel tracepoint is also the probe rawtp:<group>::<name>,
# as in Oracle Linux DTrace (the same probes as sdt: as many, in the same
# groups); -lv shows Oracle's attributes and the arguments' types as the
# kernel's BTF names them (a function pointer type by its typedef).
#
# Run by test/runtest.sh as: bash tst.list.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

for d in rawtp:sched::sched_process_exec rawtp:::sched_process_fork \
    rawtp:::sys_enter 'rawtp:signal::signal_gen*' :::sched_switch; do
	$dtrace -l -n "$d" | awk 'NR > 1 { print $2, $3, $4 }'
done
$dtrace -lv -n rawtp:::sched_process_fork | sed 1,2d
for p in sched::sched_switch raw_syscalls::sys_exit \
    workqueue::workqueue_execute_end; do
	$dtrace -lv -n "rawtp:$p" | grep 'args\['
done
n=$($dtrace -l -P rawtp | wc -l)
[ "$n" -gt 100 ] && [ "$n" = "$($dtrace -l -P sdt | wc -l)" ] &&
    echo "as many rawtp probes as sdt probes"
exit 0
