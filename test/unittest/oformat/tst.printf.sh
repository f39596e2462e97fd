#!/bin/bash
#
# ASSERTION: printf() under oformat=json is {"message": the text the
# format makes, "args": the arguments' values, typed}; -q does not change
# JSON output; a format without arguments has an empty list.
#
dtrace=${1:-$DTRACE}
command -v python3.11 >/dev/null || { echo "python3.11 is missing"; exit 77; }
. ./jsonl.sh
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

$dtrace -qx oformat=json -n 'BEGIN {
	printf("%s|%d|%u|%x|%c|%5s|\n", "a\"b\\c", -3, 4000000000U, 255, 0x7a, "r");
	printf("%lld %llu\n", -9223372036854775807LL - 1, 0xffffffffffffffffULL);
	printf("no args\n");
	printf("%*d|\n", 4, 7);
	exit(0);
}' >"$tmpd/out"
echo "exit $?"
jsonl "$tmpd/out" '
for i in recs[0]["output"]:
    print(ascii(i))
'
