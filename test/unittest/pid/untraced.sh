# untraced.sh: what the tst.sites-*.sh tests of a program that must run
# traced as untraced share (sourced, not a test; $dtrace set).  A temporary
# directory $tmpd (removed at exit), and:
#
#   as_untraced PROG N MIN SPEC...
#		runs PROG N untraced, then under dtrace -c with the probes
#		SPEC (one description, or several joined by commas) enabled,
#		for each SPEC in turn.  Prints "SPEC: as untraced, probes
#		fired" when dtrace exits 0 and PROG prints the same and exits
#		the same as untraced, with more than MIN probes fired; else
#		"SPEC: DIFFERENT (dtrace exit N)", the difference and
#		dtrace's stderr.
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

as_untraced() {
	local prog=$1 n=$2 min=$3 spec st
	shift 3
	"$prog" "$n" >"$tmpd/plain" 2>&1
	echo "exit $?" >>"$tmpd/plain"

	for spec in "$@"; do
		$dtrace -qn "$spec"' { n++; }
		syscall::exit_group:entry /pid == $target/ { printf("exit %d\n", arg0); }
		END { printf("%s\n", n > '"$min"' ? "probes fired" : "few probes fired"); }
		' -c "$prog $n" >"$tmpd/traced" 2>"$tmpd/err"
		st=$?
		grep -v '^$' "$tmpd/traced" >"$tmpd/t"
		if [ $st = 0 ] && diff <(cat "$tmpd/plain"; echo "probes fired") \
		    "$tmpd/t" >"$tmpd/diff"; then
			echo "$spec: as untraced, probes fired"
		else
			echo "$spec: DIFFERENT (dtrace exit $st)"
			cat "$tmpd/diff" "$tmpd/err"
		fi
	done
}
