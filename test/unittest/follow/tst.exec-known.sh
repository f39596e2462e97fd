#!/bin/bash
#
# ASSERTION: with a description that applies to every process (stapsdt*),
# processes started after dtrace that exec an object already traced fire
# every probe from their first instruction (each is held at its exec until
# dtrace has made its probes): 3 rounds of 6 processes at once, 16 firings
# each with no pause, all counted.
#
# @@timeout: 180
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/lib.sh"

cp "$TRIGGERS/sdt-loop" "$tmpd/sdtnew"
"$tmpd/sdtnew" 1000000 1000 >/dev/null &	# the object is traced
anchor=$!
bgpids=$anchor
$dtrace -qn 'BEGIN { printf("ready\n"); }
    stapsdt*:::tick /execname == "sdtnew" && pid != '$anchor'/ {
	@[pid] = count(); }
    END { printa("%@d\n", @); }' >"$tmpd/out" 2>"$tmpd/err" &
d=$!
bgpids="$bgpids $d"
wait_for "$tmpd/out" || { cat "$tmpd/err"; exit 1; }
run_rounds 3 6 "$tmpd/sdtnew" 16 0
stop_dtrace $d
