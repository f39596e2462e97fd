#!/bin/bash
#
# ASSERTION: a stripped program's static function comes back from its
# separate debug file found through .gnu_debuglink (with its CRC checked),
# in the program's directory, its .debug/ subdirectory and
# /usr/lib/debug/DIR/, and through its build id
# (/usr/lib/debug/.build-id/xx/yyyy.debug): local_work of a stripped copy
# of pid-static is listed, fires exactly N times, and ufunc() names it.  A
# debuglink file whose CRC does not match is not used.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
prog=$tmpd/prog
sysdir=/usr/lib/debug$tmpd
id=
cleanup() {
	rm -rf "$tmpd" "$sysdir"
	rmdir "$(dirname "$sysdir")" 2>/dev/null
	[ -n "$id" ] || return
	rm -f "/usr/lib/debug/.build-id/${id:0:2}/${id:2}.debug"
	rmdir "/usr/lib/debug/.build-id/${id:0:2}" 2>/dev/null
}
trap cleanup EXIT

objcopy --only-keep-debug "$TRIGGERS/pid-static" "$tmpd/prog.debug" &&
    objcopy --strip-all --add-gnu-debuglink="$tmpd/prog.debug" \
    "$TRIGGERS/pid-static" "$prog" ||
	{ echo "cannot make the stripped copy and its debug file"; exit 1; }
echo ".symtab sections: $(readelf -S "$prog" | grep -c '\.symtab')"

run() {
	$dtrace -qs "$(dirname "$0")/local_work.d" -c "$prog 6"
	echo "dtrace exit $?"
}

echo "-- beside the program"
run
echo "-- in .debug/"
mkdir "$tmpd/.debug" && mv "$tmpd/prog.debug" "$tmpd/.debug/"
run
echo "-- in /usr/lib/debug/DIR/"
mkdir -p "$sysdir" && mv "$tmpd/.debug/prog.debug" "$sysdir/"
run
echo "-- CRC mismatch"
cp "$sysdir/prog.debug" "$tmpd/good.debug"
echo x >> "$sysdir/prog.debug"
$dtrace -l -n 'pid$target:a.out::entry' -c "$prog" 2>&1 | sed 's/process [0-9]*/process N/'
echo "-- by build id"
id=$(readelf -n "$prog" | sed -n 's/.*Build ID: *//p')
mkdir -p "/usr/lib/debug/.build-id/${id:0:2}" &&
    cp "$tmpd/good.debug" "/usr/lib/debug/.build-id/${id:0:2}/${id:2}.debug"
run
