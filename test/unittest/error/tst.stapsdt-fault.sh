#!/bin/bash
#
# ASSERTION: A fault in a stapsdt probe's clause fires ERROR (in the same
# program) and the probe's next clause still sees the probe's own
# arguments: sdt-loop N fires test_prov:loop(i, ...) for i = 0..N-1;
# copyinstr(i) faults every time (address i), so ERROR fires N times with
# arg5 = i, and the next clause sums arg0 to N(N-1)/2.  Each fault is
# reported once on stderr, with the process's provider name.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}
N=20

$dtrace -qn '
test_prov$target:::loop { trace(copyinstr(arg0)); }
test_prov$target:::loop { @s = sum(arg0); @n = count(); }
ERROR { @e = count(); @a = sum(arg5); }' \
    -c "$TRIGGERS/sdt-loop $N 1" 2>err.$$ | awk 'NF { $1 = $1; print }'
status=${PIPESTATUS[0]}
echo "expected: $((N * (N - 1) / 2)) $N"
sed -E 's/test_prov[0-9]+/test_provPID/; s/ID [0-9]+:/ID X:/; s/\(0x[0-9a-f]+\)/(ADDR)/' err.$$ |
    sort | uniq -c | awk '{ $1 = $1; print }'
rm -f err.$$
exit $status
