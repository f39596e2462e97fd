#!/bin/bash
#
# oracle-err.sh: run Oracle Linux DTrace's own err.D_*.d tests through our
# dtrace and say, for each, whether we give DTrace's answer.  A manual tool
# (not part of make check: it needs Oracle's tree, which the fetch tool
# brings to /work/.mirror/oracle+dtrace-utils); doc/DIFFERENCES.md says how
# to use it and what its count was.
#
#	test/tools/oracle-err.sh [-v] [GITDIR [BRANCH]]
#
# GITDIR is Oracle's dtrace-utils git directory (default the mirror's),
# BRANCH its branch (default devel).  The tests are taken out of the
# branch with git archive into a temporary tree, and each runs there, from
# the tree's top, as Oracle's runtest.sh runs it: `dtrace -xerrtags -s
# test/unittest/.../err.D_TAG.x.d [@@runtest-opts] -e` (compile only).  A
# test with an @@trigger gets `-c $TRIGGER` for $target instead of Oracle's
# trigger program: TRIGGER defaults to this tree's build/triggers/pid-calls
# (a program with symbols; `make triggers`), else /bin/true.
#
# A test matches when dtrace exits 1, its stderr holds [D_TAG], and, if the
# test has a .r file, stdout and "-- @@stderr --" and stderr, sorted,
# equal the sorted .r, after Oracle's post-processing: the test's own .r.p
# filter if it has one, then every 0x... number made {ptr}.  Each test that does not match prints one line:
#
#	EXIT   path: status N		dtrace did not exit 1
#	TAG    path: [D_GOT]		another tag, or none
#	TEXT   path: the first differing line of ours, then of Oracle's
#
# (-v prints MATCH lines too), then "N of M match".  DTRACE (default
# build/dtrace of this tree) names the dtrace to run.

set -u
verbose=
[ "${1:-}" = -v ] && { verbose=1; shift; }
top=$(cd "$(dirname "$0")/../.." && pwd)
git=${1:-/work/.mirror/oracle+dtrace-utils/repo}
branch=${2:-devel}
DTRACE=${DTRACE:-$top/build/dtrace}
TRIGGER=${TRIGGER:-$top/build/triggers/pid-calls}
[ -x "$TRIGGER" ] || TRIGGER=/bin/true
[ -x "$DTRACE" ] || { echo "oracle-err: no dtrace at $DTRACE" >&2; exit 2; }
git -C "$git" rev-parse -q --verify "$branch^{commit}" >/dev/null ||
	{ echo "oracle-err: no branch $branch in $git" >&2; exit 2; }

tmp=$(mktemp -d /tmp/oracle-err.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/tree"
git -C "$git" archive "$branch" test/unittest test/utils | tar -x -C "$tmp/tree" ||
	exit 2
cd "$tmp/tree" || exit 2

# opts FILE: the test's @@runtest-opts, as Oracle's runtest reads them.
opts() {
	sed -n 's/.*@@runtest-opts:[[:space:]]*\(.*\)$/\1/p' "$1" | head -n 1 |
	    sed 's/[[:space:]]*\*\/[[:space:]]*$//; s/[[:space:]]*$//'
}

# post FILTER: Oracle's runtest post-processing of stdin (postprocess()).
# A gawk filter runs under awk when gawk is missing.
post() {
	local interp
	interp=$(sed -n '1s/^#!//p' "$1" 2>/dev/null)
	command -v gawk >/dev/null || interp=${interp/gawk/awk}
	if [ -n "$interp" ]; then $interp "$1"; else cat; fi |
	    sed -e 's,0x[0-9a-f][0-9a-f]*,{ptr},g'
}

# first_diff A B: the first line of A not in B and of B not in A.
first_diff() {
	printf 'ours:   %s\n' "$(diff <(sort "$1") <(sort "$2") | sed -n 's/^< //p' | head -n 1)"
	printf '\toracle: %s\n' "$(diff <(sort "$1") <(sort "$2") | sed -n 's/^> //p' | head -n 1)"
}

# check FILE: run one test; print its line; return 0 if it matches.
check() {
	local t=$1 tag base rc trig=()
	tag=${t##*/err.}
	tag=${tag%%.*}
	base=${t%.d}
	grep -q '@@trigger:' "$t" && trig=(-c "$TRIGGER")
	# shellcheck disable=SC2046
	timeout 20 "$DTRACE" -xerrtags -s "$t" "${trig[@]}" $(opts "$t") -e \
	    </dev/null >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ "$rc" -ne 1 ]; then
		echo "EXIT   $t: status $rc: $(head -n 1 "$tmp/err")"
		return 1
	fi
	if ! grep -q "\[$tag\]" "$tmp/err"; then
		echo "TAG    $t: $(grep -o '\[D_[A-Z0-9_]*\]' "$tmp/err" | head -n 1) $(head -n 1 "$tmp/err")"
		return 1
	fi
	if [ -e "$base.r" ]; then
		cp "$tmp/out" "$tmp/all"
		if [ -s "$tmp/err" ]; then
			echo "-- @@stderr --" >>"$tmp/all"
			cat "$tmp/err" >>"$tmp/all"
		fi
		post "$base.r.p" <"$tmp/all" >"$tmp/post"
		mv "$tmp/post" "$tmp/all"
		if ! cmp -s <(sort "$base.r") <(sort "$tmp/all"); then
			echo "TEXT   $t: $(first_diff "$tmp/all" "$base.r")"
			return 1
		fi
	fi
	[ -n "$verbose" ] && echo "MATCH  $t"
	return 0
}

n=0 ok=0
while read -r t; do
	n=$((n + 1))
	check "$t" && ok=$((ok + 1))
done < <(find test/unittest -name 'err.D_*.d' | LC_ALL=C sort)
echo "$ok of $n match"
