#!/bin/bash
#
# ASSERTION: a process that exits while dtrace discovers or attaches its
# probes is not an error: 40 times, a short-lived sdt-loop is traced with
# -p at once; each run either traces it and exits 0 when it exits, or (if
# it had exited before dtrace looked: gone, or a zombie) says in one line
# that the pid cannot be grabbed and exits 1.  Never an attach error, never a crash.
#
# @@timeout: 90
dtrace=${1:-$DTRACE}
err=$(mktemp)
trap 'rm -f "$err"' EXIT
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
