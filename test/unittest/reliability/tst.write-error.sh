#!/bin/bash
#
# ASSERTION: a write error on the output (ENOSPC: /dev/full) is reported
# once, "dtrace: failed to write output: No space left on device" (for
# -o FILE: "failed to write to FILE: ..."), and dtrace exits 1 at once:
# whether the error comes from a record printed while tracing (a tick that
# would go on printing for 20 s), from the final aggregation printout, or
# from -l, -V, or -h and -G writing to /dev/stdout.  (A closed pipe is
# not an error: tst.epipe.sh.)  Usage goes to stderr, exit 2; with stderr
# full there is nobody to tell, and the status is 2 still.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
err=$(mktemp)
prov=$(mktemp --suffix=.d)
trap 'rm -f "$err" "$prov"' EXIT
echo 'provider shop { probe order__start(int); };' > "$prov"

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
run version -V
run header -h -s "$prov" -o /dev/stdout
run object -G -s "$prov" -o /dev/stdout
# /dev/stdout is the system's link: if a failed write removed it, put it back
if [ "$(readlink /dev/stdout)" != /proc/self/fd/1 ]; then
	echo "/dev/stdout was destroyed"
	rm -f /dev/stdout && ln -s /proc/self/fd/1 /dev/stdout
fi
"$dtrace" 2>/dev/full
echo "usage: exit $?"
