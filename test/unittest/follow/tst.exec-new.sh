#!/bin/bash
#
# ASSERTION: dtrace -Z with a description that applies to every process
# (stapsdt*) and no process of the object yet: processes that exec it
# after dtrace started are found (the exec program reports an executable
# never seen) and traced.  sdt-wait fires only once its semaphore is
# raised, so each of 3 rounds of 4 processes at once counts exactly 10.
#
# @@timeout: 180
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/lib.sh"

cp "$TRIGGERS/sdt-wait" "$tmpd/sdtwnew"	# an inode no process maps
$dtrace -Zqn 'BEGIN { printf("ready\n"); }
    stapsdt*:::loop /execname == "sdtwnew"/ { @[pid] = count(); }
    END { printa("%@d\n", @); }' >"$tmpd/out" 2>"$tmpd/err" &
d=$!
bgpids=$d
wait_for "$tmpd/out" || { cat "$tmpd/err"; exit 1; }
run_rounds 3 4 "$tmpd/sdtwnew" 10
stop_dtrace $d
