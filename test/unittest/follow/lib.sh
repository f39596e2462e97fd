# Helpers for the follow tests (sourced), on stapsdt/lib.sh's ($tmpd, a
# scratch directory; wait_for FILE; $PYTHON): at exit every background job
# and every pid in $bgpids is killed and reaped (quietly) and $tmpd
# removed.  run_rounds R N CMD...: R rounds of N copies of CMD at once
# (stdout discarded), each round waited for; stop_dtrace PID: ends dtrace
# (SIGTERM: its END prints), prints its exit status, then the distinct
# lines of its output but "ready" with their counts, and its stderr.

. "$(dirname "${BASH_SOURCE[0]}")/../stapsdt/lib.sh"
bgpids=
trap 'exec 2>/dev/null; kill -9 $(jobs -p) $bgpids; wait; rm -rf "$tmpd"' EXIT

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
