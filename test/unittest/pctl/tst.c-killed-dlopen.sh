#!/bin/bash
#
# ASSERTION: a -c process that dtrace holds stopped while it attaches the
# probes of a library the process dlopen()ed is never left stopped by a
# dtrace that dies: dtrace is frozen (SIGSTOP) before the process calls
# dlopen(), so the process stays in its stop; then dtrace is SIGKILLed.
# The process must not stay stopped: like every -c process, it does not
# outlive dtrace (DTrace kills the processes it created when it goes).
# Five tries.
#
# @@timeout: 300
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'exec 2>/dev/null; kill -9 $(jobs -p) $child; wait; rm -rf "$tmpd"' EXIT

state() { sed 's/^.*) \(.\).*/\1/' /proc/$1/stat 2>/dev/null || echo gone; }
waitfor() {	# waitfor CMD...: until CMD succeeds (at most 120 s)
	local end=$((SECONDS + 120))
	while [ $SECONDS -lt $end ]; do "$@" && return 0; sleep 0.01; done
	return 1
}
stopped() { [ "$(state $child)" = T ]; }
ended() { [ "$(state $child)" = gone ] || [ "$(state $child)" = Z ]; }

for try in 1 2 3 4 5; do
	rm -f "$tmpd/go" "$tmpd/out"
	$dtrace -Z -qn 'BEGIN { printf("%d\n", $target); }
	    sdtlib$target:::fire { @ = count(); }' \
	    -c "$TRIGGERS/sdt-dlopen 10 $tmpd/go" >"$tmpd/out" 2>/dev/null &
	d=$!
	waitfor test -s "$tmpd/out" || { echo "try $try: dtrace did not start"; exit 1; }
	child=$(head -n 1 "$tmpd/out")
	kill -STOP $d
	touch "$tmpd/go"
	if ! waitfor stopped; then
		echo "try $try: the process was not stopped at its dlopen()"
		kill -9 $d; wait $d
		continue
	fi
	kill -9 $d
	wait $d 2>/dev/null
	if waitfor ended; then
		echo "try $try: held at dlopen(), dtrace killed: the process is gone"
	else
		echo "try $try: the process is left in state $(state $child)"
		kill -9 $child
	fi
done
exit 0
