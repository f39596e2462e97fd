#!/bin/bash
#
# ASSERTION: stacks and symbols under oformat=json: ustack() is
# {"ustack-frames": [{"symbol", "module", "name", "offset", "address"}],
# "pid"}, usym() {"usym": text, "pid", "address"}, a usym() aggregation key
# its text, and stack() in a probe that fired in user mode an empty list.
#
dtrace=${1:-$DTRACE}
command -v python3.11 >/dev/null || { echo "python3.11 is missing"; exit 77; }
. ./jsonl.sh
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

$dtrace -qx oformat=json -n 'BEGIN { stack(); }
test_prov$target:::deep /arg3 == 0/ {
	ustack(4); usym(arg0); @[usym(arg0), "k"] = count(); exit(0);
}' -c "$TRIGGERS/sdt-ustack" >"$tmpd/out"
echo "exit $?"
jsonl "$tmpd/out" '
print(ascii(recs[0]["output"]))
r = recs[1]
print(r["provider"].startswith("test_prov"), r["module"], r["function"], r["name"])
u = r["output"][0]
print(sorted(u), u["pid"] > 0)
for f in u["ustack-frames"]:
    print(f["module"], f["name"], f["offset"].startswith("0x"),
        f["symbol"] == "%s`%s+%s" % (f["module"], f["name"], f["offset"]),
        f["address"] > 0)
s = r["output"][1]
print(s["usym"], s["pid"] == u["pid"], s["address"] > 0)
print(ascii(aggs[""]["aggregation-data"]))
'
