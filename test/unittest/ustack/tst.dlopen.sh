#!/bin/bash
#
# ASSERTION: frames in a library that a -c process dlopen()s after it
# started are symbolised: the process's mappings are read again when its
# dynamic linker changes them.  (The description matches nothing at start,
# hence -Z; dtrace's output goes to a file, the program's to /dev/null.)
#
# Run by test/runtest.sh as: bash tst.dlopen.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}
out=$(mktemp)
trap 'rm -f "$out"' EXIT

$dtrace -Z -qn 'sdtlib$target:::fire { ustack(1); umod(uregs[R_PC]);
    ufunc(uregs[R_PC]); exit(0); }' -o "$out" \
    -c "$TRIGGERS/sdt-dlopen 3" >/dev/null || exit 1
sed -E 's/\+0x[0-9a-f]+$/+{off}/; s/ +$//' "$out"
