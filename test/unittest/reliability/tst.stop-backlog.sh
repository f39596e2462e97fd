#!/bin/bash
#
# ASSERTION: a stop request ends dtrace promptly under any backlog.
#
# 1. A printa() every 100 ms of an aggregation that grows to hundreds of
#    thousands of keys (32 new keys a firing): each printa() takes longer
#    than the tick, so records pile up.  After SIGTERM dtrace exits within
#    60 s (it takes about one; without the bound, minutes), with status 0, having run END; the
#    records it had no time to print are reported as drops, DTrace's way
#    ("dtrace: N drops on CPU C"), when there are any.
# 2. An aggregation of up to a million keys (some 700000 here after 8 s),
#    printed at exit: a SIGINT that comes during the final printout (the
#    test stops reading dtrace's output pipe at END's line, so dtrace waits
#    in the printout) ends it: dtrace exits within 60 s, having printed
#    END's line and not 100000 lines of the aggregation.
# 3. As 1, under bufpolicy=ring, where the printa() records are held until
#    tracing stops: held records print for 1 s at most, END's are kept.
#
# No wall-clock time is asserted beyond these generous bounds.
#
# @@timeout: 400
dtrace=${1:-$DTRACE}
loop="$TRIGGERS/sdt-loop 100000000 0"
out=$(mktemp)
cnt=$(mktemp)
d=
set -m		# background jobs get SIGINT (not ignored as without job control)
trap '[ -n "$d" ] && kill -9 $d 2>/dev/null
    pkill -9 -f "^$loop$"; rm -f "$out" "$cnt" "$cnt.done"' EXIT

# keys MASK: a clause body that makes 32 keys a firing, so that the
# aggregation grows fast, up to (MASK + 1) * 32 keys
keys() {
	local i
	for i in $(seq 0 31); do
		echo "@[(arg0 & $1) * 32 + $i] = count();"
	done
}

# gone PID SECONDS: does PID exit within SECONDS?
gone() {
	local i
	for i in $(seq $(($2 * 10))); do
		kill -0 "$1" 2>/dev/null || return 0
		sleep 0.1
	done
	return 1
}

# handling PID: wait (at most 120 s) until PID handles SIGTERM (SigCgt):
# dtrace has compiled its program, and a SIGTERM now stops tracing
# instead of killing it (a loaded machine may take seconds to get there)
handling() {
	local end=$((SECONDS + 120)) cgt
	while [ $SECONDS -lt $end ]; do
		cgt=$(sed -n 's/^SigCgt:[[:space:]]*//p' "/proc/$1/status" 2>/dev/null)
		[ -n "$cgt" ] && [ $(((0x$cgt >> 14) & 1)) = 1 ] && return 0
		sleep 0.05
	done
	return 1
}

# gone_file FILE: wait (at most 60 s) until FILE exists
gone_file() {
	local end=$((SECONDS + 60))
	until [ -e "$1" ] || [ $SECONDS -ge $end ]; do sleep 0.05; done
}

# backlog NAME ARGS...: 1 and 3, a printa() backlog, one SIGTERM.  (With
# tick, an interrupt-context probe, the aggregation map is preallocated:
# 32m, 400000 entries, is quick to set up.)
backlog() {
	$dtrace "${@:2}" -x aggsize=32m -qn "test_prov\$target:::loop { $(keys 8191) }
	    tick-100ms { printa(@); } END { printf(\"end\\n\"); }" \
	    -c "$loop" > >(grep -c '^end$' > "$cnt"; touch "$cnt.done") 2>"$out" &
	d=$!
	handling $d
	sleep 8
	kill -TERM $d
	if ! gone $d 60; then
		echo "$1: dtrace still running 60 s after SIGTERM"
		exit 1
	fi
	wait $d
	echo "$1: exit $?"
	gone_file "$cnt.done"	# grep has read the rest
	rm -f "$cnt.done"
	echo "$1: END's lines: $(cat "$cnt")"
	grep -v '^dtrace: [0-9]* drops\{0,1\} on CPU [0-9]*$' "$out"
	pkill -9 -f "^$loop$"
}
backlog 1
backlog 3 -x bufpolicy=ring

# 2: a final printout cut short by a second request.  dtrace's output
# goes into a pipe that the test stops reading at END's line: the
# aggregation's printout (hundreds of thousands of lines) fills the pipe
# and dtrace waits in it, so the SIGINT comes during the printout whatever
# the load of the machine; then the test reads the rest.
fdir=$(mktemp -d)	# a directory of its own: no name another run can take
fifo=$fdir/out
mkfifo "$fifo" || exit 1
$dtrace -x aggsize=256m -qn "test_prov\$target:::loop { $(keys 32767) }
    END { printf(\"end\\n\"); }" -c "$loop" >"$fifo" 2>"$out" &
d=$!
exec 3<"$fifo"
rm -rf "$fdir"
handling $d
sleep 8
kill -TERM $d
ends=0
while IFS= read -r -u 3 line; do
	[ "$line" = end ] && { ends=1; break; }
done
kill -INT $d
timeout 60 cat <&3 >"$cnt"
exec 3<&-
if ! gone $d 60; then
	echo "2: dtrace still running 60 s after SIGINT"
	exit 1
fi
wait $d
echo "2: exit $?"
echo $((ends + $(grep -c '^end$' "$cnt")))
n=$(grep -c '^ *[0-9]' "$cnt")
echo "2: aggregation lines: $([ "$n" -lt 100000 ] && echo "fewer than 100000" || echo "$n")"
grep -v '^dtrace: [0-9]* drops\{0,1\} on CPU [0-9]*$' "$out"
exit 0
