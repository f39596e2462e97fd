#!/bin/bash
#
# ASSERTION: when the ring buffer overflows, records are dropped, not the
# tracer: dtrace reports the drops as DTrace does ("dtrace: N drops on CPU
# C"), the records printed plus the drops reported add up to the firings
# (20000), and an aggregation updated by the same clause is exact.  A
# 4 KiB buffer read once a second, with records of about 1.5 KiB (strsize),
# overflows at once.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
$dtrace -q -b 4k -x strsize=1536 -x switchrate=1hz -n 'test_prov$target:::loop {
	printf("rec %d %s\n", arg0, execname);
	@n = count();
}' -c "$TRIGGERS/sdt-loop 20000 0" >"$tmpd/out" 2>"$tmpd/err"
echo "exit $?"
printed=$(grep -c '^rec ' "$tmpd/out")
dropped=$(awk '/^dtrace: [0-9]+ drops? on CPU [0-9]+$/ { n += $2 } END { print n + 0 }' "$tmpd/err")
other=$(grep -vc '^dtrace: [0-9]* drops\{0,1\} on CPU [0-9]*$' "$tmpd/err")
echo "printed + dropped = $((printed + dropped))"
echo "drops reported: $([ "$dropped" -gt 0 ] && echo yes || echo no)"
echo "other stderr lines: $other"
# Aggregations print last: the last line with a single number.
echo "aggregation: $(awk 'NF == 1 && $1 ~ /^[0-9]+$/ { v = $1 } END { print v }' "$tmpd/out")"
