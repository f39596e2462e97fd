#!/bin/bash
#
# ASSERTION: under oformat=json a clause with no action (the default
# action) is a record with an empty output; flowindent and quiet change
# nothing; a committed speculation's record is a line of its own after the
# committing clause's, a discarded one is not printed.
#
dtrace=${1:-$DTRACE}
command -v python3.11 >/dev/null || { echo "python3.11 is missing"; exit 77; }
. ./jsonl.sh
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

$dtrace -x nspec=2 -Fqx oformat=json -n 'BEGIN { }
BEGIN { s = speculation(); d = speculation(); }
BEGIN { speculate(s); trace("kept"); }
BEGIN { speculate(d); trace("dropped"); }
BEGIN { commit(s); discard(d); }
BEGIN { trace("after"); exit(0); }' >"$tmpd/out"
echo "exit $?"
jsonl "$tmpd/out" '
for r in recs:
    print(r["name"], ascii(r["output"]))
'
