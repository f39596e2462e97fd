#!/bin/bash
#
# ASSERTION: a description whose provider does not exist gets DTrace's
# message and, on a terminal, a hint that says so, and fbt says why it is
# absent (on a kernel without kprobes and fentry, as this one); a provider
# that exists but has no such probe gets no hint.  Each fails with exit 1,
# in a compile, and -l exits 0 as DTrace.  (Run under script(1) for a
# terminal.)
#
# Run by test/runtest.sh as: bash tst.absent.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

if [ -e /sys/bus/event_source/devices/kprobe ]; then
	echo "this kernel has kprobes"
	exit 77
fi
. "$(dirname "$0")/../common/tty.sh"
for d in fbt::do_sys_open:entry nosuch::: sdt:::nosuch_tracepoint; do
	tty "$dtrace -xerrtags -n '$d'"
	echo "exit $?"
	tty "$dtrace -l -n '$d'" | sed 1d
	echo "exit ${PIPESTATUS[0]}"
done
