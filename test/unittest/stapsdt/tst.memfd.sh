#!/bin/bash
#
# ASSERTION: a stapsdt probe in an object mapped from a memfd (sdt-memfd
# dlopen()s a copy of libsdtlib.so from memfd_create(), as libstapsdt
# does; the mapping is "/memfd:libsdtlib.so (deleted)") is listed in module
# memfd:libsdtlib.so and fires with -p.  The program fires sdtlib:fire(i,
# 2i) for i = 0..N-1 every 10 ms after printing "ready"; dtrace attaches
# long before i = LO, so the firings with LO <= arg0 < N are exactly N-LO,
# with exact argument sums; dtrace exits by itself when the process exits.
#
# @@timeout: 40
dtrace=${1:-$DTRACE}
N=300 LO=200
. "$(dirname "$0")/lib.sh"

"$TRIGGERS/sdt-memfd" $N 10 >"$tmpd/prog" &
p=$!
wait_for "$tmpd/prog" || exit 1
echo "program: $(head -1 "$tmpd/prog")"

echo "== -l"
$dtrace -l -n "sdtlib$p:::fire" | awk 'NR > 1 { print $3, $4, $5 }'
$dtrace -l -n "stapsdt$p:::fire" | awk 'NR > 1 { print $3, $4, $5 }'
echo "== values"
$dtrace -qn "sdtlib$p:::fire /arg0 >= $LO/ { @c = count(); @s0 = sum(arg0);
	@s1 = sum(arg1); }" -p $p >"$tmpd/out"
echo "dtrace exit status $?"
awk 'NF { $1 = $1; print }' "$tmpd/out"
wait $p
echo "program exit status $?"
echo "expected: $((N - LO)) $(((N - 1) * N / 2 - (LO - 1) * LO / 2))"
