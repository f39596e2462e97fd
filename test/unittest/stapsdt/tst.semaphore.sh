#!/bin/bash
#
# ASSERTION: dtrace never writes the target: the kernel raises the probe's
# semaphore (python3.11's gc-start) while it is traced, and it is 0 again
# after dtrace exits normally and after dtrace is SIGKILLed.
#
# @@timeout: 40
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/../common/guard.sh"
dtrace=${1:-$DTRACE}

start_py 1
sem=$($dtrace -lv -n "stapsdt$PY_PID:::gc-start" | sed -n 's/.*semaphore at \(0x[0-9a-f]*\).*/\1/p' | head -1)
[ -n "$sem" ] || { echo "no semaphore in -lv output"; exit 1; }
echo "before: $(sem_value $PY_PID $sem)"

trace_and() {	# trace_and SIGNAL: trace, check the semaphore, stop dtrace with SIGNAL
	rm -f "$tmpd/out"
	$dtrace -qn "BEGIN { printf(\"ready\n\"); } stapsdt$PY_PID:::gc-start { }" \
	    -p $PY_PID >"$tmpd/out" 2>&1 &
	local d=$!
	wait_for "$tmpd/out" || exit 1
	echo "traced: $([ "$(sem_value $PY_PID $sem)" -gt 0 ] && echo raised)"
	kill -$1 $d
	wait $d 2>/dev/null
	wait_guard $d
	echo "after $1: $(sem_value $PY_PID $sem)"
}
trace_and TERM
trace_and KILL
finish_py
