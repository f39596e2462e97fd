#!/bin/bash
#
# ASSERTION: -l lists syscall probes as Oracle Linux DTrace names them:
# syscall:vmlinux:<name>:entry and :return, <name> the kernel's (no "sys_"
# prefix), in the "%5d %10s %17s %33s %s" layout; every system call has
# both probes; the calls every x86-64 kernel has are there; the list comes
# from the running kernel (a number that is not a system call has no probe:
# the list is a few hundred, not 1024).
#
dtrace=${1:-$DTRACE}
tmpf=$(mktemp /tmp/syscall-list.XXXXXX)
trap 'rm -f "$tmpf"' EXIT

echo "== openat and getppid"
$dtrace -l -n 'syscall::openat:' -n 'syscall::getppid:' | awk '
NR == 1 { print; next }
{
	ok = sprintf("%5d %10s %17s %33s %s", $1, $2, $3, $4, $5) == $0
	print $2, $3, $4, $5, ok ? "(layout ok)" : "(BAD LAYOUT: " $0 ")"
}'

echo "== the whole provider"
$dtrace -l -P syscall | tail -n +2 >"$tmpf"
awk '$2 != "syscall" || $3 != "vmlinux" || $4 ~ /^sys_/ { print "bad:", $0 }' "$tmpf"
n=$(awk '$5 == "entry"' "$tmpf" | wc -l)
r=$(awk '$5 == "return"' "$tmpf" | wc -l)
[ "$n" -eq "$r" ] && echo "as many entry as return probes" || echo "entry $n return $r"
[ "$n" -gt 250 ] && [ "$n" -lt 1024 ] && echo "between 250 and 1024 system calls" ||
    echo "$n system calls"
for f in read write openat close mmap clone execve exit_group newfstatat \
    rt_sigreturn getppid; do
	c=$(awk -v f="$f" '$4 == f' "$tmpf" | wc -l)
	echo "$f: $c probes"
done
