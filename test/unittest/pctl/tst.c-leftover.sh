#!/bin/bash
#
# ASSERTION: dtrace leaves no -c process behind: not when a script fails
# to compile (the command was already created), not with -e, not when
# dtrace is stopped by SIGTERM while the command runs, not when exit() in BEGIN
# ends tracing before the command runs.
#
# Run by test/runtest.sh as: bash tst.c-leftover.sh $DTRACE (also in $DTRACE).
#
# @@timeout: 300

dtrace=${1:-$DTRACE}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# left ARG: does an sdt-sema started with ARG still run?
left() {
	pgrep -f "sdt-sema $1\$" >/dev/null && echo "sdt-sema $1 left behind"
}

$dtrace -n 'BEGIN { x = ; }' -c "$TRIGGERS/sdt-sema 21" >/dev/null 2>&1
echo "compile error: status $?"
left 21

$dtrace -e -n 'BEGIN { }' -c "$TRIGGERS/sdt-sema 22" >/dev/null 2>&1
echo "-e: status $?"
left 22

$dtrace -qn 'BEGIN { printf("begin\n"); exit(0); }' \
    -c "$TRIGGERS/sdt-sema 23"
echo "exit in BEGIN: status $?"
left 23

$dtrace -qn 'BEGIN { }' -c "$TRIGGERS/sdt-sema 24" >"$tmp/out" 2>&1 &
dpid=$!
end=$((SECONDS + 120))
until grep -q ready "$tmp/out" || [ $SECONDS -ge $end ]; do
	sleep 0.1
done
kill -TERM $dpid
wait $dpid
echo "SIGTERM: status $?"
left 24
cat "$tmp/out"
