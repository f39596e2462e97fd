#!/bin/bash
#
# ASSERTION: globs in the module, function and name fields: every function
# of a.out (empty function field), entry and return, with exact counts for
# N = 7 (add8 and square 7 each, depth 6 with its recursion, go, main and
# _start once: _start, the entry point, has no return probe), and
# libc*:getpi?:ent* in libc (getpid 7 times).
#
# @@timeout: 60
dtrace=${1:-$DTRACE}

$dtrace -qn '
pid$target:a.out::entry, pid$target:a.out::return,
pid$target:libc*:getpi?:ent*
{
	@[probemod == "libc.so.6" ? probemod : "a.out", probefunc,
	    probename] = count();
}
END { printa("%s %s %s %@d\n", @); }' -c "$TRIGGERS/pid-calls 7" | sort
echo "dtrace exit ${PIPESTATUS[0]}"
