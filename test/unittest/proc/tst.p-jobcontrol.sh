#!/bin/bash
#
# ASSERTION: while dtrace holds a -p process's threads (seized, for its
# dlopen()s), signals reach it as before and job control works: a SIGSTOP
# sent to it is a stop its parent sees (and continues: wait-stops sends
# SIGCONT), a SIGTERM ends it; dtrace, which sees the process end, exits 0.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/p-jobcontrol.XXXXXX)
trap 'exec 2>/dev/null; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT

waitfor() {	# waitfor CMD...: until CMD succeeds (at most 10 s)
	local i
	for i in $(seq 1000); do "$@" && return 0; sleep 0.01; done
	return 1
}

"$TRIGGERS/wait-stops" "$TRIGGERS/sdt-dlopen" 10 "$tmpd/go" >"$tmpd/parent" &
waitfor test -s "$tmpd/parent" || { echo "no process"; exit 1; }
child=$(head -n 1 "$tmpd/parent")
$dtrace -Z -qn 'BEGIN { printf("ready\n"); }
    sdtlib$target:::fire { @ = count(); }' -p "$child" \
    >"$tmpd/out" 2>"$tmpd/err" &
d=$!
waitfor grep -q ready "$tmpd/out" || { echo "dtrace did not start"; cat "$tmpd/err"; exit 1; }
grep -q "TracerPid:[[:space:]]*$d\$" /proc/$child/status && echo "seized by dtrace"
kill -STOP "$child"
sleep 0.5
kill -TERM "$child"
wait $d
echo "dtrace exit $?"
waitfor grep -q 'parent saw' "$tmpd/parent"
tail -n 1 "$tmpd/parent"
cat "$tmpd/err"
