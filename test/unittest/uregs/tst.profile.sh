#!/bin/bash
#
# ASSERTION: uregs[] are the user registers even when the probe fires in
# kernel mode: in profile-N, R_PC is the user pc (arg1) when the process
# was in user mode, and a user address when it was in the kernel.
# (Skipped when there is no profile provider.)
#
# Run by test/runtest.sh as: bash tst.profile.sh $DTRACE (also in $DTRACE).
# @@timeout: 40

dtrace=${1:-$DTRACE}

if [ "$($dtrace -l -n profile:::tick-1s 2>/dev/null | wc -l)" -lt 2 ]; then
	echo "no profile provider"
	exit 77
fi
$dtrace -qn '
BEGIN { uok = 0; ubad = 0; kok = 0; kbad = 0; }
profile-499 /pid == $target && arg1 != 0/ { uok += uregs[R_PC] == arg1; ubad += uregs[R_PC] != arg1; }
profile-499 /pid == $target && arg0 != 0/ { kok += uregs[R_PC] < 0x800000000000; kbad += uregs[R_PC] >= 0x800000000000; }
END { printf("user mode: %s\nkernel mode: %s\n", ubad == 0 ? "ok" : "bad", kbad == 0 ? "ok" : "bad"); }' \
    -c 'dd if=/dev/zero of=/dev/null bs=1 count=3000000 status=none'
