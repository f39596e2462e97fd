#!/bin/bash
#
# ASSERTION: `jiffies reads the kernel variable through its address from
# /proc/kallsyms, typed from BTF: two reads a second apart differ by about
# HZ (at least 1).  Kernels built without CONFIG_KALLSYMS_ALL list no data
# symbols in /proc/kallsyms (and pahole puts only per-CPU variables in BTF
# unless asked for more): there `jiffies cannot be read and the test skips.
#
# @@timeout: 40
dtrace=${1:-$DTRACE}

if ! grep -q ' jiffies$' /proc/kallsyms; then
	echo "no jiffies in /proc/kallsyms (kernel without CONFIG_KALLSYMS_ALL)"
	exit 77
fi
out=$($dtrace -xerrtags -qn 'BEGIN { j = `jiffies; } tick-1s { printf("%d\n",
    `jiffies - j > 0); exit(0); }' 2>&1)
case $out in
*D_SYM_NOTYPES*)
	echo "jiffies has no type in the kernel's BTF"
	exit 77 ;;
esac
echo "$out" | sed '/^$/d'
