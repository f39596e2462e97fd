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
# @@timeout: 30
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/p-dlopen.XXXXXX)
trap 'exec 2>/dev/null; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT

waitfor() {	# waitfor CMD...: until CMD succeeds (at most 10 s)
	local i
	for i in $(seq 1000); do "$@" && return 0; sleep 0.01; done
	return 1
}

"$TRIGGERS/wait-stops" "$TRIGGERS/sdt-dlopen" 10 "$tmpd/go" >"$tmpd/parent" &
waitfor test -s "$tmpd/parent" || { echo "wait-stops did not start"; exit 1; }
child=$(head -n 1 "$tmpd/parent")
$dtrace -Z -qn 'BEGIN { printf("ready\n"); }
    sdtlib$target:::fire { @c = count(); @s = sum(arg1); }' \
    -p "$child" >"$tmpd/out" 2>"$tmpd/err" &
d=$!
waitfor grep -q ready "$tmpd/out" || { echo "dtrace did not start"; cat "$tmpd/err"; exit 1; }
touch "$tmpd/go"
wait $d
echo "dtrace exit $?"
waitfor grep -q 'parent saw' "$tmpd/parent"
echo "== the process and its parent"
tail -n +2 "$tmpd/parent"
echo "== dtrace"
sed '/^ *$/d; s/^ *//' "$tmpd/out"
cat "$tmpd/err"
