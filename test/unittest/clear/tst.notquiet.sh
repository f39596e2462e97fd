#!/bin/bash
#
# ASSERTION: Without -q, a clause whose only action is clear() still
# records: its probe line prints, as in DTrace.  (The CPU number is
# replaced by X.)
#
dtrace=${1:-$DTRACE}

$dtrace -n 'BEGIN { @a = count(); } BEGIN { clear(@a); exit(0); }' \
    2>/dev/null | sed -E 's/^ *[0-9]+( +[0-9]+ )/  X\1/'
exit ${PIPESTATUS[0]}
