#!/bin/bash
#
# ASSERTION: with -Z, pid probes in a library the process dlopen()s later
# (libsdtlib.so, loaded by sdt-dlopen after it starts: no probe matches
# when the script is compiled) are enabled when the dynamic linker loads
# it (the rtld watch stapsdt uses) and fire from its first call: entry and
# return of sdtlib_fire exactly N times each.  Without -Z the description
# matches nothing and dtrace says so.  (sdt-dlopen prints how many calls
# saw its stapsdt semaphore set: 0, nothing enables that probe.)
#
# @@timeout: 30
dtrace=${1:-$DTRACE}
N=7

$dtrace -Zqn '
pid$target:libsdtlib.so:sdtlib_fire:entry { @e = count(); @s = sum(arg0); }
pid$target:libsdtlib.so:sdtlib_fire:return { @r = count(); }
END { printa("entry %@d, arg0 sum %@d", @e, @s); printa(", return %@d\n", @r); }' \
    -c "$TRIGGERS/sdt-dlopen $N"
echo "dtrace exit $?"
$dtrace -qn 'pid$target:libsdtlib.so:sdtlib_fire:entry { }' \
    -c "$TRIGGERS/sdt-dlopen $N" 2>&1 | sed 's/pid[0-9][0-9]*/pidPID/g'
echo "dtrace exit ${PIPESTATUS[0]}"
