#!/bin/bash
#
# ASSERTION: one underlying probe serves many processes.  Six processes of
# one binary (more than get a link of their own) are traced through a
# provider glob; each fires test_prov:loop K times on cue and each is
# counted exactly, by pid, with sum(arg0) = K(K-1)/2.  A seventh process of
# the same binary, started after tracing began, is followed (the glob
# follows new processes that exec an object with enabled sites,
# dt_follow.c) and counted exactly too; adding it does not disturb the six
# (their object's program and link stay: no firing is lost).  After dtrace
# exits, the semaphore is 0 again in all seven processes.
#
# @@timeout: 300
dtrace=${1:-$DTRACE}
K=20
N=6
gate=$TRIGGERS/sdt-gate
. "$(dirname "$0")/lib.sh"

for i in $(seq $N); do
	$gate "$tmpd" p$i $K &
done
for i in $(seq $N); do
	wait_for "$tmpd/p$i.ready" || exit 1
done

$dtrace -qn 'BEGIN { printf("ready\n"); }
    test_prov*:::loop { @c[pid] = count(); @s[pid] = sum(arg0); }' \
    >"$tmpd/out" 2>"$tmpd/err" &
d=$!
wait_for "$tmpd/out" || exit 1
$gate "$tmpd" late $K &
wait_for "$tmpd/late.ready" || exit 1
sleep 1		# dtrace follows the exec (a ring buffer record, a scan)
touch "$tmpd/go"
for t in $(seq -f p%g $N) late; do
	wait_for "$tmpd/$t.done" || exit 1
done
kill -TERM $d
wait $d
echo "dtrace exit status $?"

# semaphore PID ADDR: the semaphore's value
semaphore() {
	dd if=/proc/$1/mem bs=1 skip=$(($2)) count=2 2>/dev/null |
	    od -An -tu2 | tr -d ' '
}
# settled PID ADDR: the value once it is 0, or after 120 s: another
# dtrace on the machine whose glob (test_prov*) matches these processes
# too keeps it raised while it runs; one dtrace left raised stays so
settled() {
	local end=$((SECONDS + 120)) v
	while v=$(semaphore $1 $2); [ "$v" != 0 ] && [ $SECONDS -lt $end ]; do
		sleep 0.2
	done
	echo "$v"
}

for t in $(seq -f p%g $N) late; do
	read pid sem < "$tmpd/$t.ready"
	c=$(awk -v p=$pid 'NF == 2 && $1 == p { print $2; exit }' "$tmpd/out")
	s=$(awk -v p=$pid 'NF == 2 && $1 == p { v = $2 } END { print v }' "$tmpd/out")
	[ -z "$c" ] && c="not counted"
	val=$(settled $pid $sem)
	echo "${t%[0-9]}: $c${s:+ $s}, semaphore $val"
done
grep -v '^ready$' "$tmpd/err" >&2
exit 0
