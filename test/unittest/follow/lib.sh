# Helpers for the follow tests (sourced): $tmpd is a scratch directory; at
# exit every background job and every pid in $bgpids is killed and reaped
# (quietly) and $tmpd removed.  wait_for FILE waits until FILE exists and is non-empty (at
# most 10 s); run_rounds R N CMD...: R rounds of N copies of CMD at once
# (stdout discarded), each round waited for; stop_dtrace PID: ends dtrace
# (SIGTERM: its END prints), prints its exit status, then the distinct
# lines of its output but "ready" with their counts, and its stderr.

tmpd=$(mktemp -d)
bgpids=
trap 'exec 2>/dev/null; kill -9 $(jobs -p) $bgpids; wait; rm -rf "$tmpd"' EXIT

wait_for() {
	local i
	for i in $(seq 500); do
		[ -s "$1" ] && return 0
		sleep 0.02
	done
	echo "timed out waiting for $1" >&2
	return 1
}

run_rounds() {
	local r j pids rounds=$1 n=$2
	shift 2
	for r in $(seq $rounds); do
		pids=
		for j in $(seq $n); do
			"$@" >/dev/null &
			pids="$pids $!"
		done
		wait $pids
	done
}

stop_dtrace() {
	kill -TERM $1
	wait $1
	echo "dtrace exit $?"
	grep -v '^ready$' "$tmpd/out" | awk NF | sort | uniq -c
	cat "$tmpd/err"
}
