#!/bin/bash
#
# ASSERTION: -lv shows a system call's argument types as DTrace lists
# them: openat's entry its C prototype (from the kernel's trace event or
# BTF), its return the return value twice (long); clock_nanosleep's the
# kernel's struct pointer types; getppid's none.
#
dtrace=${1:-$DTRACE}
for p in openat:entry openat:return clock_nanosleep:entry getppid:entry; do
	echo "== $p"
	$dtrace -lv -n "syscall::$p" | sed -n '/Argument Types/,$p' | sed '/^$/d'
done
