#!/bin/bash
#
# ASSERTION: everyday programs behave traced exactly as untraced under an
# entry probe on every function of libc, and under a return probe on
# every function of libc: the same output and exit status.  glibc picks
# AVX2 or EVEX versions of its string functions (strchr, memset ...)
# through IFUNCs; their first instructions are VEX/EVEX-encoded ones the
# kernel's uprobes would mis-run (on AVX-512 machines, before, `env A=1
# /bin/echo ok` failed with "'A=1': No such file or directory", python
# hung).  The functions whose first instruction no uprobe may go at are
# left out and counted on stderr (one line).
#
# @@timeout: 600
dtrace=${1:-$DTRACE}
if [ ! -x /usr/bin/python3.11 ]; then
	echo "no /usr/bin/python3.11"
	exit 77
fi
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
printf 'alpha\nbeta\ngamma\n' >"$tmpd/in"

check() {	# check SPEC CMD...
	local spec=$1 st
	shift
	"$@" >"$tmpd/plain" 2>&1
	echo "exit $?" >>"$tmpd/plain"
	$dtrace -qn "$spec"' { n++; }
	syscall::exit_group:entry /pid == $target/ { printf("exit %d\n", arg0); }
	END { printf("%s\n", n > 10 ? "probes fired" : "few probes fired"); }
	' -c "$*" >"$tmpd/traced" 2>"$tmpd/err"
	st=$?
	grep -v '^$' "$tmpd/traced" >"$tmpd/t"
	if [ $st = 0 ] && diff <(grep -v '^$' "$tmpd/plain"; echo "probes fired") \
	    "$tmpd/t" >"$tmpd/diff"; then
		echo "${1##*/} ${spec##*::}: as untraced"
	else
		echo "${1##*/} ${spec##*::}: DIFFERENT (dtrace exit $st)"
		cat "$tmpd/diff" "$tmpd/err"
	fi
	grep -v 'pid probes have no safe site\|pid probes miss some' "$tmpd/err"
}

for spec in 'pid$target:libc.so.6::entry' 'pid$target:libc.so.6::return'; do
	check "$spec" env A=1 /bin/echo ok
	check "$spec" sha256sum "$tmpd/in"
	check "$spec" sed -e s/a/A/g "$tmpd/in"
	check "$spec" date -u -d @86400 +%F
	check "$spec" /usr/bin/python3.11 -c 'print(sum(range(10)))'
done
exit 0
