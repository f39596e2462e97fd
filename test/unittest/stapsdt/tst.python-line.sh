#!/bin/bash
#
# ASSERTION: python$PID:::function-entry and line (the USDT-style name: the
# note's provider + pid) decode their arguments: copyinstr() of the function
# name pointer, and the (signed int) line number.  (CPython 3.11 fires
# function-entry for calls made from C only while line tracing is enabled.)
#
# @@timeout: 30
. "$(dirname "$0")/lib.sh"
dtrace=${1:-$DTRACE}

start_py 0
$dtrace -qn "BEGIN { printf(\"ready\n\"); }
    python$PY_PID:::function-entry { @e[copyinstr(arg1), arg2] = count(); }
    python$PY_PID:::line { @l[copyinstr(arg1), arg2] = count(); }" \
    -p $PY_PID >"$tmpd/out" 2>"$tmpd/err" &
dpid=$!
wait_for "$tmpd/out" || { cat "$tmpd/err"; exit 1; }
finish_py
wait $dpid
status=$?
cat "$tmpd/err" >&2
grep -E '^ +work ' "$tmpd/out" | awk '{ print $1, $2, $3 }'
exit $status
