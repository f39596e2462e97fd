#!/bin/bash
#
# ASSERTION: while dtrace holds a -p process's threads (seized, for its
# dlopen()s), signals reach it as before and job control works: a SIGSTOP
# sent to it is a stop its parent sees (and continues: wait-stops sends
# SIGCONT), a SIGTERM ends it; dtrace, which sees the process end, exits 0.
#
# @@timeout: 300
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/pgrab.sh"

body() {
	rm -f "$tmpd/go" "$tmpd/go2" "$tmpd/loaded" "$tmpd/rtld"
	pgrab_start "$TRIGGERS/sdt-dlopen" 10 "$tmpd/go"
	pgrab_dtrace 'sdtlib$target:::fire { @ = count(); }'
	grep -q "TracerPid:[[:space:]]*$d\$" /proc/$child/status && echo "seized by dtrace"
	kill -STOP "$child"
	sleep 0.5
	kill -TERM "$child"
	wait $d
	echo "dtrace exit $?"
	pgrab_parent
	cat "$tmpd/err"
}
pgrab_run body 1
