#!/bin/bash
#
# ASSERTION: one site enabled under both of its names (stapsdtPID:... and
# test_provPID:...) runs the clause once for each probe, with that probe's
# own probeprov/probemod/probefunc/probename and the site's arguments: five
# firings of test_prov:loop count five under each name, and sum(arg0) is
# 0+1+2+3+4 under each.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}
$dtrace -qn 'stapsdt$target:::loop, test_prov$target:::loop {
	@c[probeprov, probemod, probefunc, probename] = count();
	@s[probeprov] = sum(arg0);
}' -c "$TRIGGERS/sdt-loop 5 0" | sed -E 's/([a-z_]+)[0-9]+/\1PID/g; s/ +/ /g; /^ *$/d'
echo "exit ${PIPESTATUS[0]}"
