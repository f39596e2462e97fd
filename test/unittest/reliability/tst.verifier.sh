#!/bin/bash
#
# ASSERTION: a program the kernel's verifier refuses is one line naming
# the program and the verifier's reason, exit 1, and nothing stays
# attached.  10000 clauses on one probe make one program with more than
# 8192 branches on a path, which the verifier refuses ("The sequence of
# 8193 jumps is too complex").  Refused: BEGIN's program while a traced
# process's stapsdt probes are enabled too, then the stapsdt program
# itself.  Each time the process's semaphores are 0 and its text is what
# it was, afterwards.  With -x bpflog the verifier's log follows the line
# ("BPF: ..." lines, ending with the reason and the verifier's counts).
#
# @@timeout: 120
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'exec 2>/dev/null; exec 3>&-; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT
. "$(dirname "$0")/sites.sh"

clauses() {	# clauses PROBE: 10000 clauses on PROBE
	local i
	for ((i = 0; i < 10000; i++)); do
		echo "$1 { @a[1] = count(); }"
	done
}

# run NAME SCRIPT [OPTIONS]: dtrace -s SCRIPT on prog10, what is left after
run() {
	local name=$1 script=$2 before rc
	shift 2
	before=$(text_sum $p "$tmpd/prog10")
	$dtrace "$@" -qs "$script" -p $p >"$tmpd/dout" 2>"$tmpd/derr"
	rc=$?
	echo "$name: exit $rc, $(wc -l < "$tmpd/dout") lines on stdout," \
	    "semaphores $(ask f), text" \
	    "$([ "$(text_sum $p "$tmpd/prog10")" = "$before" ] && echo restored || echo CHANGED)"
}

gen_sites 10 || exit 1
start_prog 10
{ clauses BEGIN; echo "ksem$p:::, knosem$p::: { @ = count(); }"; } > "$tmpd/begin.d"
{ echo 'BEGIN { exit(0); }'; clauses "ksem$p:::p0"; } > "$tmpd/sdt.d"

run BEGIN "$tmpd/begin.d"
cat "$tmpd/derr"
run stapsdt "$tmpd/sdt.d"
cat "$tmpd/derr"
run "BEGIN, -x bpflog" "$tmpd/begin.d" -x bpflog
head -n 1 "$tmpd/derr"
echo "then the log: $(grep -c '^BPF: ' "$tmpd/derr" | sed 's/^[1-9][0-9]*$/lines/')" \
    "and $(tail -n +2 "$tmpd/derr" | grep -vc '^BPF: ') other lines, ending:"
tail -n 2 "$tmpd/derr" | sed 's/[0-9][0-9]*/N/g'
stop_prog
