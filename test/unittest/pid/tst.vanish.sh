#!/bin/bash
#
# ASSERTION: a process that is killed while dtrace -p is compiling or
# attaching its pid probes (python3.11: every function's entry and
# return, thousands of sites; SIGKILL after several delays) ends dtrace
# with one clear line naming the process: killed while attaching, "pid N
# exited while its probes were being attached: left out" (once, however
# many links it had) and status 0 when dtrace finds it gone; killed while
# compiling, the description that then matched nothing, status 1; killed
# before dtrace grabbed it, DTrace's "dtrace: No such process" (the pid is
# in a hint shown on a terminal), status 1.  Or, if
# the probes were all attached first, status 0 and nothing said when the
# process is gone.  dtrace never hangs, and exits with nothing attached.
#
# @@timeout: 120
dtrace=${1:-$DTRACE}
# $tmpd, the cleanup trap and wait_for, as the stapsdt tests have them
. "$(dirname "$0")/../stapsdt/lib.sh"

n=0
for delay in 0.02 0.05 0.1 0.15 0.2 0.3; do
	$PYTHON -c 'import time; time.sleep(60)' & p=$!
	disown $p	# no "Killed" notice
	sleep 0.3
	(sleep $delay; kill -9 $p) &
	$dtrace -qn 'pid$target:::entry, pid$target:::return { @ = count(); }' \
	    -p $p >"$tmpd/out" 2>"$tmpd/err"
	rc=$?
	wait
	n=$((n + 1))
	lines=$(wc -l <"$tmpd/err")
	if [ $rc = 1 ] && [ "$lines" = 1 ] && grep -q "$p" "$tmpd/err"; then
		echo "run $n: ok"
	elif [ $rc = 1 ] && [ "$lines" = 1 ] &&
	    grep -qx "dtrace: No such process" "$tmpd/err"; then
		echo "run $n: ok"	# gone before it was grabbed
	elif [ $rc = 0 ] && [ "$lines" = 1 ] && grep -qx "dtrace: pid $p exited while its probes were being attached: left out" "$tmpd/err"; then
		echo "run $n: ok"	# killed while attaching
	elif [ $rc = 0 ] && [ "$lines" = 0 ]; then
		echo "run $n: ok"	# attached in time
	else
		echo "run $n: exit $rc, $lines lines:"
		cat "$tmpd/err"
	fi
done
