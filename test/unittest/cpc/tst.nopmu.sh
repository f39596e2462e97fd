#!/bin/bash
#
# ASSERTION: where the kernel has no hardware performance counters (no
# PMU: a VM without a virtual one), a description naming a hardware event
# is refused as it is parsed, in one line that says why; software events
# still work.
#
# Run by test/runtest.sh as: bash tst.nopmu.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

if [ -e /sys/bus/event_source/devices/cpu ] ||
    [ -e /sys/bus/event_source/devices/cpu_core ]; then
	echo "this machine has a PMU"
	exit 77
fi
for p in PAPI_tot_ins-user-10000 cpu_cycles-all-1000000; do
	$dtrace -xerrtags -n "cpc:::$p { exit(0); }" 2>&1
	echo "exit $?"
done
$dtrace -qn 'cpc:::cpu_clock-all-1000000 { exit(0); }'
echo "exit $?"
exit 0
