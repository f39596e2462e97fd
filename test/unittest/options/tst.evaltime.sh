#!/bin/bash
#
# ASSERTION: -x evaltime=exec holds a -c process at its exec, so that the
# dynamic linker's system calls are traced (it opens libc.so.6); the
# default (postinit) holds it at its entry point, after them.  preinit and
# main are refused with the reason, a bad value as DTrace refuses it.
#
# Run by test/runtest.sh as: bash tst.evaltime.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}
prog='syscall::openat:entry /pid == $target && strstr(copyinstr(arg1), "libc.so.6") != NULL/ { printf("libc.so.6 opened\n"); }'

for e in exec postinit; do
	echo "evaltime=$e"
	$dtrace -x evaltime=$e -qn "$prog" -c /bin/true 2>/dev/null
	echo "status $?"
done
for e in preinit main sometime; do
	$dtrace -x evaltime=$e -qn "$prog" -c /bin/true 2>&1
	echo "status $?"
done
