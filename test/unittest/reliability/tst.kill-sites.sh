#!/bin/bash
#
# ASSERTION: nothing is left behind when dtrace is killed.  A program with
# N stapsdt sites (N = 1, 100, 1000; half of them in a provider with
# semaphores) is traced with -p; while traced, the kernel has put a
# breakpoint into its text and raised its semaphores.  dtrace is then
# SIGKILLed (and, in other rounds, stopped with SIGTERM); within 1 s every
# semaphore is 0 again and the program's text, read through
# /proc/PID/mem, is byte for byte what it was before tracing.  The same
# when dtrace is stopped with SIGINT (Ctrl-C), and when the traced process
# exits first: then a new process of the same program must come up with no
# breakpoint and no semaphore raised (nothing stayed on the file).
#
# @@timeout: 120
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'exec 2>/dev/null; exec 3>&-; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT

. "$(dirname "$0")/sites.sh"
. "$(dirname "$0")/../common/guard.sh"

# round N HOW: trace prog N, end dtrace by HOW (KILL, TERM, INT: a signal;
# exit: the traced process exits first), check what is left.
round() {
	local n=$1 how=$2 before traced_sem traced_text after_sem after_text i
	start_prog $n
	before=$(text_sum $p "$tmpd/prog$n")
	rm -f "$tmpd/dout"
	set -m		# job control: the background dtrace does not ignore SIGINT
	$dtrace -Z -qn "BEGIN { printf(\"ready\n\"); }
	    ksem$p:::, knosem$p::: { @ = count(); }" -p $p \
	    >"$tmpd/dout" 2>"$tmpd/derr" 3>&- &
	d=$!
	set +m
	while [ ! -s "$tmpd/dout" ]; do
		kill -0 $d 2>/dev/null || { cat "$tmpd/derr"; exit 1; }
		sleep 0.01
	done
	traced_sem=$(ask f)
	traced_text=$([ "$(text_sum $p "$tmpd/prog$n")" != "$before" ] && echo changed)
	if [ $how = exit ]; then
		stop_prog
		wait $d
		# A new process of the same program: no breakpoint, no semaphore.
		start_prog $n
	else
		kill -$how $d
		wait $d 2>/dev/null
		wait_guard $d
	fi
	for i in $(seq 100); do
		[ "$(ask)" = 0 ] && [ "$(text_sum $p "$tmpd/prog$n")" = "$before" ] && break
		sleep 0.01
	done
	after_sem=$(ask)
	after_text=$([ "$(text_sum $p "$tmpd/prog$n")" = "$before" ] && echo restored || echo CHANGED)
	stop_prog
	echo "$n sites, $how: traced: semaphores $traced_sem, text $traced_text;" \
	    "after: semaphores $after_sem, text $after_text"
}

for n in 1 100 1000; do
	gen_sites $n || exit 1
	for how in KILL TERM INT exit; do
		round $n $how
	done
done
