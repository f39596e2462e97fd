#!/bin/bash
#
# ASSERTION: Without -q, printa() prints after the probe's line: the
# CPU/ID/FUNCTION:NAME heading and line, printa()'s newline and entries,
# then the newline that ends every record; at exit a newline and the other
# aggregations.  (The CPU number is replaced by X.)
#
dtrace=${1:-$DTRACE}

$dtrace -n 'BEGIN { @a["x"] = count(); printa(@a); @b = sum(2); exit(0); }' \
    2>/dev/null | sed -E 's/^ *[0-9]+( +[0-9]+ )/  X\1/'
exit ${PIPESTATUS[0]}
