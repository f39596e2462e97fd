# pgrab.sh: what the tst.p-*.sh tests of a -p process held at its dlopen()
# share (sourced; $dtrace and $TRIGGERS set).  A temporary directory $tmpd
# (removed at exit, with the background jobs), and:
#
#   waitfor CMD...           until CMD succeeds (at most 120 s: a loaded
#                            machine and the sanitizer build are slow)
#   state PID                its state letter of /proc/PID/stat, or "gone"
#   pgrab_start PROG [ARG]   runs PROG under wait-stops (a parent that
#                            counts the stops it sees) into $tmpd/parent;
#                            $child is its pid, once it has exec'd
#   pgrab_dtrace CLAUSE      dtrace -Z -q -p $child with CLAUSE, stdout to
#                            $tmpd/out, stderr to $tmpd/err; $d is its pid;
#                            returns when its BEGIN has printed "ready"
#   pgrab_parent             the line wait-stops prints at the end
tmpd=$(mktemp -d /tmp/pgrab.XXXXXX)
trap 'exec 2>/dev/null; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT

waitfor() {
	local end=$((SECONDS + 120))
	while [ $SECONDS -lt $end ]; do "$@" && return 0; sleep 0.01; done
	return 1
}

state() { sed 's/^.*) \(.\).*/\1/' /proc/$1/stat 2>/dev/null || echo gone; }

pgrab_start() {
	rm -f "$tmpd/parent"
	"$TRIGGERS/wait-stops" "$@" >"$tmpd/parent" &
	waitfor test -s "$tmpd/parent" || { echo "wait-stops did not start"; exit 1; }
	child=$(head -n 1 "$tmpd/parent")
}

# dtrace's BEGIN has printed "ready", or dtrace has exited
pgrab_started() {
	grep -qs ready "$tmpd/out" || ! kill -0 $d 2>/dev/null
}

pgrab_dtrace() {
	rm -f "$tmpd/out" "$tmpd/err"
	$dtrace -Z -qn 'BEGIN { printf("ready\n"); }' -n "$1" -p "$child" \
	    >"$tmpd/out" 2>"$tmpd/err" &
	d=$!
	waitfor pgrab_started ||
	    { echo "dtrace did not start"; cat "$tmpd/err"; exit 1; }
	grep -q ready "$tmpd/out" ||
	    { echo "dtrace exited before it started"; cat "$tmpd/err"; exit 1; }
}

# pgrab_run FUNC STOPS: run FUNC (the test's body, which prints its
# result, pgrab_parent's line among it) until the parent saw exactly STOPS
# stops, at most 3 times, and print the last run's output.  Another dtrace
# on the machine that follows new processes (a pid-globbing stapsdt
# description) holds each new process with a SIGSTOP that its parent sees
# (doc/DIFFERENCES.md); such stops are not this test's: a run that saw
# them is tried again, and says so on stderr.
pgrab_run() {
	local attempt
	for attempt in 1 2 3; do
		"$1" >"$tmpd/run"
		grep -q "parent saw $2 stops" "$tmpd/run" && break
		echo "attempt $attempt: $(grep -o 'parent saw.*' "$tmpd/run") (another" \
		    "dtrace following new processes?)" >&2
	done
	cat "$tmpd/run"
}

pgrab_parent() {
	waitfor grep -q 'parent saw' "$tmpd/parent"
	tail -n 1 "$tmpd/parent"
}
