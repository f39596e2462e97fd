#!/bin/bash
#
# ASSERTION: print() under oformat=json is {"print": {"type": name,
# "value": v}}, v typed from the D type: a struct an object of all its
# members (zeroes included), nested structs and unions objects, arrays
# lists, char arrays and strings text, enums their enumerator's name,
# pointers and integers numbers.
#
dtrace=${1:-$DTRACE}
command -v python3.11 >/dev/null || { echo "python3.11 is missing"; exit 77; }
. ./jsonl.sh
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

$dtrace -qx oformat=json -n '
enum color { RED, GREEN = 5 };
struct in { short s; unsigned char u; };
struct s {
	int a; char n[8]; long b[2]; struct in in; enum color c;
	union { int i; char ch; } un; void *p; uint64_t big;
};
struct s x;
BEGIN {
	x.a = -7; x.n[0] = (char)0x22; x.n[1] = 0x5c; x.n[2] = 0x41; x.b[1] = -9;
	x.in.s = -2; x.in.u = 250; x.c = GREEN; x.un.i = 65;
	x.p = (void *)0x1000; x.big = 0xffffffffffffffffULL;
	print(x); print(x.in); print(x.b); print(x.c); print(x.in.s - 1); print("st\"r");
	exit(0);
}' >"$tmpd/out"
echo "exit $?"
jsonl "$tmpd/out" '
for i in recs[0]["output"]:
    print(ascii(i))
'
