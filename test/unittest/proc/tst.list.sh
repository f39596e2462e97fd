#!/bin/bash
#
# ASSERTION: dtrace -l lists the proc and sched providers' probes (module
# vmlinux, no function), and -lv gives DTrace's argument types, translated
# where DTrace translates them (a struct task_struct * shown as the
# psinfo_t * or lwpsinfo_t * scripts see, a CPU number as cpuinfo_t *).
#
# Ten dtrace -l runs take 30 s on a loaded machine:
# @@timeout: 120
#
# Run by test/runtest.sh as: bash tst.list.sh $DTRACE.

dtrace=${1:-$DTRACE}

$dtrace -l -P proc -P sched | awk 'NR > 1 { print $2, $3, $4 }'
for p in proc:::exec proc:::exit proc:::create proc:::lwp-create \
    proc:::signal-send proc:::signal-handle sched:::off-cpu sched:::enqueue \
    sched:::change-pri; do
	echo "$p"
	$dtrace -lv -n "$p" | sed -n 's/^\t\targs/  args/p'
done
