#!/bin/bash
#
# ASSERTION: dtrace -p ends when the process exits, even when its parent
# does not reap it (it stays a zombie).
#
# Run by test/runtest.sh as: bash tst.p-zombie.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The parent execs a sleep that never waits for its child "sleep 1".
bash -c 'sleep 1 & echo $! > '"$tmp"'/pid; exec sleep 8' &
parent=$!
while [ ! -s "$tmp/pid" ]; do sleep 0.05; done
pid=$(cat "$tmp/pid")

start=$(date +%s)
$dtrace -qn 'BEGIN { printf("grabbed\n"); }' -p "$pid"
status=$?
end=$(date +%s)
state=$(sed 's/.*) //' "/proc/$pid/stat" 2>/dev/null | cut -c1)
echo "child state ${state:-gone}"
kill "$parent" 2>/dev/null
wait "$parent" 2>/dev/null
[ $((end - start)) -lt 5 ] || echo "took $((end - start)) s"
exit $status
