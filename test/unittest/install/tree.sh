# tree.sh: what the tests of make install share (sourced, not a test;
# $DTRACE set): $top, the source tree the test is in; $b, $DTRACE's build
# directory (the test is skipped, exit 77, unless it is a build of $top);
# $dest, a new empty directory for DESTDIR, removed at exit with $dest.want.
top=$(cd "$(dirname "$0")/../../.." && pwd)
b=$(cd "$(dirname "$DTRACE")" && pwd)
if [ ! -f "$top/GNUmakefile" ] || [ ! -f "$b/libdtrace.a" ]; then
	echo "$DTRACE is not a build of this tree"
	exit 77
fi
dest=$(mktemp -d)
trap 'rm -rf "$dest" "$dest.want"' EXIT
