#!/bin/bash
#
# ASSERTION: As in DTrace, only a clause with a data-recording action, or
# an empty clause (the default action), prints a probe line: a clause of
# expression statements or aggregations prints nothing (CPU masked).
#
# Run by test/runtest.sh as: bash tst.default-clauses.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -n 'BEGIN { x = 1; y = x + 1; }
    BEGIN { }
    BEGIN { this->a = 2; }
    BEGIN { @c = count(); }
    BEGIN { if (x == 1) { z = 3; } }
    BEGIN { if (x == 0) { trace(x); } }
    BEGIN { trace(y); }
    END { printa("%@d\n", @c); }
    BEGIN { exit(0); }' 2>/dev/null |
    sed -E 's/^ *[0-9]+( +[0-9]+ )/  X\1/'
exit ${PIPESTATUS[0]}
