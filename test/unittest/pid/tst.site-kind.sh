#!/bin/bash
#
# ASSERTION: dtrace -lv says for each pid probe which kind of site it
# fires at (prov/pid/dt_pid_kind.c), so a user can see why a probe is
# expensive: "emulated" (push, nop, jmp, jcc, call: the kernel emulates
# it), "single-stepped" (any other instruction), "uretprobe"; with the
# instruction, its offset when the probe moved from the first one, and
# why a return probe is no uretprobe.  In pid-place (asm functions):
# ra_read starts with a nop, mv_argw with a mov that writes an argument
# (no move), mv_push moves to its push at +0x3 and its return is a
# uretprobe there, lf_rets's return is a uretprobe at its js with three
# return sites otherwise; calls_out's return stays at its ret (it calls);
# the offset probes mv_push:0 and mv_push:3 are single-stepped and
# emulated.  With the bench knob DTRACE_PID_NOMOVE, mv_push's entry is
# its first instruction and its return its ret.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
bin=$TRIGGERS/pid-place

kinds() {
	sed -n 's/^ *[0-9]* *pid[0-9]* *pid-place *//p; /Site kind/p'
}

$dtrace -lv -n 'pid$target:a.out:ra_read:entry, pid$target:a.out:ra_read:return,
pid$target:a.out:mv_argw:entry, pid$target:a.out:mv_push:entry,
pid$target:a.out:mv_push:return, pid$target:a.out:lf_rets:return,
pid$target:a.out:calls_out:return, pid$target:a.out:mv_push:0,
pid$target:a.out:mv_push:3' -c "$bin 1" | kinds
echo "dtrace exit ${PIPESTATUS[0]}"
echo "== DTRACE_PID_NOMOVE"
DTRACE_PID_NOMOVE=1 $dtrace -lv -n 'pid$target:a.out:mv_push:entry,
pid$target:a.out:mv_push:return' -c "$bin 1" | kinds
