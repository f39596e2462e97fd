#!/bin/bash
#
# ASSERTION: pid probes give uregs[] and ustack() the probed thread's
# registers: at add8's entry uregs[R_RDI] ... uregs[R_R9] are its first six
# arguments and the two words above the return address (uregs[R_RSP] + 8
# and + 16) the seventh and eighth, equal to arg0..arg7; at the return of
# the innermost depth(0), uregs[R_RAX] is the return value (arg1) and
# ustack() walks from depth(0) itself (the probe fires at its ret, as in
# DTrace) through its callers depth(1..5) to main.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}

$dtrace -qn '
pid$target:a.out:add8:entry
{
	printf("regs %d %d %d %d %d %d stack %d %d\n", uregs[R_RDI],
	    uregs[R_RSI], uregs[R_RDX], uregs[R_RCX], uregs[R_R8], uregs[R_R9],
	    *(int *)copyin(uregs[R_RSP] + 8, 4),
	    *(int *)copyin(uregs[R_RSP] + 16, 4));
	printf("args %d %d %d %d %d %d stack %d %d\n", arg0, arg1, arg2, arg3,
	    arg4, arg5, (int)arg6, (int)arg7);
}
pid$target:a.out:depth:return
/arg1 == 0/
{
	printf("rax %d arg1 %d\n", uregs[R_RAX], arg1);
	ustack();
}' -c "$TRIGGERS/pid-calls 2" | sed -n 's/+0x[0-9a-f]*$//; /libc\.so/d; p'
echo "dtrace exit ${PIPESTATUS[0]}"
