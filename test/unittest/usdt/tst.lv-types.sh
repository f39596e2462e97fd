#!/bin/bash
#
# ASSERTION: the argument types of the provider definition reach the
# tracer through -G's .note.dtrace: -lv shows them and the #pragma
# attributes, args[1] is a char * (sizeof (*args[1]) is 1) and args[2] a
# long; a program built with systemtap's -G (no such note) keeps the sized
# integer types of <sys/sdt.h>'s notes.
#
# @@timeout: 60
. "$(dirname "$0")/lib.sh"
lv() {	# the -lv lines of order-done that do not depend on the build
	$DTRACE -lv -n 'shop$target:::order-done' -c "$tmpd/shop 0" |
	    sed -n '/Attributes/,/Dependency/p; /Argument Types/,/^$/p; s/.*\(defined as\)/\1/p'
}
build_shop "$DTRACE"
lv
$DTRACE -qn 'shop$target:::order-done /args[0] == 2/ {
	printf("%d %d %s %d\n", args[0], sizeof (*args[1]),
	    copyinstr((uintptr_t)args[1]), args[2] / 100);
}' -c "$tmpd/shop 2"
echo "dtrace exit $?"
if head -n 1 /usr/bin/dtrace 2>/dev/null | grep -q python; then
	rm -f "$tmpd/shop.o"
	(cd "$tmpd" && /usr/bin/dtrace -G -s shop.d -o shop.o &&
	    gcc -O2 -o shop shop.c shop.o) || exit 1
	lv | sed -n '/Argument Types/,/^$/p'
else
	printf '\tArgument Types\n\t\targs[0]: int32_t\n\t\targs[1]: uint64_t\n\t\targs[2]: int64_t\n\n'
fi
