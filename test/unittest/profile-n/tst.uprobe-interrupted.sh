#!/bin/bash
#
# ASSERTION: Profile probes fire in interrupt context and may interrupt a
# uprobe's program on the same CPU: they have their own scratch memory, so
# the uprobe's arguments, this-> variables and aggregation key are never
# overwritten (nor zeroed by the profile program's prologue).  sdt-loop N 0
# fires test_prov:loop(i, ...) N times without sleeping while profile-4999
# fires on every CPU; every firing must count under (sdt-loop, 7), none
# under (sdt-loop, 8) (arg0 is never negative) or (sdt-loop, 0).
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
N=20000

$dtrace -qn '
test_prov$target:::loop { this->k = arg0 >= 0 ? 7 : 8; @[execname, this->k] = count(); }
profile-4999 { this->k = 3; @p[execname] = count(); }' \
    -c "$TRIGGERS/sdt-loop $N 0" | awk 'NF == 3 { $1 = $1; print }'
exit ${PIPESTATUS[0]}
