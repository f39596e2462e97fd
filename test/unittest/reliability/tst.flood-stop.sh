#!/bin/bash
#
# ASSERTION: under a flood of records (a probe firing as fast as the
# target can loop, each firing printing), SIGTERM stops dtrace promptly:
# it drains what is buffered, runs END, and exits 0, and the -c command
# is gone.  (libbpf reads as long as records arrive; dtrace must stop it.)
# No wall-clock time is asserted: the test's own time limit bounds it,
# and the target would take minutes to finish on its own.
#
# @@timeout: 300
dtrace=${1:-$DTRACE}
out=$(mktemp)
. "$(dirname "$0")/../common/exit.sh"
d=
# setsid puts dtrace out of the runner's process group: clean up here.
trap '[ -n "$d" ] && kill -9 $d 2>/dev/null
    pkill -9 -f "^$TRIGGERS/sdt-loop 100000000 0$"; rm -f "$out"' EXIT
# Sixteen conversions a record: formatting them costs the consumer more
# than the probe costs the target, so the records keep coming.
setsid $dtrace -qn 'test_prov$target:::loop {
	printf("%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n",
	    arg0, arg0, arg0, arg0, arg0, arg0, arg0, arg0,
	    arg0, arg0, arg0, arg0, arg0, arg0, arg0, arg0); }
    END { printf("end\n"); }' -c "$TRIGGERS/sdt-loop 100000000 0" >"$out" 2>&1 &
d=$!
# Let it flood until a good number of records is out (120 s at most).
end=$((SECONDS + 120))
until [ "$(wc -l < "$out")" -gt 100000 ] || [ $SECONDS -ge $end ]; do
	sleep 0.05
done
kill -TERM $d
# dtrace must be gone well before the target would end (hours): give it
# 60 s, then say so (the trap cleans up).
if ! wait_exit $d 60; then
	echo "dtrace still running 60 s after SIGTERM"
	exit 1
fi
wait $d
echo "exit $?"
grep -c '^end$' "$out"
echo "sdt-loop processes left: $(pgrep -c -f "^$TRIGGERS/sdt-loop 100000000 0$")"
