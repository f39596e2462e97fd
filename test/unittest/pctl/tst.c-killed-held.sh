#!/bin/bash
#
# ASSERTION: a -c command held at its entry point does not outlive a
# SIGKILLed dtrace (PTRACE_O_EXITKILL): it is killed, never left stopped
# nor run.
#
# Run by test/runtest.sh as: bash tst.c-killed-held.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkfifo "$tmp/script"

# sdt-sema prints "ready" first thing in main().
$dtrace -qs "$tmp/script" -c "$TRIGGERS/sdt-sema 20" >"$tmp/out" 2>&1 &
dpid=$!
for i in $(seq 50); do
	cpid=$(pgrep -P $dpid)
	[ -n "$cpid" ] &&
	    [ "$(sed -n 's/^State:\t\(.\).*/\1/p' /proc/$cpid/status)" = t ] &&
	    break
	sleep 0.1
done
[ -n "$cpid" ] && echo "held"
kill -KILL $dpid
wait $dpid 2>/dev/null
for i in $(seq 20); do
	kill -0 "$cpid" 2>/dev/null || break
	sleep 0.1
done
kill -0 "$cpid" 2>/dev/null && echo "pid $cpid left behind" || echo "gone"
cat "$tmp/out"
