#!/bin/bash
#
# ASSERTION: A process that spends its time in system calls (dd copying
# from /dev/zero) is seen mostly in the kernel: arg0 a kernel PC and arg1 0.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}

$dtrace -qn '
BEGIN { n = 0; bad = 0; kern = 0; }
profile-1ms /pid == $target/ { n++; }
profile-1ms /pid == $target && (arg0 != 0) == (arg1 != 0)/ { bad++; }
profile-1ms /pid == $target && arg0 >= 0xffff800000000000 && arg1 == 0/ { kern++; }
END {
	printf("%s\n", n >= 20 ? "enough samples" : "too few samples");
	printf("%s\n", bad == 0 ? "one PC per sample" : "bad PCs");
	printf("%s\n", kern * 2 > n ? "mostly kernel" : "mostly user");
}' -c "dd if=/dev/zero of=/dev/null bs=1M count=40000 status=none"
