#!/bin/bash
#
# ASSERTION: under -x oformat=json a record is one line: the probe's
# identity (id, provider, module, function, name), the CPU, a timestamp
# (ns since the epoch), and trace()'s values typed: negative and 64-bit
# integers exact, strings with quotes, backslashes, newlines, tabs and
# control bytes escaped by json-c, UTF-8 kept, bytes that are not UTF-8
# as U+FFFD.  Nothing but JSON lines on stdout; text on stderr unchanged.
#
dtrace=${1:-$DTRACE}
command -v python3.11 >/dev/null || { echo "python3.11 is missing"; exit 77; }
. ./jsonl.sh
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

$dtrace -x oformat=json -n 'BEGIN {
	trace(-1);
	trace(-9223372036854775807LL - 1);
	trace(0xffffffffffffffffULL);
	trace((uint8_t)255);
	trace((short)-2);
	trace((int)-2147483648);
	trace("q\"b\\s\nl\tt\001e");
	trace("caf\303\251");
	this->p = (char *)alloca(5);
	this->p[0] = (char)0x61; this->p[1] = (char)0xff; this->p[2] = (char)0xc3;
	this->p[3] = (char)0x62; this->p[4] = 0;
	trace(stringof(this->p));
	exit(0);
}' >"$tmpd/out" 2>"$tmpd/err"
echo "exit $?"
cat "$tmpd/err"
jsonl "$tmpd/out" '
import time
r = recs[0]
print(len(L), len(recs))
print(r["id"], r["provider"], repr(r["module"]), repr(r["function"]), r["name"])
print(type(r["cpu"]).__name__, r["cpu"] >= 0)
print(type(r["timestamp"]).__name__, abs(r["timestamp"] - time.time_ns()) < 3600 * 10**9)
for i in r["output"]:
    print(ascii(i))
'
