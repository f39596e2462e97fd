#!/bin/bash
#
# ASSERTION: a traced library that is unmapped and loaded again keeps being
# traced: sdt-dlopen loads libsdtlib.so, fires sdtlib:fire ten times and
# dlclose()s it, three times over.  All 30 firings count (sum(arg0) =
# 3 * 45), and each round sees the probe's semaphore set on every call:
# the kernel re-arms the file's uprobes (and reference counter) in each
# new mapping.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}
$dtrace -Z -qn 'sdtlib$target:::fire { @c = count(); @s = sum(arg0); }' \
    -c "$TRIGGERS/sdt-dlopen 10 - 3" | sed '/^ *$/d; s/^ *//'
echo "exit ${PIPESTATUS[0]}"
