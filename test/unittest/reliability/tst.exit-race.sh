#!/bin/bash
#
# ASSERTION: a process that exits while dtrace discovers or attaches its
# probes is not an error.  First the race made to happen every time
# (DTRACE_TEST_EXIT=seize, a test hook, dt_pctl.h): a -p process is killed
# just before dtrace seizes it (it then refuses PTRACE_SEIZE with EPERM, as
# any exiting or exited process does); dtrace traces on without it, says
# nothing (-q) and exits 0 when it finds it gone: never "cannot trace pid
# N (Operation not permitted)".  Then 40 times, a short-lived sdt-loop is
# traced with -p at once; each run either traces it and exits 0 when it
# exits, or (if it had exited before dtrace looked: gone, or a zombie) says
# in one line that the pid cannot be grabbed and exits 1.  Never an attach
# error, never a crash.
#
# @@timeout: 120
dtrace=${1:-$DTRACE}
err=$(mktemp)
trap 'rm -f "$err"' EXIT
. "$(dirname "$0")/../common/mapped.sh"

for i in 1 2 3; do
	"$TRIGGERS/sdt-loop" 100000 1 >/dev/null &
	p=$!
	wait_mapped $p sdt-loop || exit 1
	DTRACE_TEST_EXIT=seize timeout 60 $dtrace -Z -qn \
	    "test_prov$p:::loop { @ = count(); }" -p $p >/dev/null 2>"$err"
	echo "exited at the seize: exit $?; stderr: $(cat "$err")"
	wait $p 2>/dev/null
done

ok=0 bad=0
for i in $(seq 40); do
	"$TRIGGERS/sdt-loop" 3 1 >/dev/null &
	p=$!
	$dtrace -Z -qn "test_prov$p:::loop { @ = count(); }" -p $p >/dev/null 2>"$err"
	rc=$?
	wait $p
	if [ $rc = 0 ] && [ ! -s "$err" ]; then
		ok=$((ok + 1))
	elif [ $rc = 1 ] && [ "$(wc -l < "$err")" = 1 ] &&
	    grep -Eq "^dtrace: No such process$" \
	    "$err"; then
		ok=$((ok + 1))
	else
		bad=$((bad + 1))
		echo "run $i: exit $rc: $(cat "$err")"
	fi
done
echo "$ok ok, $bad bad"
