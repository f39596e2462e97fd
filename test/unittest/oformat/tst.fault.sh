#!/bin/bash
#
# ASSERTION: a run-time fault under oformat=json is a line of the output
# too, with the probe's identity and "error": the enabled probe ID, the
# fault's name and code, the action, the address and DTrace's text; the
# clause's record is not sent (as in text) and the next clause's is; the
# message on stderr is DTrace's, as in text.
#
dtrace=${1:-$DTRACE}
command -v python3.11 >/dev/null || { echo "python3.11 is missing"; exit 77; }
. ./jsonl.sh
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

$dtrace -qx oformat=json -n 'BEGIN { trace(1); trace(*(int *)16); }
BEGIN { trace(2); x = 0; }
BEGIN { trace(3 / x); }
BEGIN { exit(0); }' >"$tmpd/out" 2>"$tmpd/err"
echo "exit $?"
cat "$tmpd/err"
jsonl "$tmpd/out" '
for o in L:
    if "error" in o:
        print(o["id"], o["provider"], o["name"], type(o["cpu"]).__name__, ascii(o["error"]))
    else:
        print(o["id"], o["name"], ascii(o["output"]))
'
