#!/bin/bash
#
# ASSERTION: at a pid entry probe ustack() starts with the function, then
# its caller (whose return address is at the stack pointer: the function
# has not pushed its frame pointer yet), then the callers above: at
# depth(3)'s entry, depth (itself), depth(4), depth(5), main; ucaller is
# the caller, depth.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}

$dtrace -qn '
pid$target:a.out:depth:entry /arg0 == 3/
{
	ustack();
	printf("ucaller %A\n", ucaller);
}' -c "$TRIGGERS/pid-calls 1" | sed -n 's/+0x[0-9a-f]*$//; /libc\.so/d; p'
echo "dtrace exit ${PIPESTATUS[0]}"
