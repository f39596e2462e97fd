#!/bin/bash
#
# ASSERTION: a description whose provider does not exist says so, and fbt
# says why it is absent (on a kernel without kprobes and fentry, as this
# one); a provider that exists but has no such probe gets DTrace's "does
# not match any probes".  Each fails with exit 1, in a compile and in -l.
#
# Run by test/runtest.sh as: bash tst.absent.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

if [ -e /sys/bus/event_source/devices/kprobe ]; then
	echo "this kernel has kprobes"
	exit 77
fi
for d in fbt::do_sys_open:entry nosuch::: sdt:::nosuch_tracepoint; do
	$dtrace -xerrtags -n "$d" 2>&1
	echo "exit $?"
	$dtrace -l -n "$d" 2>&1 | sed 1d
	echo "exit ${PIPESTATUS[0]}"
done
