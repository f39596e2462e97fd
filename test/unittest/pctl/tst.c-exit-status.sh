#!/bin/bash
#
# ASSERTION: dtrace ends when the -c command exits, and says how it ended,
# as DTrace does unless -q: "pid N has exited" (status 0), "pid N exited
# with status S", "pid N terminated by SIGNAL"; the same "has exited" for a
# -p process (whose status is its parent's to read).  dtrace's own status
# stays 0.
#
# Run by test/runtest.sh as: bash tst.c-exit-status.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

run() {
	$dtrace "$@" 2>&1 >/dev/null | sed 's/pid [0-9]*/pid PID/'
	echo "status ${PIPESTATUS[0]}"
}
run -n 'BEGIN { }' -c false
run -n 'BEGIN { }' -c true
run -n 'BEGIN { }' -c 'sh -c "kill -KILL \$\$"'
run -qn 'BEGIN { }' -c true
# a -p process, ended by BEGIN once dtrace traces it
sleep 1000 &
run -wn 'BEGIN { system("kill %d", $target); }' -p $!
wait
