#!/bin/bash
#
# ASSERTION: a new process held until dtrace has given it its probes is
# never left held.  dtrace is stopped (SIGSTOP: it reads no record), a
# process of a traced object starts and is held (stopped before its first
# instruction); dtrace is then SIGKILLed: the held process goes on and
# exits 0, and the traced process's text is what it was before tracing
# (no breakpoint left).  Then 6 rounds: dtrace is SIGKILLed at a varying
# moment while new processes start one after another, half of them
# dlopen()ing a library with notes (held at the dynamic linker); afterwards
# none of them is stopped, all exit, and the dynamic linker's text (where
# dtrace watches _dl_debug_state) and the traced program's are what they
# were.
#
# @@timeout: 240
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/../reliability/sites.sh"
. "$(dirname "$0")/../common/guard.sh"
. "$(dirname "$0")/../common/mapped.sh"

# While dtrace is stopped, every process that execs a program dtrace has
# not seen yet is held: until dtrace is dead, this test runs only bash
# builtins.  nap S: sleeps S seconds (a read from a FIFO nobody writes).
mkfifo "$tmpd/nap"
exec 9<>"$tmpd/nap"
nap() {
	read -t $1 -u 9
}

# state PID: the process's state letter (T: stopped), or "gone"
state() {
	local a b s
	read a b s _ 2>/dev/null </proc/$1/stat
	echo ${s:-gone}
}

# ends PID: waits (at most 20 s) until PID, a child of this shell, has
# exited; prints its status
ends() {
	local i
	for ((i = 0; i < 2000; i++)); do
		[ "$(state $1)" = Z ] || [ "$(state $1)" = gone ] && break
		nap 0.01
	done
	[ "$(state $1)" = T ] && echo "process left stopped"
	wait $1
	echo "exit $?"
}

start_dtrace() {
	rm -f "$tmpd/out"
	$dtrace -Zqn 'BEGIN { printf("ready\n"); }
	    kheld'$$'*:::kfire, sdtlib*:::fire /execname == "sdtheld"/ {
		@ = count(); }' \
	    >"$tmpd/out" 2>"$tmpd/err" &
	d=$!
	wait_for "$tmpd/out" || { cat "$tmpd/err"; exit 1; }
}

# A program of its own, with a provider name no other test on the machine
# traces, not even another run of this test (kheldPID, PID this shell's):
# fires kheldPID:kfire N times, sleeping MS ms after each.
cat > "$tmpd/held.c" <<'CEOF'
#include <stdlib.h>
#include <time.h>
#include <sys/sdt.h>
int
main(int argc, char *argv[])
{
	long n = atol(argv[1]), ms = atol(argv[2]), i;
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000 };

	for (i = 0; i < n; i++) {
		STAP_PROBE1(PROV, kfire, i);
		if (ms > 0)
			nanosleep(&ts, NULL);
	}
	return 0;
}
CEOF
gcc -O1 -DPROV=kheld$$ -o "$tmpd/sdtheld" "$tmpd/held.c" || exit 1

# pristine PID PROG: is PROG's executable mapping in PID's memory the
# file's own bytes (no breakpoint in it)?  Waits for it, at most 120 s:
# another dtrace on the machine may hold a breakpoint in a shared object
# (the dynamic linker) for a while; one left by a dead dtrace stays.
file_sum() {
	local lo hi off
	read lo hi off < <(awk -v p="$2" '$2 ~ /x/ && $6 == p {
	    split($1, r, "-"); print r[1], r[2], $3; exit }' /proc/$1/maps)
	dd if="$2" bs=4096 skip=$((0x$off / 4096)) \
	    count=$(((0x$hi - 0x$lo) / 4096)) 2>/dev/null | md5sum
}
pristine() {
	local end=$((SECONDS + 120))
	until [ "$(text_sum $1 "$2")" = "$(file_sum $1 "$2")" ]; do
		[ $SECONDS -ge $end ] && { echo CHANGED; return; }
		nap 0.1
	done
	echo restored
}
cp "$TRIGGERS/sdt-dlopen" "$tmpd/sdtheld-dl"
cp "$TRIGGERS/libsdtlib.so" "$tmpd/"
"$tmpd/sdtheld" 1000000 1000 >/dev/null &	# the object is traced
anchor=$!
bgpids=$anchor
wait_mapped $anchor ld-linux || exit 1
ldso=$(awk '$2 ~ /x/ && $6 ~ /\/ld-linux/ { print $6; exit }' /proc/$anchor/maps)
start_dtrace
kill -STOP $d
"$tmpd/sdtheld" 5 0 >/dev/null &
q=$!
for ((i = 0; i < 1000; i++)); do
	[ "$(state $q)" = T ] && break
	nap 0.01
done
echo "new process while dtrace is stopped: $(state $q)"
kill -KILL $d
wait $d 2>/dev/null
wait_guard $d
echo -n "after SIGKILL: "
ends $q
echo "traced text: $(pristine $anchor "$tmpd/sdtheld")"

for r in 1 2 3 4 5 6; do
	start_dtrace
	(for i in $(seq 20); do "$tmpd/sdtheld" 3 0 >/dev/null &&
	    "$tmpd/sdtheld-dl" 3 - 2 >/dev/null || exit; done) &
	churn=$!
	sleep 0.$((r * 7))
	kill -KILL $d
	wait $d 2>/dev/null
	wait_guard $d
	echo -n "round $r: "
	ends $churn
done
for p in $(pgrep -f "^$tmpd/sdtheld"); do
	[ $p != $anchor ] && echo "left: $p $(state $p)"
done
echo "traced text: $(pristine $anchor "$tmpd/sdtheld")"
echo "dynamic linker text: $(pristine $anchor "$ldso")"
