#!/bin/bash
#
# ASSERTION: a process whose executable was deleted after it started is
# traced through /proc/PID/map_files: pid$target:a.out works, and the
# module is the file's name without the kernel's " (deleted)" (5 calls of
# add8 counted by probemod).
#
# @@timeout: 30
dtrace=${1:-$DTRACE}
# $tmpd, the cleanup trap and wait_for, as the stapsdt tests have them
. "$(dirname "$0")/../stapsdt/lib.sh"

cp "$TRIGGERS/pid-calls" "$tmpd/doomed"
"$tmpd/doomed" 5 -1 & p=$!
for i in $(seq 100); do
	[ "$(readlink /proc/$p/exe)" = "$tmpd/doomed" ] && break
	sleep 0.02
done
rm "$tmpd/doomed"
readlink /proc/$p/exe | sed "s|$tmpd/||"
$dtrace -qn 'BEGIN { printf("ready\n"); }
pid$target:a.out:add8:entry { @[probemod] = count(); }
END { printa("%s %@d\n", @); }' -p $p >"$tmpd/out" &
d=$!
wait_for "$tmpd/out" || exit 1
kill -USR1 $p
wait $d
echo "dtrace exit $?"
grep -v ready "$tmpd/out"
