#!/bin/bash
# ASSERTION: where the kernel forbids BPF programs to write user memory
# (lockdown: integrity or confidentiality), a program with copyout() or
# copyoutstr() is refused when tracing starts, in one line, and the -c
# process does not run.  Skipped where the kernel allows it
# (tst.copyout.sh runs there).
#
# @@timeout: 60

cd "$(dirname "$0")" || exit 1
out=$($DTRACE -w -s copyout.d -c "$TRIGGERS/copyout-buf" 2>&1)
rc=$?
case $out in
*"(lockdown)"*)	;;
*)	echo "the kernel lets BPF programs write user memory"
	exit 77;;
esac
echo "$out"
echo "exit $rc"
