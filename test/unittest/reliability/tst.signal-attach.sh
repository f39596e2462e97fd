#!/bin/bash
#
# ASSERTION: a SIGINT, SIGTERM or SIGHUP that reaches dtrace at any moment
# of its start, the attach syscalls included, never leaves a probe behind.
# dtrace traces a program with 1000 stapsdt sites (500 with semaphores)
# with -p and gets the signal at 30 moments from its start to just after
# it has attached (measured first: the time dtrace takes to fire BEGIN);
# each time, once it has exited,
# every semaphore is 0 and the program's text is what it was within 1 s.
# (A signal before dtrace has attached anything may end it at once, by the
# signal's default action; once it attaches, the signal is held until the
# attach syscalls are done, then stops tracing the ordinary way.)
#
# @@timeout: 240
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'exec 2>/dev/null; exec 3>&-; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT

. "$(dirname "$0")/sites.sh"
. "$(dirname "$0")/../common/guard.sh"

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
for sig in INT TERM HUP; do
	bad=0
	for ms in $(seq 0 $step $((29 * step))); do
		set -m	# job control: the background dtrace does not ignore SIGINT
		$dtrace -Z -qn "ksem$p:::, knosem$p::: { @ = count(); }" -p $p \
		    >/dev/null 2>"$tmpd/derr" 3>&- &
		d=$!
		set +m
		sleep "$(printf '%d.%03d' $((ms / 1000)) $((ms % 1000)))"
		kill -$sig $d
		{ wait $d; } 2>/dev/null
		st=$?
		wait_guard $d
		for i in $(seq 100); do
			[ "$(ask)" = 0 ] && [ "$(text_sum $p "$tmpd/prog1000")" = "$before" ] && break
			sleep 0.01
		done
		if [ "$(ask)" != 0 ] || [ "$(text_sum $p "$tmpd/prog1000")" != "$before" ]; then
			echo "SIG$sig after $ms ms: semaphores $(ask), text not restored, dtrace status $st"
			bad=$((bad + 1))
			stop_prog	# a fresh process for the next tries
			start_prog 1000
		fi
	done
	echo "SIG$sig at 30 moments: $bad left probes behind"
done
stop_prog
exit 0
