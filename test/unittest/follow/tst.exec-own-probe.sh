#!/bin/bash
#
# ASSERTION: a process that execs an object already traced, after dtrace
# started, fires its own probes (stapsdtPID:..., made for it), never
# another process's: dtrace holds it at its exec until its probes are in.
# 3 rounds of 6 processes at once, 16 firings each with no pause: every
# firing counted, each naming the provider of its own pid.
#
# @@timeout: 180
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/lib.sh"

cp "$TRIGGERS/sdt-loop" "$tmpd/sdtown"
"$tmpd/sdtown" 1000000 1000 >/dev/null &	# the object is traced
anchor=$!
bgpids=$anchor
$dtrace -qn 'BEGIN { printf("ready\n"); }
    stapsdt*:::tick /execname == "sdtown" && pid != '$anchor'/ {
	@[probeprov == strjoin("stapsdt", lltostr(pid)) ? "own" : probeprov] =
	    count(); }
    END { printa("%s %@d\n", @); }' >"$tmpd/out" 2>"$tmpd/err" &
d=$!
bgpids="$bgpids $d"
wait_for "$tmpd/out" || { cat "$tmpd/err"; exit 1; }
run_rounds 3 6 "$tmpd/sdtown" 16 0
stop_dtrace $d
