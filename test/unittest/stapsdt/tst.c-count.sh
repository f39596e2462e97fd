#!/bin/bash
#
# ASSERTION: with -c, every firing of a stapsdt probe in the executable is
# seen, with its arguments: sdt-loop N fires test_prov:loop(i, "hello", -i)
# for i = 0..N-1, so count = N, sum(arg0) = N(N-1)/2 and the signed third
# argument sums to -N(N-1)/2 (min -(N-1), max of arg0 N-1).  The program
# itself prints first how many iterations saw the semaphore set: all N.
#
# Output: the program's line, then the aggregations in the order of the
# clause (blank lines and padding squeezed), then the expected values.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}
N=50

$dtrace -qn 'test_prov$target:::loop {
	@c = count(); @s0 = sum(arg0); @s2 = sum((long)arg2);
	@min2 = min((long)arg2); @max0 = max(arg0);
}' -c "$TRIGGERS/sdt-loop $N 1" | awk 'NF { $1 = $1; print }'
status=${PIPESTATUS[0]}
echo "expected: $N $((N * (N - 1) / 2)) $((-N * (N - 1) / 2))"
exit $status
