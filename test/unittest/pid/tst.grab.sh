#!/bin/bash
#
# ASSERTION: a running process traced with -p (pid$target) or by its pid
# written literally: dtrace attaches while the process waits (pid-calls
# -1 waits for SIGUSR1 signal sent once dtrace has printed "ready" from
# BEGIN), counts exactly the calls it makes (add8 N times with arguments
# summing to N(N-1)/2 in arg0, getpid in libc N times), only in that
# process (a second pid-calls running at the same time is not counted),
# and ends by itself when the process exits, with status 0.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
# $tmpd, the cleanup trap and wait_for, as the stapsdt tests have them
. "$(dirname "$0")/../stapsdt/lib.sh"
N=30

run() {		# run LABEL PROVIDER-PID-SPELLING DTRACE-ARGS...
	local label=$1 prov=$2 p other d
	shift 2
	"$TRIGGERS/pid-calls" $N -1 & p=$!
	"$TRIGGERS/pid-calls" $N -1 & other=$!
	prov=${prov/PID/$p}
	rm -f "$tmpd/out"
	$dtrace -qn 'BEGIN { printf("ready\n"); }
	'"$prov"':a.out:add8:entry { @a = count(); @s = sum(arg0); }
	'"$prov"':libc.so.6:getpid:entry { @g = count(); }
	END { printa("add8 %@d", @a); printa(" arg0 sum %@d", @s);
	    printa(" getpid %@d\n", @g); }' "${@/PID/$p}" >"$tmpd/out" &
	d=$!
	wait_for "$tmpd/out" || return 1
	kill -USR1 $other
	wait $other
	kill -USR1 $p
	wait $d
	echo "$label: dtrace exit $?"
	grep -v ready "$tmpd/out"
}

run "-p" 'pid$target' -p PID
run "literal pid, -p" 'pidPID' -p PID
