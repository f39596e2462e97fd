#!/bin/bash
#
# ASSERTION: a -p process that another tracer holds (strace here) cannot be
# seized: dtrace says so in one line and traces it as before, without
# holding it at dlopen() (the library's first firings may be missed, so
# only the warning and the exit status are checked); the process and its
# tracer are undisturbed, and the process exits 0.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}
command -v strace >/dev/null || { echo "no strace"; exit 77; }
tmpd=$(mktemp -d /tmp/p-traced.XXXXXX)
trap 'exec 2>/dev/null; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT

waitfor() {	# waitfor CMD...: until CMD succeeds (at most 10 s)
	local i
	for i in $(seq 1000); do "$@" && return 0; sleep 0.01; done
	return 1
}

"$TRIGGERS/wait-stops" "$TRIGGERS/sdt-dlopen" 10 "$tmpd/go" >"$tmpd/parent" &
waitfor test -s "$tmpd/parent" || { echo "no process"; exit 1; }
child=$(head -n 1 "$tmpd/parent")
strace -q -e trace=none -p "$child" 2>"$tmpd/strace" &
s=$!
waitfor grep -q "TracerPid:[[:space:]]*[1-9]" /proc/$child/status ||
    { echo "strace did not attach"; exit 1; }
$dtrace -Z -qn 'BEGIN { printf("ready\n"); }
    sdtlib$target:::fire { @ = count(); }' -p "$child" \
    >"$tmpd/out" 2>"$tmpd/err" &
d=$!
waitfor grep -q ready "$tmpd/out" || { echo "dtrace did not start"; cat "$tmpd/err"; exit 1; }
touch "$tmpd/go"
wait $d
echo "dtrace exit $?"
waitfor grep -q 'parent saw' "$tmpd/parent"
tail -n 1 "$tmpd/parent"
sed -E 's/pid [0-9]+/pid N/; s/process [0-9]+/process M/' "$tmpd/err"
