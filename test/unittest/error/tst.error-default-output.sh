#!/bin/bash
#
# ASSERTION: Without -q, ERROR's clauses print under the usual heading as
# probe 3, ":ERROR"; the faulting clause prints nothing (CPU masked).
#
dtrace=${1:-$DTRACE}

$dtrace -n 'BEGIN { z = 0; trace(1); } BEGIN { trace(2); trace(1 / z); }
    ERROR { trace(arg4); } BEGIN { exit(0); }' 2>&1 >out.$$ |
    sed -E "s/'.*'/'...'/"
status=${PIPESTATUS[0]}
sed -E 's/^ *[0-9]+( +[0-9]+ )/  X\1/' out.$$
rm -f out.$$
exit $status
