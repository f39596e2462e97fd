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
trace_py "$dtrace" "BEGIN { printf(\"ready\n\"); }
    python$PY_PID:::function-entry { @e[copyinstr(arg1), arg2] = count(); }
    python$PY_PID:::line { @l[copyinstr(arg1), arg2] = count(); }"
status=$?
grep -E '^ +work ' "$tmpd/out" | awk '{ print $1, $2, $3 }'
exit $status
