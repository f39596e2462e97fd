#!/bin/bash
#
# ASSERTION: print() under oformat=json of a kernel (BTF) type names the
# kernel's type and its members; bit-fields are their bits' values.
#
dtrace=${1:-$DTRACE}
command -v python3.11 >/dev/null || { echo "python3.11 is missing"; exit 77; }
. ./jsonl.sh
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

$dtrace -qx oformat=json -n '
struct bits { char c; long d:9; int e:1; unsigned f:3; };
struct bits m;
BEGIN {
	w = (struct load_weight *)alloca(sizeof(struct load_weight));
	w->weight = 1024; w->inv_weight = 7;
	m.c = 120; m.d = -200; m.e = 1; m.f = 5;
	print(*w); print(w->inv_weight); print(m);
	exit(0);
}' >"$tmpd/out"
echo "exit $?"
jsonl "$tmpd/out" '
for i in recs[0]["output"]:
    print(ascii(i))
'
