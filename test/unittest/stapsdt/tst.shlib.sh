#!/bin/bash
#
# ASSERTION: a stapsdt probe in a shared library (libsdtlib.so, a DT_NEEDED
# library of sdt-lib) is listed in module libsdtlib.so, function
# sdtlib_fire, and with -c every call fires it with its arguments:
# sdtlib_fire(i) fires sdtlib:fire(i, 2i) for i = 0..N-1, so count = N,
# sum(arg0) = N(N-1)/2, sum(arg1) = N(N-1); the program prints first how
# many calls saw the library's semaphore set: all N.
#
# @@timeout: 40
dtrace=${1:-$DTRACE}
N=30

echo "== -l"
$dtrace -l -n 'sdtlib$target:::fire' -c "$TRIGGERS/sdt-lib 1 0" |
    awk 'NR > 1 { print $3, $4, $5 }'
echo "== values"
$dtrace -qn 'sdtlib$target:::fire { @c = count(); @s0 = sum(arg0);
	@s1 = sum(arg1); @max1 = max(arg1); }' -c "$TRIGGERS/sdt-lib $N 1" |
    awk 'NF { $1 = $1; print }'
[ "${PIPESTATUS[0]}" -eq 0 ] || echo "dtrace failed"
echo "== probemod"
$dtrace -qn 'sdtlib$target:::fire { @[probemod, probefunc, probename] = count(); }' \
    -c "$TRIGGERS/sdt-lib $N 1" | awk 'NF { $1 = $1; print }'
[ "${PIPESTATUS[0]}" -eq 0 ] || echo "dtrace failed"
