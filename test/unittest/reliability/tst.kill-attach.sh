#!/bin/bash
#
# ASSERTION: a SIGKILL of dtrace at any moment of a large pid attach, or
# of its detach, leaves no breakpoint behind.  A program of 20000
# functions is traced with pid$P:a.out::entry: 20000 uprobes, made by
# some 80 uprobe_multi calls, each a BPF link.  dtrace is SIGKILLed at 30
# moments of the attach: when 1, 3, 6 ... 78 links exist (the next call is
# then under way), and at 6 moments of the detach that a SIGTERM starts
# (when 1/6, 2/6 ... of the links are gone).  After each kill, once
# dtrace's uprobe guard (dt_guard.c) has exited, the program's text, read
# through /proc/PID/mem, is what it was before tracing: no breakpoint is
# left (a left one would make the program single-step, at every call of
# its function, for the rest of its life).  Before the guard, a SIGKILL that
# came while dtrace was in such a syscall left that call's uprobes in the
# text for the process's lifetime (the kernel logs "failed to unregister,
# leaking uprobe"), and the program ran some 100 times slower.  If the
# guard itself is killed while dtrace traces, dtrace says so in one line
# and exits 1, and the text is restored (the guard's exit detached all).
#
# @@timeout: 900
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'exec 2>/dev/null; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT

. "$(dirname "$0")/sites.sh"

# wait_links D CMP K: until D holds CMP (-ge, -le) K links, or has exited
wait_links() {
	while kill -0 $1 2>/dev/null; do
		[ "$(links $1)" $2 $3 ] && return 0
		sleep 0.002
	done
	return 1
}

n=20000
run_funcs $n || exit 1

all=$(attach_links) || exit 1

bad=0
# kill D WHEN: once D is gone, is the text restored?
check() {
	local j
	wait $1 2>/dev/null
	# The guard finishes the call it is in, detaches everything, exits.
	for j in $(seq 12000); do
		pgrep -f "^dt-uprobe-guard for $1( |\$)" >/dev/null || break
		sleep 0.01
	done
	for j in $(seq 100); do
		[ "$(text_sum $p "$tmpd/funcs$n")" = "$before" ] && return
		sleep 0.01
	done
	echo "SIGKILL $2: breakpoints left in the text"
	bad=$((bad + 1))
	kill $p
	wait $p 2>/dev/null
	start_funcs $n			# a clean process for the next tries
}

for i in $(seq 30); do
	k=$(( (all * i - 1) / 30 ))
	$dtrace -qn "pid$p:a.out::entry { @ = count(); }" >/dev/null 2>&1 &
	d=$!
	wait_links $d -ge $((k > 0 ? k : 1))
	kill -KILL $d 2>/dev/null
	check $d "with $k of $all links made"
done
for i in 1 2 3 4 5 6; do
	k=$(( all * (6 - i) / 6 ))
	$dtrace -qn "pid$p:a.out::entry { @ = count(); }" >/dev/null 2>&1 &
	d=$!
	wait_links $d -ge $all
	kill -TERM $d
	wait_links $d -le $k
	kill -KILL $d 2>/dev/null
	check $d "while detaching, with $k of $all links left"
done
echo "SIGKILL at 36 moments of a $n-site attach and detach: $bad left" \
    "breakpoints"

# The guard itself killed while tracing: dtrace says so and stops, and
# the guard's exit has detached its uprobes.
$dtrace -qn "pid$p:a.out::entry { @ = count(); }" >/dev/null 2>"$tmpd/err" &
d=$!
wait_links $d -ge $all
kill -KILL $(pgrep -f "^dt-uprobe-guard for $d( |\$)")
wait $d
echo "guard killed: dtrace exit $?; $(sed "s/process [0-9]*/process G/" "$tmpd/err")"
check $d "of the guard"

exit 0
