# Helpers for the usdt tests (sourced).  build_shop TOOL builds shop.c in
# $tmpd with TOOL's -h and -G (our dtrace, or systemtap's /usr/bin/dtrace);
# trace_shop runs it traced and untraced and prints both results.  $tmpd
# is removed at exit.

tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
here=$(cd "$(dirname "$0")" && pwd)

build_shop() {	# build_shop TOOL
	cp "$here/shop.d" "$here/shop.c" "$tmpd/" &&
	(cd "$tmpd" && $1 -h -s shop.d -o shop.h && $1 -G -s shop.d -o shop.o &&
	    gcc -O2 -o shop shop.c shop.o) || { echo "build with $1 failed"; exit 1; }
}

# Exact values of each probe, is-enabled true only while traced (and only
# for the probe that is traced).
trace_shop() {	# trace_shop DTRACE
	$1 -qn '
	shop$target:::order-start { printf("start %d %s\n", arg0, copyinstr(arg1)); }
	shop$target:::order-done { printf("done %d %s %d\n", (int)arg0,
	    copyinstr(arg1), (long)arg2); }' -c "$tmpd/shop 3 $tmpd/traced"
	echo "dtrace exit $?"
	cat "$tmpd/traced"
	"$tmpd/shop" 2 "$tmpd/untraced"
	cat "$tmpd/untraced"
}
