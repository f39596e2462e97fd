#!/bin/bash
#
# ASSERTION: entry and return probes of a recursive function pair up:
# depth(5) calls depth(4) ... depth(0); with the self->depth idiom each
# entry is printed indented by its nesting with its argument, each return
# with the value it returns (arg1), and arg0 of a return probe is the
# offset in depth of the ret that returned (as in DTrace: depth has two,
# as objdump shows them, ret1 for depth(0) and ret2 for the others).  The last return is back at nesting 0.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/rets.sh"
rets=($(ret_offsets "$TRIGGERS/pid-calls" depth))
[ ${#rets[@]} = 2 ] || { echo "depth has ${#rets[@]} rets, not 2"; exit 1; }

$dtrace -qn '
pid$target:a.out:depth:entry
{
	printf("%*s-> depth(%d)\n", self->depth * 2, "", (int)arg0);
	self->depth++;
}
pid$target:a.out:depth:return
{
	self->depth--;
	printf("%*s<- depth = %d (arg0 %x)\n", self->depth * 2, "", (int)arg1,
	    arg0);
}
' -c "$TRIGGERS/pid-calls 1" | sed "s/(arg0 ${rets[0]})/(arg0 ret1)/; s/(arg0 ${rets[1]})/(arg0 ret2)/"
echo "dtrace exit ${PIPESTATUS[0]}"
