#!/bin/bash
#
# ASSERTION: stapsdt$target::: traces only the -c process, though the
# uprobes are placed in the executable file that another running process
# of the same binary is also executing (and firing) at the same time:
# @[pid] has exactly one key, $target, with the exact count (N firings of
# each of test_prov:loop and test:tick = 2N).
#
# @@timeout: 40
dtrace=${1:-$DTRACE}
N=40
tmpd=$(mktemp -d)
bg=
trap '[ -n "$bg" ] && { kill -9 $bg; wait $bg; } 2>/dev/null; rm -rf "$tmpd"' EXIT

# The other process: fires every 10 ms for up to 10 minutes (killed at the
# end; it must outlive dtrace however slow the machine).
"$TRIGGERS/sdt-loop" 60000 10 >/dev/null &
bg=$!
sleep 0.3

$dtrace -qn 'BEGIN { printf("target %d\n", $target); }
    stapsdt$target::: { @[pid] = count(); }' \
    -c "$TRIGGERS/sdt-loop $N 5" >"$tmpd/out"
status=$?
kill -0 $bg 2>/dev/null && echo "other process still running" ||
	echo "other process died early"
target=$(sed -n 's/^target //p' "$tmpd/out")
# The program's line (N: iterations that saw the semaphore), then the
# aggregation with the target's pid replaced by TARGET, the other's by OTHER.
sed '/^target /d' "$tmpd/out" | awk -v t="$target" -v o="$bg" 'NF {
	if ($1 == t) $1 = "TARGET"; else if ($1 == o) $1 = "OTHER"; else $1 = $1
	print }'
exit $status
