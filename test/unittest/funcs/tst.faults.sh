#!/bin/bash
#
# ASSERTION: the run-time faults of accesses through alloca() pointers and
# of copies from user memory name the fault, the faulting address or size,
# and the action.  The addresses of alloca() memory and the traced process's
# pid vary from run to run, so they are replaced before comparing.
#
dir=$(dirname "$0")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

run() {
	local t=$1 trig
	trig=$(sed -n 's/.*@@trigger: *//p' "$dir/$t.d")
	if [ -n "$trig" ]; then
		"$DTRACE" -s "$dir/$t.d" -c "$TRIGGERS/$trig" >/dev/null 2>"$tmp/err"
	else
		"$DTRACE" -s "$dir/$t.d" >/dev/null 2>"$tmp/err"
	fi
	sed -E 's/\(0xffff[0-9a-f]+\)/(ADDR)/; s/ID [0-9]+: test_net[0-9]+/ID N: test_netPID/' "$tmp/err"
}

for t in tst.alloca-before-bottom tst.alloca-beyond-top \
    tst.alloca-crossing-clauses tst.alloca-self tst.alloca-store-beyond-top \
    tst.copyin-bad tst.copyin-badsize tst.copyinto-bad tst.copyinto-beyond; do
	echo "$t"
	run "$t"
done
