#!/bin/bash
#
# ASSERTION: Ctrl-C (SIGINT) or SIGTERM during a large attach stops dtrace
# promptly: what is attached is detached, BEGIN never fires, dtrace exits
# 0.  A program of 20000 functions is traced with pid$P:a.out::entry and
# BEGIN { printf("began\n"); }; the signal is sent as soon as the first
# breakpoints are in the program's text: dtrace is frozen (SIGSTOP) once it
# holds its first link, with at least two of its some 80 uprobe_multi calls
# still to make, sent the signal and let go on (SIGCONT).  It then makes no
# further call (its debug output says how many links it detached: those
# made at the signal and the one then under way, no more), never
# prints "began", and the program's text (read through /proc/PID/mem) is
# what it was before.  No clock is read: the freeze makes it certain that
# the signal came during the attach.  (Before, the signals were held while
# attaching: dtrace attached everything, fired BEGIN and only then
# stopped.)
#
# @@timeout: 600
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'exec 2>/dev/null; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT

. "$(dirname "$0")/sites.sh"

n=20000
run_funcs $n || exit 1

all=$(attach_links) || exit 1

# start SIG: dtrace, frozen (SIGSTOP) once its first breakpoints are in the
# program's text, with at least two uprobe_multi calls of its attach still
# to make, is sent SIG and let go on (SIGCONT); 1 if
# the freeze came too late (the attach almost done), to try again
start() {
	set -m		# job control: the background dtrace does not ignore SIGINT
	$dtrace -x debug -qn "pid$p:a.out::entry { @ = count(); }
	    BEGIN { printf(\"began\\n\"); }" >"$tmpd/out" 2>"$tmpd/err" &
	d=$!
	set +m
	while [ "$(text_sum $p "$tmpd/funcs$n")" = "$before" ] &&
	    kill -0 $d 2>/dev/null; do
		sleep 0.002
	done
	kill -STOP $d
	k=$(links $d)
	if [ "$k" -ge $((all - 1)) ]; then
		kill -KILL $d; wait $d 2>/dev/null
		return 1
	fi
	kill -$1 $d
	kill -CONT $d
}

for sig in INT TERM; do
	for try in 1 2 3 4 5 6 7 8 9 10; do
		start $sig && break
	done
	wait $d
	rc=$?
	for j in $(seq 12000); do
		pgrep -f "^dt-uprobe-guard for $d( |\$)" >/dev/null || break
		sleep 0.01
	done
	[ "$(text_sum $p "$tmpd/funcs$n")" = "$before" ] && text=restored ||
	    text=CHANGED
	# links at the freeze, the call then under way, and no more
	m=$(sed -n 's/.*DEBUG: detached \([0-9]*\) fds.*/\1/p' "$tmpd/err")
	[ -n "$m" ] && [ "$m" -le $((k + 1)) ] && when="before the next call" ||
	    when="after detaching ${m:-no} links, $k made at the signal"
	echo "SIG$sig while attaching: exit $rc, stopped $when," \
	    "BEGIN fired $(grep -c began "$tmpd/out") times, text $text;" \
	    "stderr: $(grep -v '^libdtrace DEBUG' "$tmpd/err")"
done
exit 0
