#!/bin/bash
#
# ASSERTION: In probes that fire in kernel mode (profile-N while a process
# makes system calls), stack() gives kernel frames named "vmlinux`function"
# with an offset, and mod() of the kernel pc names vmlinux.  (Skipped when
# there is no profile provider.)
#
# Run by test/runtest.sh as: bash tst.profile.sh $DTRACE (also in $DTRACE).
# @@timeout: 40

dtrace=${1:-$DTRACE}

if [ "$($dtrace -l -n profile:::tick-1s 2>/dev/null | wc -l)" -lt 2 ]; then
	echo "no profile provider"
	exit 77
fi
out=$($dtrace -qn 'profile-499 /arg0 != 0 && pid == $target/ {
	@s[stack(4)] = count(); @m[mod(arg0)] = count(); }' \
    -c 'dd if=/dev/zero of=/dev/null bs=1 count=3000000 status=none') || exit 1
echo "$out" | grep -q -E '^ {14}vmlinux`[A-Za-z_][A-Za-z0-9_.]*\+0x[0-9a-f]+$' &&
    echo "kernel frames: yes"
echo "$out" | grep -q -E '^  vmlinux +[0-9]+$' && echo "mod: vmlinux"
exit 0
