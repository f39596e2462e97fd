#!/bin/bash
#
# runtest.sh: the test runner.  Finds the tests under test/unittest/ (or the
# files and directories given as arguments), runs each one with a time limit
# in its own process group, and prints one line per test:
#
#	PASS test/unittest/x/tst.y.d
#	FAIL test/unittest/x/tst.y.d (why), then the diff or stderr
#	SKIP test/unittest/x/tst.y.d (reason)
#
# and finally exactly "N passed, M failed" (", K skipped" if any).  Exits 1
# if any test failed.
#
# Test kinds (the conventions of DTrace's test suites):
#   tst.NAME.d	    `$DTRACE [opts] -s tst.NAME.d`, run in the test's directory;
#		    must exit 0 (unless @@exit says otherwise)
#   err.D_TAG.NAME.d  run with -xerrtags; must exit 1 with "[D_TAG]" on stderr
#   err.NAME.d	    must exit non-zero
#   tst.NAME.sh	    `bash tst.NAME.sh $DTRACE` with DTRACE and TRIGGERS in the
#		    environment; must exit 0, or 77 to be skipped (the last
#		    line of its stdout says why: a program it needs is
#		    missing)
#   err.NAME.sh	    must exit non-zero
# If NAME.r exists, stdout must equal it; a "-- @@stderr --" line in NAME.r
# starts the expected stderr ("dtrace: pid N has exited", and the other
# words on a -c or -p process's end, are compared as "pid PID").  If
# NAME.r.p exists, stdout is piped through it before the comparison.  Tags in the test's text:
#   @@runtest-opts: ARGS	extra dtrace arguments (.d tests)
#   @@timeout: SECONDS		time limit (default 30)
#   @@skip: REASON		skip the test
#   @@exit: N			expected exit status of a tst.*.d (default 0)
#   @@trigger: NAME		run $TRIGGERS/NAME: with .d tests as `-c`
#				(@@trigger-timing: before starts it first and
#				passes its pid as $_pid in @@runtest-opts)
#
# Environment: DTRACE (default build/dtrace), TRIGGERS (default
# build/triggers), TIMEOUT (default 30), VERBOSE=1 to show every output,
# TIMEOUT_SCALE (default 3): every time limit, a test's own or TIMEOUT, is
# multiplied by it.  A limit only ends a test that hangs; on a loaded
# machine or under the sanitizers a sound test may take several times
# its usual time, and must not fail for it.
# Works without a tty and with no stdin; leaves no process behind.

set -u

top=$(cd "$(dirname "$0")/.." && pwd)
DTRACE=${DTRACE:-$top/build/dtrace}
TRIGGERS=${TRIGGERS:-$top/build/triggers}
TIMEOUT=${TIMEOUT:-30}
TIMEOUT_SCALE=${TIMEOUT_SCALE:-3}
export DTRACE TRIGGERS
# Tests that run make (install/, reliability/) run it on their own, not
# as part of the make check that started us: under make -j its jobserver
# is not theirs ("jobserver unavailable" lines in their output).
unset MAKEFLAGS MFLAGS MAKELEVEL

tmp=$(mktemp -d /tmp/runtest.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
trap 'echo "runtest: interrupted" >&2; exit 130' INT TERM

npass=0 nfail=0 nskip=0

# tag FILE NAME: the value of "@@NAME: value" in FILE, or nothing.
tag() {
	sed -n "s/.*@@$2:[[:space:]]*\(.*\)$/\1/p" "$1" | head -n 1 |
	    sed 's/[[:space:]]*\*\/[[:space:]]*$//; s/[[:space:]]*$//'
}

# run_group SECONDS OUT ERR CMD...: run CMD in its own session and process
# group, stdin from /dev/null, kill the whole group when it times out or
# when it is done.  Returns CMD's status (124 on time-out).
run_group() {
	local secs=$(($1 * TIMEOUT_SCALE)) out=$2 err=$3 pid rc
	shift 3
	setsid timeout -k 3 "$secs" "$@" </dev/null >"$out" 2>"$err" &
	pid=$!
	wait "$pid"
	rc=$?
	kill -KILL -- "-$pid" 2>/dev/null
	[ "$rc" -eq 137 ] && rc=124
	return "$rc"
}

# split_r FILE: the expected stdout and stderr of a .r file into
# $tmp/exp.out and $tmp/exp.err (no stderr part: no $tmp/exp.err).
split_r() {
	rm -f "$tmp/exp.out" "$tmp/exp.err"
	awk -v o="$tmp/exp.out" -v e="$tmp/exp.err" '
		$0 == "-- @@stderr --" { f = 1; printf "" > e; next }
		{ print > (f ? e : o) }
		END { if (!f || NR == 0) printf "" >> o }' "$1"
	[ -f "$tmp/exp.out" ] || : >"$tmp/exp.out"
}

report_fail() {	# report_fail TEST WHY [FILE TO SHOW]...
	local t=$1 why=$2 f
	shift 2
	echo "FAIL $t ($why)"
	for f in "$@"; do
		[ -s "$f" ] && sed -n '1,40s/^/    /p' "$f"
	done
	nfail=$((nfail + 1))
}

# compare TEST RFILE: compare $tmp/out (and $tmp/err) with RFILE.
compare() {
	local t=$1 r=$2 pp=${2}.p
	split_r "$r"
	if [ -f "$pp" ]; then
		if [ -x "$pp" ]; then
			"$pp" <"$tmp/out" >"$tmp/out.p" 2>&1
		else
			sh "$pp" <"$tmp/out" >"$tmp/out.p" 2>&1
		fi
		mv "$tmp/out.p" "$tmp/out"
	fi
	if ! diff -u "$tmp/exp.out" "$tmp/out" >"$tmp/diff"; then
		report_fail "$t" "stdout differs from $(basename "$r")" "$tmp/diff" "$tmp/err"
		return 1
	fi
	# the pid in dtrace's word on a -c/-p process's end varies: "pid PID"
	if [ -f "$tmp/exp.err" ]; then
		sed -E 's/^(dtrace: pid )[0-9]+ (has exited|exited with status|terminated by)/\1PID \2/' \
		    "$tmp/err" >"$tmp/err.p" && mv "$tmp/err.p" "$tmp/err"
	fi
	if [ -f "$tmp/exp.err" ] && ! diff -u "$tmp/exp.err" "$tmp/err" >"$tmp/diff"; then
		report_fail "$t" "stderr differs from $(basename "$r")" "$tmp/diff"
		return 1
	fi
	return 0
}

# start_trigger NAME: start $TRIGGERS/NAME in the background; sets tpid.
start_trigger() {
	setsid "$TRIGGERS/$1" </dev/null >/dev/null 2>&1 &
	tpid=$!
	sleep 0.2
}

stop_trigger() {
	[ -n "${tpid:-}" ] && kill -KILL -- "-$tpid" 2>/dev/null
	[ -n "${tpid:-}" ] && wait "$tpid" 2>/dev/null
	tpid=
}

# expect_status TEST KIND RC EXPECTED-RC: check the exit status of a test.
expect_status() {
	local t=$1 kind=$2 rc=$3 want=$4
	if [ "$rc" -eq 124 ]; then
		report_fail "$t" "timed out" "$tmp/out" "$tmp/err"
		return 1
	fi
	case "$kind" in
	nonzero) [ "$rc" -ne 0 ] && return 0
		report_fail "$t" "exit status 0, expected failure" "$tmp/out" "$tmp/err" ;;
	*)	[ "$rc" -eq "$want" ] && return 0
		report_fail "$t" "exit status $rc, expected $want" "$tmp/out" "$tmp/err" ;;
	esac
	return 1
}

run_d() {	# run_d TEST-PATH
	local t=$1 dir base name opts secs trig timing errtag="" want=0 kind=exact rc
	dir=$(dirname "$t") base=$(basename "$t") name=${base%.d}
	opts=$(tag "$t" runtest-opts)
	secs=$(tag "$t" timeout)
	trig=$(tag "$t" trigger)
	timing=$(tag "$t" trigger-timing)
	case "$base" in
	err.D_*) errtag=$(echo "$base" | cut -d. -f2); want=1 ;;
	err.*) kind=nonzero ;;
	esac
	[ -n "$(tag "$t" exit)" ] && want=$(tag "$t" exit)
	tpid=
	if [ -n "$trig" ]; then
		if [ "$timing" = before ] || [ "$timing" = after ]; then
			start_trigger "$trig"
			opts=${opts//\$_pid/$tpid}
		else
			opts="$opts -c $TRIGGERS/$trig"
		fi
	fi
	[ -n "$errtag" ] && opts="-xerrtags $opts"
	# shellcheck disable=SC2086
	(cd "$dir" && run_group "${secs:-$TIMEOUT}" "$tmp/out" "$tmp/err" \
	    "$DTRACE" $opts -s "$base")
	rc=$?
	stop_trigger
	expect_status "$t" "$kind" "$rc" "$want" || return
	if [ -n "$errtag" ] && ! grep -qF "[$errtag]" "$tmp/err"; then
		report_fail "$t" "stderr lacks [$errtag]" "$tmp/err"
		return
	fi
	if [ -f "$dir/$name.r" ]; then
		compare "$t" "$dir/$name.r" || return
	fi
	pass "$t"
}

run_sh() {	# run_sh TEST-PATH
	local t=$1 dir base name secs kind=exact rc
	dir=$(dirname "$t") base=$(basename "$t") name=${base%.sh}
	secs=$(tag "$t" timeout)
	case "$base" in err.*) kind=nonzero ;; esac
	(cd "$dir" && run_group "${secs:-$TIMEOUT}" "$tmp/out" "$tmp/err" \
	    bash "$base" "$DTRACE")
	rc=$?
	if [ "$rc" = 77 ] && [ "$kind" = exact ]; then
		echo "SKIP $t ($(tail -n 1 "$tmp/out"))"
		nskip=$((nskip + 1))
		return
	fi
	expect_status "$t" "$kind" "$rc" 0 || return
	if [ -f "$dir/$name.r" ]; then
		compare "$t" "$dir/$name.r" || return
	fi
	pass "$t"
}

pass() {
	echo "PASS $1"
	if [ "${VERBOSE:-0}" = 1 ]; then
		sed 's/^/    /' "$tmp/out" "$tmp/err"
	fi
	npass=$((npass + 1))
}

run_one() {	# run_one TEST-PATH (relative to the top directory)
	local t=$1 why
	why=$(tag "$t" skip)
	if [ -n "$why" ]; then
		echo "SKIP $t ($why)"
		nskip=$((nskip + 1))
		return
	fi
	case "$t" in
	*.d) run_d "$t" ;;
	*.sh) run_sh "$t" ;;
	esac
}

# list_tests [PATH...]: every test file under the paths, sorted.
list_tests() {
	local p
	[ $# -eq 0 ] && set -- test/unittest
	for p in "$@"; do
		p=${p#"$top"/}
		if [ -d "$p" ]; then
			find "$p" -type f \( -name 'tst.*.d' -o -name 'err.*.d' \
			    -o -name 'tst.*.sh' -o -name 'err.*.sh' \) | sort
		elif [ -f "$p" ]; then
			echo "$p"
		else
			echo "runtest: no such test: $p" >&2
		fi
	done
}

main() {
	local t a args=()
	for a in "$@"; do
		args+=("$(realpath -m "$a")")
	done
	set -- "${args[@]+"${args[@]}"}"
	cd "$top" || exit 1
	if [ ! -x "$DTRACE" ]; then
		echo "runtest: $DTRACE is not built (run make)" >&2
	fi
	while IFS= read -r t; do
		run_one "$t"
	done < <(list_tests "$@")
	if [ "$nskip" -gt 0 ]; then
		echo "$npass passed, $nfail failed, $nskip skipped"
	else
		echo "$npass passed, $nfail failed"
	fi
	[ "$nfail" -eq 0 ]
}

main "$@"
