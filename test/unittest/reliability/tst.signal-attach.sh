#!/bin/bash
#
# ASSERTION: a SIGINT, SIGTERM or SIGHUP that reaches dtrace at any moment
# of its start, the attach syscalls included, never leaves a probe behind.
# dtrace traces a program with 1000 stapsdt sites (500 with semaphores)
# with -p and gets one of the three signals (they take turns) at 30
# moments from its start to just after it has attached (measured first:
# the time dtrace takes to fire BEGIN).  Each time, dtrace exits within
# 60 s of the signal (else the test says what it was doing), and once it
# has exited, every semaphore is 0 and the program's text is what it was
# within 1 s.  (A signal before dtrace has installed its handlers ends it
# by the signal's default action; during the attach, it stops the attach
# between two uprobe_multi calls; later it stops tracing the ordinary
# way.)
#
# @@timeout: 400
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'exec 2>/dev/null; exec 3>&-; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT

. "$(dirname "$0")/sites.sh"

gen_sites 1000 || exit 1
start_prog 1000
before=$(text_sum $p "$tmpd/prog1000")
# How long dtrace takes to attach and fire BEGIN here (ms), slowest of 3.
span=0
for i in 1 2 3; do
	t0=$(date +%s%N)
	$dtrace -qn "ksem$p:::, knosem$p::: { @ = count(); }
	    BEGIN { exit(0); }" -p $p >/dev/null 2>&1 3>&-
	t=$(( ($(date +%s%N) - t0) / 1000000 ))
	[ $t -gt $span ] && span=$t
done
step=$(( (span + 29) / 30 ))
# The three signals take turns: each comes at 10 of the 30 moments.
sigs=(INT TERM HUP)
declare -A bad=([INT]=0 [TERM]=0 [HUP]=0)
k=0
for ms in $(seq 0 $step $((29 * step))); do
	sig=${sigs[k % 3]}
	k=$((k + 1))
	set -m	# job control: the background dtrace does not ignore SIGINT
	$dtrace -Z -qn "ksem$p:::, knosem$p::: { @ = count(); }" -p $p \
	    >/dev/null 2>"$tmpd/derr" 3>&- &
	d=$!
	set +m
	sleep "$(printf '%d.%03d' $((ms / 1000)) $((ms % 1000)))"
	kill -$sig $d
	if ! wait_exit $d 60; then
		echo "SIG$sig after $ms ms: dtrace still runs 60 s later:" \
		    $(grep -E '^(State|Sig|ShdPnd)' /proc/$d/status) \
		    "wchan $(cat /proc/$d/wchan)"
		cat "$tmpd/derr"
		kill -9 $d
		bad[$sig]=$((bad[$sig] + 1))
	fi
	{ wait $d; } 2>/dev/null
	st=$?
	wait_guard $d
	for i in $(seq 100); do
		[ "$(ask)" = 0 ] && [ "$(text_sum $p "$tmpd/prog1000")" = "$before" ] && break
		sleep 0.01
	done
	if [ "$(ask)" != 0 ] || [ "$(text_sum $p "$tmpd/prog1000")" != "$before" ]; then
		echo "SIG$sig after $ms ms: semaphores $(ask), text not restored, dtrace status $st"
		bad[$sig]=$((bad[$sig] + 1))
		stop_prog	# a fresh process for the next tries
		start_prog 1000
	fi
done
for sig in "${sigs[@]}"; do
	echo "SIG$sig at 10 moments: ${bad[$sig]} left probes behind"
done
stop_prog
exit 0
