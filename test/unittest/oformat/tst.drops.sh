#!/bin/bash
#
# ASSERTION: drops under oformat=json are lines of the output too, as
# FreeBSD's DTrace has them: the pseudo-probe dtrace:INTERNAL:INTERNAL:DROP
# with cpu and id -1, the kind, the count since the last report, the total
# and DTrace's text; stderr has DTrace's message as in text.  aggsize=64
# leaves room for one entry: two new keys are dropped.
#
dtrace=${1:-$DTRACE}
command -v python3.11 >/dev/null || { echo "python3.11 is missing"; exit 77; }
. ./jsonl.sh
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

$dtrace -x aggsize=64 -qx oformat=json -n 'BEGIN { @a[1] = count();
    @a[2] = count(); @a[3] = count(); @a[1] = count(); exit(0); }' \
    >"$tmpd/out" 2>"$tmpd/err"
echo "exit $?"
sed -E 's/on CPU [0-9]+/on CPU X/' "$tmpd/err"
jsonl "$tmpd/out" '
import re
for o in L:
    if o.get("name") == "DROP":
        print(o["cpu"], o["id"], o["provider"], o["module"], o["function"],
            o["kind"], o["count"], o["total"], re.sub("CPU [0-9]+", "CPU X", o["msg"]))
print(ascii(aggs["a"]["aggregation-data"]))
'
