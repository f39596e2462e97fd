#!/bin/bash
# ASSERTION: with -w, copyout() and copyoutstr() write the traced process's
# memory (copyout.d): the process prints what they wrote.  Skipped where
# the kernel forbids BPF programs to write user memory (tst.lockdown.sh).
#
# @@timeout: 60

cd "$(dirname "$0")" || exit 1
out=$($DTRACE -w -s copyout.d -c "$TRIGGERS/copyout-buf" 2>&1)
case $out in
*"(lockdown)"*)
	echo "the kernel forbids bpf_probe_write_user() (lockdown)"
	exit 77;;
esac
echo "$out"
