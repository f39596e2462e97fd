#!/bin/bash
#
# ASSERTION: a -p process that dlopen()s a library with probes is held at
# its dlopen() until the library's probes are attached, without a stop its
# parent can see: sdt-dlopen, started by wait-stops (a parent that waits
# with WUNTRACED, as a job-control shell does), is grabbed with -p, then
# poked (a file appears) and loads libsdtlib.so and calls sdtlib_fire(i)
# ten times with no pause.  All ten firings are counted (sum(arg1) = 90),
# the program saw the probe's semaphore set on all ten calls, and the
# parent saw no stop.  The description matches nothing at start, hence -Z.
#
# @@timeout: 300
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/pgrab.sh"

body() {
	rm -f "$tmpd/go" "$tmpd/go2" "$tmpd/loaded" "$tmpd/rtld"
	pgrab_start "$TRIGGERS/sdt-dlopen" 10 "$tmpd/go"
	pgrab_dtrace 'sdtlib$target:::fire { @c = count(); @s = sum(arg1); }'
	touch "$tmpd/go"
	wait $d
	echo "dtrace exit $?"
	echo "== the process and its parent"
	pgrab_parent
	sed -n 2p "$tmpd/parent"
	echo "== dtrace"
	sed '/^ *$/d; s/^ *//' "$tmpd/out"
	cat "$tmpd/err"
}
pgrab_run body 0
