#!/bin/bash
#
# ASSERTION: the semaphore of a stapsdt probe (sdt-sema's test:tick, read
# by the program itself and reported on SIGUSR1 as "tick T tock U") is 0
# before tracing, > 0 while dtrace traces test:tick (test:tock, not traced,
# stays 0), and 0 again after dtrace exits on SIGTERM and after dtrace is
# SIGKILLed.
#
# @@timeout: 300
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/../common/guard.sh"
tmpd=$(mktemp -d)
p= d=
trap 'for x in $d $p; do kill -9 $x; wait $x; done 2>/dev/null; rm -rf "$tmpd"' EXIT

wait_lines() {	# wait_lines FILE N: until FILE has N lines (120 s)
	local end=$((SECONDS + 120))
	while [ $SECONDS -lt $end ]; do
		[ -f "$1" ] && [ "$(wc -l <"$1")" -ge "$2" ] && return 0
		sleep 0.02
	done
	echo "timed out waiting for line $2 of $(basename "$1")"
	exit 1
}

values() {	# values: the program's semaphore values, by SIGUSR1
	local n=$(($(wc -l <"$tmpd/prog") + 1))
	kill -USR1 $p
	wait_lines "$tmpd/prog" $n
	sed -n "${n}p" "$tmpd/prog" | awk '{
		printf("tick %s tock %s", $2 > 0 ? "raised" : $2, $4) }'
}
report() {	# report LABEL
	echo "$1: $(values)"
}
settled() {	# settled LABEL: report once the values are back to 0 (60 s)
	local end=$((SECONDS + 60)) v
	while :; do
		v=$(values)
		[ "$v" = "tick 0 tock 0" ] || [ $SECONDS -ge $end ] && break
		sleep 0.1
	done
	echo "$1: $v"
}

# A copy of its own: another dtrace on the machine with a shared link on
# the trigger's file raises its semaphores in every process mapping it.
cp "$TRIGGERS/sdt-sema" "$tmpd/sdt-sema"
"$tmpd/sdt-sema" 50 >"$tmpd/prog" &
p=$!
wait_lines "$tmpd/prog" 1
head -1 "$tmpd/prog"
report before

trace_then() {	# trace_then SIGNAL: trace test:tick, report, stop dtrace
	rm -f "$tmpd/out"
	$dtrace -qn "BEGIN { printf(\"ready\n\"); } test$p:::tick { }" \
	    -p $p >"$tmpd/out" 2>"$tmpd/err" &
	d=$!
	wait_lines "$tmpd/out" 1
	report traced
	kill -$1 $d
	wait $d 2>/dev/null
	wait_guard $d
	d=
	settled "after $1"
}
trace_then TERM
trace_then KILL
