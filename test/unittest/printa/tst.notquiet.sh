#!/bin/bash
#
# ASSERTION: Without -q, printa() prints after the probe's line: the
# CPU/ID/FUNCTION:NAME heading and line, printa()'s newline and entries,
# then the newline that ends every record; at exit a newline and the other
# aggregations.  A format prints on the probe's line.  (The CPU number is
# replaced by X.)
#
dtrace=${1:-$DTRACE}

$dtrace -n 'BEGIN { @a["x"] = count(); printa(@a); @b = sum(2); exit(0); }' \
    2>/dev/null | sed -E 's/^ *[0-9]+( +[0-9]+ )/  X\1/'
status=${PIPESTATUS[0]}
$dtrace -n 'BEGIN { @a = count(); printa("count %@d", @a); exit(0); }' \
    2>/dev/null | sed -E 's/^ *[0-9]+( +[0-9]+ )/  X\1/'
exit $((status | PIPESTATUS[0]))
