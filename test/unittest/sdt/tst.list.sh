#!/bin/bash
#
# ASSERTION: dtrace -l lists kernel tracepoints as sdt:<group>::<name>, the
# group as tracefs names it, without tracefs mounted on the host (and
# leaves none mounted); -lv gives the argument types from BTF; -l of the
# whole provider lists every btf_trace_ tracepoint (more than 100).
#
# Run by test/runtest.sh as: bash tst.list.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}
before=$(grep -c tracefs /proc/mounts)

for d in sdt:sched::sched_process_exec sdt:::sched_process_fork \
    sdt:::sys_enter 'sdt:signal::signal_gen*' :::sched_switch; do
	$dtrace -l -n "$d" | awk 'NR > 1 { print $2, $3, $4 }'
done
$dtrace -lv -n sdt:sched::sched_process_exec | grep 'args\['
n=$($dtrace -l -P sdt | wc -l)
[ "$n" -gt 100 ] && echo "many tracepoints"
[ "$(grep -c tracefs /proc/mounts)" = "$before" ] && echo "no tracefs left mounted"
exit 0
