#!/bin/bash
#
# ASSERTION: a write error on the output (ENOSPC: /dev/full) is reported
# once, "dtrace: failed to write output: No space left on device" (for
# -o FILE: "failed to write to FILE: ..."), and dtrace exits 1 at once:
# whether the error comes from a record printed while tracing (a tick that
# would go on printing for 20 s), from the final aggregation printout, or
# from -l.  (A closed pipe is not an error: tst.epipe.sh.)
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
err=$(mktemp)
trap 'rm -f "$err"' EXIT

# run NAME ARGS...: dtrace ARGS > /dev/full; its status and stderr
run() {
	local name=$1
	shift
	"$dtrace" "$@" >/dev/full 2>"$err"
	echo "$name: exit $?"
	cat "$err"
}

run begin -qn 'BEGIN { printf("hello\n"); exit(0); }'
run tick -qn 'tick-10ms { printf("tick\n"); } tick-20s { exit(0); }'
run aggregation -qn 'BEGIN { @[1] = count(); exit(0); }'
run list -l -n 'dtrace:::BEGIN'
run o-file -o /dev/full -qn 'tick-10ms { printf("tick\n"); } tick-20s { exit(0); }'
