#!/bin/bash
#
# ASSERTION: printa() under oformat=json is an item of its record's output:
# {"aggregation-name", "aggregation-data"}, with "message" per entry when
# printa() has a format (the text the format makes), "values" per entry
# and "aggregation-names" when it joins aggregations, an empty list for an
# empty aggregation; aggregations printa() printed are not printed again
# at exit.
#
dtrace=${1:-$DTRACE}
command -v python3.11 >/dev/null || { echo "python3.11 is missing"; exit 77; }
. ./jsonl.sh
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

$dtrace -qx oformat=json -n 'BEGIN {
	@e[1] = count(); clear(@e); trunc(@e);
	@c["x"] = count(); @c["y"] = count(); @c["y"] = count();
	@s["x"] = sum(10);
	@left = count();
}
BEGIN {
	printa(@e);
	printa(@c);
	printa("%s=%@d\n", @c);
	printa("%s %@d %@d\n", @c, @s);
	exit(0);
}' >"$tmpd/out"
echo "exit $?"
jsonl "$tmpd/out" '
print(len(recs), "at exit:", [o["aggregation-name"] for o in L if "aggregation-name" in o])
for i in recs[-1]["output"]:
    print(ascii(i))
'
