#!/bin/bash
#
# ASSERTION: PostgreSQL's probes work on a real server.  A scratch cluster
# is started on a Unix socket; with one psql session open, dtrace -p its
# backend prints query-start's arg0 (the query text, via copyinstr) for
# each statement the session sends, and postgresql*:::checkpoint-done,
# fired by the checkpointer process on CHECKPOINT, reads arg1 through the
# RIP-relative operand -4@NBuffers(%rip): it equals shared_buffers in
# pages.  dtrace exits when the backend does (\q).  -lv shows query-start's
# argument and semaphore.
#
# @@timeout: 120
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/pgcluster.sh"

# One psql session, fed through a FIFO; its output goes to a file.
mkfifo "$tmpd/in"
chown postgres "$tmpd/in"
$as_pg "$bin/psql" -X -q -A -t -h "$tmpd" -p 5499 postgres \
    <"$tmpd/in" >"$tmpd/psql.out" 2>&1 &
exec 3>"$tmpd/in"
echo "SELECT 'backend', pg_backend_pid();" >&3
echo "SELECT 'buffers', setting FROM pg_settings WHERE name = 'shared_buffers';" >&3
for i in $(seq 500); do
	grep -q '^buffers|' "$tmpd/psql.out" 2>/dev/null && break
	sleep 0.02
done
backend=$(sed -n 's/^backend|//p' "$tmpd/psql.out")
buffers=$(sed -n 's/^buffers|//p' "$tmpd/psql.out")
[ -n "$backend" ] || { echo "no backend pid"; cat "$tmpd/psql.out"; exit 1; }

$dtrace -lv -n "postgresql$backend:::query-start" |
    sed -n '/Argument Types/,$p' | sed 's/at 0x[0-9a-f]* (file offset 0x[0-9a-f]*)/at ADDR/; s/, object .*//'

$dtrace -qn "BEGIN { printf(\"ready\n\"); }
postgresql$backend:::query-start { printf(\"query: %s\n\", copyinstr(arg0)); }
postgresql*:::checkpoint-done { printf(\"checkpoint-done: %d\n\", arg1); }" \
    -p $backend >"$tmpd/out" 2>"$tmpd/err" &
d=$!
for i in $(seq 500); do
	[ -s "$tmpd/out" ] && break
	sleep 0.02
done
echo "SELECT 1;" >&3
echo "SELECT 'hello, ' || 'world';" >&3
echo "CHECKPOINT;" >&3
echo "\\q" >&3
exec 3>&-
wait $d
echo "dtrace exit status $?"
sed -e '/^ready$/d' -e "s/^checkpoint-done: $buffers\$/checkpoint-done: shared_buffers/" "$tmpd/out"
cat "$tmpd/err" >&2
