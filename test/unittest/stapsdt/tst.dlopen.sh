#!/bin/bash
#
# ASSERTION: probes in a library that a -c process dlopen()s after it
# started are enabled before the library runs: sdt-dlopen loads
# libsdtlib.so and calls sdtlib_fire(i) ten times with no pause; all ten
# firings are counted (sum(arg1) = 2 * (0+...+9) = 90) and the program saw
# the probe's semaphore set on all ten calls.  The description matches
# nothing at start, hence -Z.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}
$dtrace -Z -qn 'sdtlib$target:::fire { @c = count(); @s = sum(arg1); }' \
    -c "$TRIGGERS/sdt-dlopen 10" | sed '/^ *$/d; s/^ *//'
echo "exit ${PIPESTATUS[0]}"
