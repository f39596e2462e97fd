#!/bin/bash
#
# ASSERTION: with -x droptags, dynamic variable drops are reported as
# [DTRACEDROP_DYNAMIC]: 2000 distinct keys into a map of 1024 entries
# (dynvarsize=1, its minimum) drop 976 stores; without it, no tag.
# Two runs of 2000 firings: 30 s is short on a loaded machine.
# @@timeout: 120
#
dtrace=${1:-$DTRACE}
for opt in -xdroptags -xdroptags=no; do
	$dtrace $opt -qn '#pragma D option dynvarsize=1
	test_prov$target:::loop { a[arg0] = 1; }' \
	    -c "$TRIGGERS/sdt-loop 2000 0" 2>&1 >/dev/null
	echo "exit $?"
done
