#!/bin/bash
#
# ASSERTION: a provider glob with no pid (test_prov*:::loop) scans every
# process and traces each one that has the probe: two processes of the
# sdt-gate trigger, each firing test_prov:loop exactly K times once a
# start file appears (then sleeping until killed), both appear in @[pid]
# with count K and sum(arg0) K(K-1)/2.  dtrace is stopped with SIGTERM
# (background jobs of a non-interactive shell ignore SIGINT) after both
# have finished firing; it prints its aggregations and exits 0.  Other
# processes that happen to have a test_prov probe are ignored in the
# output.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
K=25
. "$(dirname "$0")/lib.sh"

"$TRIGGERS/sdt-gate" "$tmpd" a $K & a=$!
"$TRIGGERS/sdt-gate" "$tmpd" b $K & b=$!
wait_for "$tmpd/a.ready" || exit 1
wait_for "$tmpd/b.ready" || exit 1

$dtrace -qn 'BEGIN { printf("ready\n"); }
    test_prov*:::loop { @c[pid] = count(); @s[pid] = sum(arg0); }' \
    >"$tmpd/out" 2>"$tmpd/err" &
d=$!
wait_for "$tmpd/out" || exit 1
touch "$tmpd/go"
wait_for "$tmpd/a.done" || exit 1
wait_for "$tmpd/b.done" || exit 1
kill -TERM $d
wait $d
echo "dtrace exit status $?"
# Only the lines of our two processes, by name, in a fixed order.
awk -v a=$a -v b=$b 'NF == 2 && ($1 == a || $1 == b) {
	n[$1 == a ? "a" : "b"] = n[$1 == a ? "a" : "b"] " " $2 }
	END { print "a" n["a"]; print "b" n["b"] }' "$tmpd/out"
grep -v '^ready$' "$tmpd/err" >&2
exit 0
