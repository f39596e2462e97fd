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
# @@timeout: 300
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/pgrab.sh"
held() { [ "$(state $child)" = t ]; }

# one try ($try), its line (tried again if another dtrace stopped it)
one() {
	rm -f "$tmpd/go"
	pgrab_start "$TRIGGERS/sdt-dlopen" 10 "$tmpd/go"
	pgrab_dtrace 'sdtlib$target:::fire { @ = count(); }'
	kill -STOP $d
	touch "$tmpd/go"
	if ! waitfor held; then
		echo "try $try: the process was not held at its dlopen() (state $(state $child))"
		kill -9 $d; wait $d
		return
	fi
	kill -9 $d
	wait $d 2>/dev/null
	if waitfor grep -q 'parent saw' "$tmpd/parent"; then
		echo "try $try: held, dtrace killed: $(pgrab_parent)"
	else
		echo "try $try: the process is left in state $(state $child)"
		kill -9 $child
	fi
	wait
}

for try in 1 2 3; do
	pgrab_run one 0
done
exit 0
