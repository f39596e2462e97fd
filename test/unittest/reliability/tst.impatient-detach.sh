#!/bin/bash
#
# ASSERTION: a second Ctrl-C (SIGINT) during a slow detach ends dtrace at
# once: the detach is left to the uprobe guard, which finishes it, and no
# breakpoint is left in the program.  The guard is frozen (SIGSTOP) before
# the first signal, so the detach cannot end by itself: dtrace, traced with
# pid$P:a.out::entry over 5000 functions, fires END after the first
# SIGINT and then waits for the guard; after the second it must exit (with
# status 0, without printing its aggregation, as after any second Ctrl-C)
# while the guard is still frozen.  Let go on (SIGCONT),
# the guard closes every link and exits, and the program's text (read
# through /proc/PID/mem) is what it was before.  No clock is read: the
# freeze makes the detach as slow as need be.  (Before, dtrace waited for
# the whole detach, minutes for a probe on every instruction of libc.)
#
# @@timeout: 300
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'exec 2>/dev/null; [ -n "$g" ] && kill -CONT $g; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT

. "$(dirname "$0")/sites.sh"

n=5000
run_funcs $n || exit 1

set -m		# job control: the background dtrace does not ignore SIGINT
$dtrace -x debug -qn "pid$p:a.out::entry { @ = count(); }
    END { printf(\"ended\\n\"); }" >"$tmpd/out" 2>"$tmpd/err" &
d=$!
set +m
while ! grep -q "pid: enabled" "$tmpd/err" && kill -0 $d 2>/dev/null; do
	sleep 0.01
done
g=$(pgrep -f "^dt-uprobe-guard for $d( |\$)")
[ -n "$g" ] || { echo "no uprobe guard for dtrace $d"; exit 1; }
kill -STOP $g
kill -INT $d
# The first signal is acted on: END fires, then dtrace waits for the
# frozen guard's detach (before it prints the aggregation).
while ! grep -q ended "$tmpd/out" && kill -0 $d 2>/dev/null; do
	sleep 0.01
done
kill -INT $d
if ! wait_exit $d 60; then
	echo "dtrace still waits for the detach after a second SIGINT"
	kill -CONT $g
	exit 1
fi
wait $d
echo "dtrace exited with status $?"
[ "$(awk '{ print $3 }' /proc/$g/stat)" = T ] && echo "the guard is still frozen"
grep "left to detach" "$tmpd/err" | sed 's/[0-9][0-9]*/N/'
kill -CONT $g
wait_guard $d || exit 1
g=
for i in $(seq 100); do
	[ "$(text_sum $p "$tmpd/funcs$n")" = "$before" ] && break
	sleep 0.01
done
[ "$(text_sum $p "$tmpd/funcs$n")" = "$before" ] &&
    echo "the program's text is restored"
exit 0
