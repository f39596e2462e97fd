#!/bin/bash
#
# ASSERTION: an offset probe fires at its instruction, with the registers
# as they are there: in pid-insns's insns(i) (written in assembly), at
# offset 9, after "mov $0x1234,%eax", uregs[R_RAX] is 0x1234; at offset b,
# after "add %edi,%eax", it is 0x1234 + i; arg0 is %rdi (i), as in
# DTrace, where an offset probe's arguments are the registers an entry
# probe reads; uregs[R_PC] is insns+0xb and ustack() walks from insns to
# main.  The name may be written "b", "B", "0xb" or "0x0B": the probe is
# named "b" (DTrace's lowercase hex, no 0x).  The same in a PIE and in a
# fixed-address executable.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}

for prog in pid-insns pid-insns-nopie; do
	echo "== $prog"
	$dtrace -qn '
	pid$target:a.out:insns:9
	{
		printf("%s:%s rax %x rdi %d arg0 %d\n", probefunc, probename,
		    uregs[R_RAX], uregs[R_RDI], arg0);
	}
	pid$target:a.out:insns:0xB
	{
		printf("%s:%s rax %x pc %A\n", probefunc, probename,
		    uregs[R_RAX], uregs[R_PC]);
	}
	pid$target:a.out:insns:B
	/arg0 == 2/
	{
		ustack();
	}' -c "$TRIGGERS/$prog 3" | sed 's/main+0x[0-9a-f]*$/main/; s/^ *//; /libc\.so/d'
	echo "dtrace exit ${PIPESTATUS[0]}"
done
