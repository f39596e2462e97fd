#!/bin/bash
#
# ASSERTION: a -p process that another tracer holds (strace here) cannot be
# seized: dtrace says so in one line and traces it as before, without
# holding it at dlopen() (the library's first firings may be missed, so
# only the warning and the exit status are checked); the process and its
# tracer are undisturbed, and the process exits 0.
#
# @@timeout: 300
dtrace=${1:-$DTRACE}
command -v strace >/dev/null || { echo "no strace"; exit 77; }
. "$(dirname "$0")/pgrab.sh"

body() {
	rm -f "$tmpd/go" "$tmpd/go2" "$tmpd/loaded" "$tmpd/rtld"
	pgrab_start "$TRIGGERS/sdt-dlopen" 10 "$tmpd/go"
	strace -q -e trace=none -p "$child" 2>"$tmpd/strace" &
	waitfor grep -q "TracerPid:[[:space:]]*[1-9]" /proc/$child/status ||
	    { echo "strace did not attach"; exit 1; }
	pgrab_dtrace 'sdtlib$target:::fire { @ = count(); }'
	touch "$tmpd/go"
	wait $d
	echo "dtrace exit $?"
	pgrab_parent
	sed -E 's/pid [0-9]+/pid N/; s/process [0-9]+/process M/' "$tmpd/err"
}
pgrab_run body 0
