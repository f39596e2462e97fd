#!/bin/bash
#
# ASSERTION: in a profile probe (an interrupt: no BTF-typed context),
# curthread is the interrupted task: its pid, tgid and comm are the -c
# process's; and the kernel pc of a sample taken in kernel mode (arg0)
# symbolizes as vmlinux`function through func() and stack() frames as
# vmlinux`function+0xoff.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}

if [ "$($dtrace -l -n profile:::tick-1s 2>/dev/null | wc -l)" -lt 2 ]; then
	echo "no profile provider"
	exit 77
fi
out=$($dtrace -qn 'profile-997 /pid == $target/ {
	@t[curthread->pid == pid, curthread->tgid == $target,
	    stringof(curthread->comm)] = count(); }
    profile-997 /pid == $target && arg0 != 0/ {
	@f[func(arg0)] = count(); @s[stack(2)] = count(); }
    END { printa("%d %d %s\n", @t); }' \
    -c 'dd if=/dev/zero of=/dev/null bs=1 count=3000000 status=none') || exit 1
echo "$out" | grep -E '^[01] [01] ' | sort -u
echo "$out" | grep -q -E '^  vmlinux`[A-Za-z_][A-Za-z0-9_.]* +[0-9]+$' &&
    echo "func: vmlinux\`function"
echo "$out" | grep -q -E '^ {14}vmlinux`[A-Za-z_][A-Za-z0-9_.]*\+0x[0-9a-f]+$' &&
    echo "stack: vmlinux\`function+0xoff"
exit 0
