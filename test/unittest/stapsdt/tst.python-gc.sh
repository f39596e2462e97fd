#!/bin/bash
#
# ASSERTION: stapsdtPID:::gc-start fires once per gc.collect() in a real
# python3.11 (-p), with the generation (2) in arg0; dtrace exits when the
# process exits and prints the aggregation.
#
# @@timeout: 30
. "$(dirname "$0")/lib.sh"
dtrace=${1:-$DTRACE}

start_py 10
trace_py "$dtrace" "BEGIN { printf(\"ready\n\"); }
    stapsdt$PY_PID:::gc-start /arg0 == 2/ { @gen2 = count(); }
    stapsdt$PY_PID:::gc-start { @all[pid == $PY_PID] = count(); }"
status=$?
grep -v '^ready$' "$tmpd/out" | awk 'NF'
exit $status
