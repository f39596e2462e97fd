#!/bin/bash
#
# ASSERTION: a pid-globbed description follows processes that start after
# dtrace: with a scratch PostgreSQL cluster running, dtrace is started
# with postgresql*:::query-start and only then does a psql session
# connect, so its backend is forked by the postmaster after the probes
# were attached.  Every statement the session sends is seen, in order,
# with its text (copyinstr(arg0)), and the firing process is a child of
# the postmaster.  dtrace exits from a clause on the last statement.
#
# @@timeout: 120
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/pgcluster.sh"

$dtrace -qn "BEGIN { printf(\"ready\n\"); }
postgresql*:::query-start /ppid == $pg/ {
	printf(\"query: %s (child of the postmaster)\n\", copyinstr(arg0));
}
postgresql*:::query-start /ppid == $pg && copyinstr(arg0) == \"SELECT 'done';\"/ { exit(0); }
tick-60s { printf(\"timed out\n\"); exit(1); }" >"$tmpd/out" 2>"$tmpd/err" &
d=$!
for i in $(seq 1000); do
	[ -s "$tmpd/out" ] && break
	sleep 0.02
done
# The session and so its backend start now, after dtrace.
mkfifo "$tmpd/in"
chown postgres "$tmpd/in"
$as_pg "$bin/psql" -X -q -A -t -h "$tmpd" -p 5499 postgres \
    <"$tmpd/in" >"$tmpd/psql.out" 2>&1 &
exec 3>"$tmpd/in"
echo "SELECT 1;" >&3
echo "SELECT 'hello, ' || 'world';" >&3
echo "SELECT 'done';" >&3
echo "\\q" >&3
exec 3>&-
wait $d
echo "dtrace exit status $?"
sed -e '/^ready$/d' "$tmpd/out"
cat "$tmpd/err" >&2
