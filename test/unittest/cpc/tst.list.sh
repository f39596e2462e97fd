#!/bin/bash
#
# ASSERTION: cpc lists EVENT-all-1000000000 for its software events (the
# kernel's generic perf events, Oracle's names), creates a probe a
# description names exactly, and lists nothing for a name that is not
# EVENT-MODE-COUNT with COUNT >= 5000.
#
# Run by test/runtest.sh as: bash tst.list.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -l -P cpc | awk 'NR > 1 { print $2, $3 }' |
    grep -E '(clock|faults|switches|migrations)-all-1000000000$'
for p in cpu_clock-all-1000000 page_faults-user-5000 \
    context_switches-kernel-10000 cpu_clock-all-4999 cpu_clock-any-10000 \
    cpu_clock-all-attr-10000 cpu_clock-all-1e6 no_such_event-all-10000; do
	if [ "$($dtrace -l -n "cpc:::$p" 2>/dev/null | wc -l)" -gt 1 ]; then
		echo "$p: a probe"
	else
		echo "$p: no probe"
	fi
done
exit 0
