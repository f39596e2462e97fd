#!/bin/bash
#
# ASSERTION: the macros of our dtrace -h header are those of systemtap's
# dtrace script (the python script of systemtap-sdt-dev, run here only to
# compare): the same lines but for comments and our include guard.
#
. "$(dirname "$0")/lib.sh"
stap=/usr/bin/dtrace
if ! head -n 1 "$stap" 2>/dev/null | grep -q python; then
	echo "systemtap-sdt-dev's dtrace script is not installed"
	exit 77
fi
cp "$here/shop.d" "$tmpd/"
cd "$tmpd" || exit 1
"$stap" -h -s shop.d -o stap.h || exit 1
"$DTRACE" -h -s shop.d -o ours.h || exit 1
strip() { grep -v '^/\*\|^ \*\|^$\|_OURS_H\|_STAP_H' "$1"; }
diff <(strip stap.h) <(strip ours.h) && echo same
grep -c '^#define SHOP_' ours.h
