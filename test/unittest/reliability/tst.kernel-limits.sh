#!/bin/bash
#
# ASSERTION: more than the kernel's limits allow fails with one line and
# exit 1, and leaves every semaphore at 0 and every site's original
# instruction (read through /proc/PID/mem).  A program with 1000 sites
# (500 with semaphores) is traced:
#  - without uprobe_multi (the perf fallback: two descriptors per site)
#    and at most 64 open files: descriptors run out in the middle of
#    attaching, after some sites are in;
#  - with uprobe_multi and 8 to 24 open files: descriptors run out at
#    each step of starting (maps, programs, links, the ring buffer), or
#    suffice; each run either traces or fails as above;
#  - with -x aggsize=64g: a map bigger than the kernel creates.
#
# @@timeout: 180
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'exec 2>/dev/null; exec 3>&-; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT
. "$(dirname "$0")/sites.sh"

# attempt NOFILE [OPTIONS]: trace prog1000 with at most NOFILE open files;
# sets rc, and $tmpd/dout, $tmpd/derr
attempt() {
	local nofile=$1
	shift
	(ulimit -n $nofile; exec $dtrace "$@" -qn "ksem$p:::, knosem$p::: { @ = count(); }
	    BEGIN { printf(\"traced\\n\"); exit(0); }" -p $p) \
	    >"$tmpd/dout" 2>"$tmpd/derr" 3>&-
	rc=$?
}

# left BEFORE: what tracing left in prog1000 (BEFORE: its text checksum)
left() {
	echo "semaphores $(ask f), text" \
	    "$([ "$(text_sum $p "$tmpd/prog1000")" = "$1" ] && echo restored || echo CHANGED)"
}

# oneline: stderr as one line with pids, offsets and sizes as N, or why not
oneline() {
	if [ "$(wc -l < "$tmpd/derr")" != 1 ]; then
		echo "NOT ONE LINE:"
		cat "$tmpd/derr"
	else
		sed 's|/proc/[0-9]*/map_files/[0-9a-f-]*:0x[0-9a-f]*|FILE:OFFSET|;
		    s/[0-9][0-9]*/N/g' "$tmpd/derr"
	fi
}

gen_sites 1000 || exit 1
start_prog 1000
before=$(text_sum $p "$tmpd/prog1000")

DTRACE_NO_UPROBE_MULTI=1 attempt 64
echo "perf fallback, 64 files: exit $rc, $(left "$before")"
oneline

traced=0 failed=0 bad=0
for n in $(seq 8 24); do
	attempt $n
	l=$(left "$before")
	if [ $rc = 0 ] && [ "$(cat "$tmpd/dout")" = traced ] && [ ! -s "$tmpd/derr" ]; then
		traced=$((traced + 1))
	elif [ $rc = 1 ] && [ "$(wc -l < "$tmpd/derr")" = 1 ] &&
	    grep -q '^dtrace: .*Too many open files$' "$tmpd/derr"; then
		failed=$((failed + 1))
	else
		bad=$((bad + 1))
		echo "$n files: exit $rc: $(cat "$tmpd/dout" "$tmpd/derr")"
	fi
	[ "$l" = "semaphores 0, text restored" ] || { bad=$((bad + 1)); echo "$n files: $l"; }
done
echo "uprobe_multi, 8 to 24 files: $([ $traced -gt 0 ] && echo some traced)," \
    "$([ $failed -gt 0 ] && echo some failed in one line), $bad bad"

attempt 1024 -x aggsize=64g
echo "aggsize 64g: exit $rc, $(left "$before")"
oneline
stop_prog
