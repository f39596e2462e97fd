#!/bin/bash
#
# ASSERTION: -p of a kernel thread (kthreadd is pid 2) is a clear error,
# exit 1.  In a pid namespace where pid 2 is not a kernel thread, any
# visible kernel thread (PF_KTHREAD in /proc/PID/stat) will do.
#
# Run by test/runtest.sh as: bash tst.p-kthread.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

# is_kthread PID: is PF_KTHREAD (0x00200000) set in its flags (field 9)?
is_kthread() {
	local flags
	flags=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -d' ' -f7)
	[ -n "$flags" ] && (( flags & 0x00200000 ))
}

kpid=
for p in 2 $(ls /proc | grep -E '^[0-9]+$' | sort -n); do
	if is_kthread "$p"; then
		kpid=$p
		break
	fi
done
if [ -z "$kpid" ]; then
	echo "no kernel thread is visible here" >&2
	exit 1
fi
$dtrace -n 'BEGIN { exit(0); }' -p "$kpid" 2>&1 | sed "s/pid $kpid:/pid KPID:/"
echo "status ${PIPESTATUS[0]}"
