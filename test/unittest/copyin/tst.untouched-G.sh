#!/bin/bash
# ASSERTION: a USDT probe built with our dtrace -h and -G reads, on its
# first firing, strings and buffers on pages the process has not touched
# (copyin-untouched.c built with -DCOPYIN_G: the same program, its probes
# those of copyin.d).
#
# @@timeout: 180
here=$(cd "$(dirname "$0")" && pwd)
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

cp "$here/copyin.d" "$tmpd/" &&
(cd "$tmpd" && $DTRACE -h -s copyin.d -o copyin.h &&
    $DTRACE -G -s copyin.d -o copyin.o &&
    gcc -O1 -DCOPYIN_G -I. -o untouched \
	"$here/../../triggers/copyin-untouched.c" copyin.o -pthread) ||
    { echo "build failed"; exit 1; }

$DTRACE -qs "$here/tst.untouched.d" -c "$tmpd/untouched"
echo "exit $?"
