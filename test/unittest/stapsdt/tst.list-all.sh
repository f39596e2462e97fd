#!/bin/bash
#
# ASSERTION: dtrace -l -P 'stapsdt*' (no -c/-p) scans every process and
# lists a running python3.11's probes under both names, with the function
# name and the note's name ("__" turned into "-").
#
# @@timeout: 60
. "$(dirname "$0")/lib.sh"
dtrace=${1:-$DTRACE}

start_py 0
$dtrace -l -P 'stapsdt*' >"$tmpd/all" || exit 1
$dtrace -l -P "python$PY_PID" >"$tmpd/py" || exit 1
finish_py
head -1 "$tmpd/all"
awk -v p="stapsdt$PY_PID" '$2 == p && $3 == "python3.11" { print $NF }' "$tmpd/all" | sort -u
awk -v p="python$PY_PID" '$2 == p && $3 == "python3.11" { print $NF }' "$tmpd/py" | sort -u | tr '\n' ' '
echo
