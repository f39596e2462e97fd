#!/bin/bash
#
# ASSERTION: an entry probe moves past `sub $N,%rsp` and past reads of
# rip-relative memory in a readable segment of the object
# (prov/pid/dt_pid_place.c, attach/elf/dt_insn_class.c), and fires as
# often and with the same arguments.  In pid-place (asm functions):
# sp_sub (sub $0x18,%rsp; push %rbx) moves to +0x4 while no clause reads
# arg6..arg9, which are on the stack, above a return address the sub has
# moved %rsp away from: a clause that reads them keeps the first
# instruction and sees 10i and 100i.  Its return probe stays at its ret (a
# uretprobe needs the return address at %rsp).  rip_cmp (cmpb $0 of a
# .bss variable; jne) and rip_mov (mov of a .data variable; push %rbx)
# move to +0x7 and their returns are uretprobes; rip_far reads an address
# in no segment of the file and does not move (dtrace -lv says which
# kind each site is).  A clause that reads uregs[] keeps the first
# instruction: uregs[R_SP] points at the return address into main.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/place.sh"
placement() { placements '[a-z_]*:[a-z]*:\{0,1\}' | sort -u; }

echo "== moved"
DTRACE_DEBUG=1 $dtrace -qn '
pid$target:a.out:sp_sub:entry
{ printf("sp_sub %d %d %d %d %d %d\n", arg0, arg1, arg2, arg3, arg4, arg5); }
pid$target:a.out:rip_cmp:entry, pid$target:a.out:rip_mov:entry
{ @[probefunc, arg0] = count(); }
END { printa("%s %d %@d\n", @); }' -c "$bin 3" 2>"$log" | sed '/^$/d' | sort
echo "dtrace exit ${PIPESTATUS[0]}"
placement

echo "== arguments on the stack"
DTRACE_DEBUG=1 $dtrace -qn 'pid$target:a.out:sp_sub:entry
{ printf("sp_sub %d %d %d\n", arg0, arg6, arg7); }' -c "$bin 3" 2>"$log" |
    sed '/^$/d' | sort
echo "dtrace exit ${PIPESTATUS[0]}"
placement

echo "== uregs[R_SP]: the return address into main is there"
DTRACE_DEBUG=1 $dtrace -qn 'pid$target:a.out:sp_sub:entry
{ printf("%A\n", *(uint64_t *)copyin(uregs[R_SP], 8)); }' -c "$bin 3" \
    2>"$log" | sed '/^$/d; s/+0x[0-9a-f]*$//' | sort | uniq -c | sed 's/^ *//'
echo "dtrace exit ${PIPESTATUS[0]}"
placement

echo "== entry and return"
DTRACE_DEBUG=1 $dtrace -qn '
pid$target:a.out:sp_sub:entry, pid$target:a.out:rip_*:entry { self->a[probefunc] = arg0; }
pid$target:a.out:sp_sub:return, pid$target:a.out:rip_*:return
{ printf("%s %d %d\n", probefunc, self->a[probefunc], arg1); }' \
    -c "$bin 3" 2>"$log" | sed '/^$/d' | sort
echo "dtrace exit ${PIPESTATUS[0]}"
placement

echo "== -lv"
$dtrace -lv -n 'pid$target:a.out:sp_sub:entry, pid$target:a.out:rip_*:entry' \
    -c "$bin 1" | sed -n 's/^ *[0-9]* *pid[0-9]* *pid-place *//p; /Site kind/p'
rm -f "$log"
