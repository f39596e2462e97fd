#!/bin/bash
#
# ASSERTION: when the dynamic variable map is full, stores are dropped and
# reported as DTrace reports them: 2000 distinct keys into a map of 1024
# entries (dynvarsize=1, its minimum) drop 976 stores.
#
dtrace=${1:-$DTRACE}
$dtrace -qn '#pragma D option dynvarsize=1
test_prov$target:::loop { a[arg0] = 1; }' \
    -c "$TRIGGERS/sdt-loop 2000 0" 2>&1 >/dev/null
echo "exit $?"
