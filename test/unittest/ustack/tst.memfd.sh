#!/bin/bash
#
# ASSERTION: frames in an object mapped from a memfd (sdt-memfd loads
# libsdtlib.so from memfd_create(): "/memfd:libsdtlib.so (deleted)") are
# symbolised; the object's name is the mapping's basename.
#
# Run by test/runtest.sh as: bash tst.memfd.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'exec 2>/dev/null; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT

"$TRIGGERS/sdt-memfd" 1000 10 >"$tmpd/prog" &
p=$!
for i in $(seq 500); do
	[ -s "$tmpd/prog" ] && break
	sleep 0.02
done
$dtrace -qn "sdtlib$p:::fire { ustack(1); umod(uregs[R_PC]); exit(0); }" \
    -p $p >"$tmpd/out" || exit 1
sed -E 's/\+0x[0-9a-f]+$/+{off}/; s/ +$//' "$tmpd/out"
