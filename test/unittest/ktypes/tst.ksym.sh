#!/bin/bash
#
# ASSERTION: a backquoted kernel function is its address, as
# /proc/kallsyms gives it (vmlinux`schedule and `schedule alike), typed from
# BTF (a pointer to its function type), and %a / sym() / func() / mod()
# symbolize it and an address inside it in DTrace's format.
#
# @@timeout: 40
dtrace=${1:-$DTRACE}

addr=$(awk '$3 == "schedule" && NF == 3 { print $1; exit }' /proc/kallsyms)
if [ -z "$addr" ] || [ "$addr" = 0000000000000000 ]; then
	echo "no address for schedule in /proc/kallsyms"
	exit 77
fi
out=$($dtrace -qn 'BEGIN {
	printf("%x %x\n", (uint64_t)`schedule, (uint64_t)vmlinux`schedule);
	printf("%a %a\n", `schedule, (uintptr_t)`schedule + 4);
	sym((uintptr_t)`schedule + 4); func((uintptr_t)`schedule + 4);
	mod((uintptr_t)`schedule);
	exit(0); }') || exit 1
echo "$out" | sed -e '/^$/d' -e "s/$addr/ADDR/g" -e 's/  */ /g'
