# Helpers for the stapsdt tests (sourced).  start_py starts pygc.py in the
# background and sets PY_PID; wait_for FILE waits until FILE exists and is
# non-empty (at most 10 s); sem_value PID ADDR prints the 2-byte semaphore.
# $tmpd is a scratch directory; at exit every background job is killed and
# reaped (quietly: no "Killed" notices) and $tmpd removed.

PYTHON=/usr/bin/python3.11
tmpd=$(mktemp -d)
trap 'exec 2>/dev/null; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT

# wait_for FILE [PID]: until FILE is not empty; 1 (and a line) after 300 s,
# or at once if process PID (the writer) has exited.  The bound is not a
# timing assumption: a loaded machine can take many seconds to attach.
wait_for() {
	local end=$((SECONDS + 300))
	while [ ! -s "$1" ]; do
		if [ -n "$2" ] && ! kill -0 "$2" 2>/dev/null; then
			echo "process $2 exited before writing $1" >&2
			return 1
		fi
		if [ $SECONDS -ge $end ]; then
			echo "timed out waiting for $1" >&2
			return 1
		fi
		sleep 0.02
	done
}

start_py() {	# start_py NCOLLECT
	$PYTHON "$(dirname "$0")/pygc.py" "$tmpd/pid" "$tmpd/go" "$1" &
	wait_for "$tmpd/pid" || exit 1
	PY_PID=$(cat "$tmpd/pid")
}

sem_value() {	# sem_value PID ADDR(hex)
	dd if=/proc/$1/mem bs=1 skip=$(($2)) count=2 2>/dev/null | od -An -tu2 | tr -d ' '
}

finish_py() {	# let pygc.py run, wait until it is done, then kill it
	touch "$tmpd/go"
	wait_for "$tmpd/go.done" || exit 1
	kill -9 $PY_PID
}

trace_py() {	# trace_py DTRACE PROGRAM: trace pygc.py with -p until it ends
	# PROGRAM must print "ready" from BEGIN; dtrace's stdout is left in
	# $tmpd/out, its stderr goes to ours; returns dtrace's exit status.
	local d status
	$1 -qn "$2" -p $PY_PID >"$tmpd/out" 2>"$tmpd/err" &
	d=$!
	wait_for "$tmpd/out" || { cat "$tmpd/err"; return 1; }
	finish_py
	wait $d
	status=$?
	cat "$tmpd/err" >&2
	return $status
}
