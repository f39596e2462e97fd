#!/bin/bash
#
# ASSERTION: a -p process that dtrace holds at its dlopen() is never left
# stopped by a dtrace that dies (it is not killed either: dtrace did not
# create it): dtrace is frozen (SIGSTOP) before the process calls
# dlopen(), so the process stays in its hold (a ptrace stop, state t);
# then dtrace is SIGKILLed.  The kernel detaches the process and it runs
# on: it finishes its ten calls and exits 0 (the SIGURG that held it is
# delivered and ignored), and its parent saw no stop.  Three tries.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/p-killed-dlopen.XXXXXX)
trap 'exec 2>/dev/null; kill -9 $(jobs -p) $child; wait; rm -rf "$tmpd"' EXIT

state() { sed 's/^.*) \(.\).*/\1/' /proc/$1/stat 2>/dev/null || echo gone; }
waitfor() {	# waitfor CMD...: until CMD succeeds (at most 10 s)
	local i
	for i in $(seq 1000); do "$@" && return 0; sleep 0.01; done
	return 1
}
held() { [ "$(state $child)" = t ]; }

for try in 1 2 3; do
	rm -f "$tmpd/go" "$tmpd/out" "$tmpd/parent"
	"$TRIGGERS/wait-stops" "$TRIGGERS/sdt-dlopen" 10 "$tmpd/go" \
	    >"$tmpd/parent" &
	waitfor test -s "$tmpd/parent" || { echo "no process"; exit 1; }
	child=$(head -n 1 "$tmpd/parent")
	$dtrace -Z -qn 'BEGIN { printf("ready\n"); }
	    sdtlib$target:::fire { @ = count(); }' -p "$child" \
	    >"$tmpd/out" 2>/dev/null &
	d=$!
	waitfor grep -q ready "$tmpd/out" || { echo "try $try: dtrace did not start"; exit 1; }
	kill -STOP $d
	touch "$tmpd/go"
	if ! waitfor held; then
		echo "try $try: the process was not held at its dlopen() (state $(state $child))"
		kill -9 $d; wait $d
		continue
	fi
	kill -9 $d
	wait $d 2>/dev/null
	if waitfor grep -q 'parent saw' "$tmpd/parent"; then
		echo "try $try: held, dtrace killed: $(tail -n 1 "$tmpd/parent")"
	else
		echo "try $try: the process is left in state $(state $child)"
		kill -9 $child
	fi
	wait
done
exit 0
