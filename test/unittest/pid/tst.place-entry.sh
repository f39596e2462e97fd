#!/bin/bash
#
# ASSERTION: an entry probe whose first instruction the kernel would
# single-step moves to the first instruction it emulates when that is
# provably the same probe (prov/pid/dt_pid_place.c), and sees the same
# arguments.  In pid-place (asm functions): mv_push (mov %rdi,%rax; push
# %rbx) and lf_rets (test; js) move to +0x3, mv_push's arg0..arg5 are
# i .. i+5 and lf_rets fires once per call (6 calls); mv_argw (mov
# %rsi,%rdi; push %rbx) does not move, its mov writing an argument: arg0
# is i, not i+1; mv_loop (xor; a loop back to the nop after it) does not
# move and fires once per call (3), not once per iteration.  A clause
# that reads uregs[] or ustack() keeps the first instruction: uregs[R_PC]
# and ustack()'s first frame are mv_push itself.  mv_push's entry and
# its return (a uretprobe) share the moved site, and both fire.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/place.sh"
placement() { placements '[a-z_]*:entry' | sort -u; }

echo "== moved"
DTRACE_DEBUG=1 $dtrace -qn '
pid$target:a.out:mv_push:entry
{ printf("mv_push %d %d %d %d %d %d\n", arg0, arg1, arg2, arg3, arg4, arg5); }
pid$target:a.out:mv_argw:entry { printf("mv_argw %d %d\n", arg0, arg1); }
pid$target:a.out:lf_rets:entry, pid$target:a.out:mv_loop:entry
{ @[probefunc] = count(); }
END { printa("%s %@d\n", @); }' -c "$bin 3" 2>"$log" | sed '/^$/d' | sort
echo "dtrace exit ${PIPESTATUS[0]}"
placement

echo "== observed"
DTRACE_DEBUG=1 $dtrace -qn 'pid$target:a.out:mv_push:entry /arg0 == 1/
{ printf("%A\n", uregs[R_PC]); ustack(1); }' -c "$bin 3" 2>"$log" |
    sed '/^$/d; s/^ *//' | sort
placement

echo "== entry and return"
DTRACE_DEBUG=1 $dtrace -qn '
pid$target:a.out:mv_push:entry { self->s = arg0 + arg1 + arg2 + arg3 + arg4 + arg5; }
pid$target:a.out:mv_push:return { printf("%d %d\n", self->s, arg1); }' \
    -c "$bin 3" 2>"$log" | sed '/^$/d' | sort
placement
rm -f "$log"
