#!/bin/bash
#
# ASSERTION: stop() stops the process the probe fired in (SIGSTOP): it
# stays stopped after dtrace exits, until it is continued, and then runs
# to its end.
#
# Run by test/runtest.sh as: bash tst.stop.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'exec 2>/dev/null; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT

"$TRIGGERS/sdt-ustack" 200 10 "$tmpd/log" &
p=$!
# -p looks at the process's objects: wait until the shell has exec'd it.
for i in $(seq 500); do
	case $(readlink /proc/$p/exe) in */sdt-ustack) break;; esac
	sleep 0.01
done
$dtrace -wqn "test_prov$p:::deep { stop(); printf(\"stopped\\n\"); exit(0); }" \
    -p $p || exit 1
for i in $(seq 100); do
	state=$(awk '/^State:/ { print $2 }' /proc/$p/status)
	[ "$state" = T ] && break
	sleep 0.02
done
echo "state $state"
kill -CONT $p
kill -USR1 $p
for i in $(seq 500); do
	grep -q caught "$tmpd/log" && break
	sleep 0.02
done
grep -c caught "$tmpd/log"
