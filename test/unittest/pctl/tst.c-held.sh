#!/bin/bash
#
# ASSERTION: -c starts the command and holds it, stopped, at its entry
# point: its libraries are mapped (so the stapsdt provider can read their
# notes) and none of its code has run, until tracing starts.
#
# dtrace creates the -c process before it compiles the scripts, so a
# script read from a FIFO keeps dtrace (and the command) waiting there.
#
# Run by test/runtest.sh as: bash tst.c-held.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkfifo "$tmp/script"

$dtrace -qs "$tmp/script" -c "$TRIGGERS/sdt-lib 3 1" >"$tmp/out" 2>&1 &
dpid=$!
for i in $(seq 50); do
	cpid=$(pgrep -P $dpid)
	[ -n "$cpid" ] && grep -q libsdtlib "/proc/$cpid/maps" 2>/dev/null &&
	    break
	sleep 0.1
done
if [ -z "$cpid" ]; then
	echo "no held child of dtrace"
	kill -KILL $dpid 2>/dev/null
	exit 1
fi
echo "state $(sed -n 's/^State:\t\(.\).*/\1/p' /proc/$cpid/status)"
grep -q 'libsdtlib.so$' /proc/$cpid/maps && echo "libsdtlib.so mapped"
grep -q '/libc[.-]' /proc/$cpid/maps && echo "libc mapped"
# The program counter (last field of /proc/PID/syscall) is the entry point.
pc=$(awk '{ print $NF }' /proc/$cpid/syscall)
base=$(awk '$6 ~ /sdt-lib$/ { split($1, a, "-"); print a[1]; exit }' \
    /proc/$cpid/maps)
entry=$(readelf -h "$TRIGGERS/sdt-lib" | awk '/Entry point/ { print $NF }')
[ $((pc)) -eq $((0x$base + entry)) ] && echo "at the entry point" ||
	echo "pc $pc, base $base, entry $entry"

echo 'BEGIN { printf("begin\n"); }' >"$tmp/script"
wait $dpid
echo "status $?"
cat "$tmp/out"
