#!/bin/bash
#
# ASSERTION: a process that exits while its pid probes are being attached
# is left out with one line; the others are traced.  The race is made to
# happen every time: DTRACE_TEST_EXIT=attach (a test hook, dt_pctl.h)
# kills the first process whose probes dtrace is about to attach and waits
# until it has exited.  Processes of a program calling a library function
# (libxit.so's xit_work) in a loop are traced with
# pid*:libxit.so:xit_work:entry: 3 of them (a link each), and 7 (one link
# shared by all, named through the first process's mapping, the one that
# is killed).  Each run says "dtrace: pid N exited while its probes were
# being attached: left out" for the killed process and nothing else, counts
# firings in every other process, and exits 0.  The same for
# pid$target with -p, when the target is the one that exits: one line,
# exit 0.  Then without the hook: 20 runs of pid* over a process that
# stays and others that each live some 30 ms, started every 10 ms while
# dtrace starts and attaches: every run exits 0, and says nothing but such
# lines.  (Before, the first or the
# shared link's failure was an attach error that ended the trace: "failed
# to enable pidN probes: process N exited while they were being attached",
# exit 1.)
#
# @@timeout: 300
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'exec 2>/dev/null; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT
. "$(dirname "$0")/../common/mapped.sh"

cat > "$tmpd/xit.c" <<'EOF'
int
xit_work(int i)
{
	return i * 3 + 1;
}
EOF
cat > "$tmpd/main.c" <<'EOF'
#include <stdlib.h>
#include <time.h>
int xit_work(int);
int
main(int argc, char **argv)
{
	struct timespec t0, t, d = { 0, 100000 };	/* 0.1 ms */
	long ms = argc > 1 ? atol(argv[1]) : -1;	/* -1: forever */
	int i, r = 0;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 0;; i++) {
		r += xit_work(i);
		nanosleep(&d, NULL);
		clock_gettime(CLOCK_MONOTONIC, &t);
		if (ms >= 0 && (t.tv_sec - t0.tv_sec) * 1000 +
		    (t.tv_nsec - t0.tv_nsec) / 1000000 >= ms)
			break;
	}
	return r == 42;
}
EOF
gcc -shared -fPIC -o "$tmpd/libxit.so" "$tmpd/xit.c" &&
    gcc -o "$tmpd/xit" "$tmpd/main.c" -L"$tmpd" -lxit -Wl,-rpath,"$tmpd" ||
    exit 1

# hooked N: N processes, the first killed at attach; check what dtrace says.
hooked() {
	local n=$1 pids=() i rc lines
	for ((i = 0; i < n; i++)); do
		"$tmpd/xit" &
		pids+=($!)
	done
	for i in "${pids[@]}"; do wait_mapped $i libxit.so || exit 1; done
	DTRACE_TEST_EXIT=attach $dtrace -qn 'pid*:libxit.so:xit_work:entry
	    { @[pid] = count(); } tick-1s { exit(0); }' \
	    >"$tmpd/out" 2>"$tmpd/err"
	rc=$?
	lines=$(grep -c . "$tmpd/out")
	kill "${pids[@]}"
	wait "${pids[@]}" 2>/dev/null
	echo "$n processes: exit $rc, $lines traced;" \
	    "$(sed -E 's/pid [0-9]+/pid N/' "$tmpd/err")"
}
hooked 3
hooked 7

# pid$target with -p: the target exits.
"$tmpd/xit" &
p=$!
wait_mapped $p libxit.so || exit 1
DTRACE_TEST_EXIT=attach timeout 60 $dtrace -qn "pid$p:libxit.so:xit_work:entry
    { @ = count(); }" -p $p >/dev/null 2>"$tmpd/err"
echo "-p: exit $?; $(sed "s/pid $p /pid P /" "$tmpd/err")"
wait $p 2>/dev/null

# Without the hook: processes come and go while dtrace attaches.
bad=0
for i in $(seq 20); do
	rm -f "$tmpd/stop"
	( while [ ! -e "$tmpd/stop" ]; do "$tmpd/xit" 30 & sleep 0.01; done
	    wait ) &
	s=$!
	"$tmpd/xit" &
	a=$!
	wait_mapped $a libxit.so || exit 1
	$dtrace -qn 'pid*:libxit.so:xit_work:entry { @ = count(); }
	    tick-200ms { exit(0); }' >/dev/null 2>"$tmpd/err"
	rc=$?
	touch "$tmpd/stop"
	kill $a
	if [ $rc != 0 ] || grep -qv "^dtrace: pid [0-9]* exited while its probes were being attached: left out$" "$tmpd/err"; then
		bad=$((bad + 1))
		echo "run $i: exit $rc: $(grep -v "^dtrace: pid [0-9]* exited while its probes were being attached: left out$" "$tmpd/err" | head -n 3)"
	fi
	wait $s $a 2>/dev/null
done
echo "20 runs among short-lived processes: $bad failed"
exit 0
