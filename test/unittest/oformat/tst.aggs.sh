#!/bin/bash
#
# ASSERTION: at exit, under oformat=json, each aggregation is one line:
# {"aggregation-name": n, "aggregation-data": [{"keys": [...], <value>}]},
# in DTrace's order (aggregations by first use, entries by value); keys
# typed (strings, negative 32-bit, 8-bit, 64-bit unsigned integers), the
# value named by the function and normalized as text shows it, histograms
# as their non-zero buckets (value: the bucket's least value), lquantize's
# and llquantize's open-ended buckets as underflow and overflow.
#
dtrace=${1:-$DTRACE}
command -v python3.11 >/dev/null || { echo "python3.11 is missing"; exit 77; }
. ./jsonl.sh
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

$dtrace -qx oformat=json -n 'BEGIN {
	@c["b\"q"] = count(); @c["b\"q"] = count(); @c["a"] = count();
	@k[(uint8_t)200, (int)-5, 0xffffffffffffffffULL, "s"] = sum(-7);
	@a = avg(3); @a = avg(6);
	@mn = min(-4); @mn = min(2);
	@mx = max(-4); @mx = max(2);
	@sd = stddev(2); @sd = stddev(4);
	@q = quantize(0); @q = quantize(5); @q = quantize(-1); @q = quantize(1LL << 40);
	@l = lquantize(-1, 0, 10, 2); @l = lquantize(3, 0, 10, 2);
	@l = lquantize(10, 0, 10, 2); @l = lquantize(99, 0, 10, 2);
	@ll = llquantize(120, 10, 0, 2, 10); @ll = llquantize(5, 10, 0, 2, 10);
	@ll = llquantize(1000, 10, 0, 2, 10);
	@n = count(); @n = count(); @n = count(); @n = count();
	normalize(@n, 2);
	exit(0);
}' >"$tmpd/out"
echo "exit $?"
jsonl "$tmpd/out" '
print(len(recs), [o["aggregation-name"] for o in L if "aggregation-name" in o])
for o in L:
    if "aggregation-name" in o:
        print(o["aggregation-name"], type(o["timestamp"]).__name__)
        for e in o["aggregation-data"]:
            print("  ", ascii(e))
'
