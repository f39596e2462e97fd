#!/bin/bash
#
# ASSERTION: under -c, functions of DT_NEEDED libraries fire from the
# process's first instructions: libc's __libc_start_main (called by _start
# before main) once, and the executable's main once, in that order.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}

$dtrace -qn '
pid$target:libc.so.6:__libc_start_main:entry,
pid$target:a.out:main:entry,
pid$target:a.out:_start:entry
{
	printf("%s:%s\n", probemod, probefunc);
}' -c "$TRIGGERS/pid-calls 1"
echo "dtrace exit $?"
