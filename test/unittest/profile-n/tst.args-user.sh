#!/bin/bash
#
# ASSERTION: In profile probes, arg0 is the kernel PC (0 in user mode) and
# arg1 the user PC (0 in the kernel): exactly one is set.  A process that
# computes in user space is seen mostly in user mode, at user addresses
# (below 0x800000000000); kernel PCs are kernel addresses.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}

$dtrace -qn '
BEGIN { n = 0; bad = 0; user = 0; kern = 0; }
profile-1ms /pid == $target/ { n++; }
profile-1ms /pid == $target && (arg0 != 0) == (arg1 != 0)/ { bad++; }
profile-1ms /pid == $target && arg1 != 0 && arg1 < 0x800000000000/ { user++; }
profile-1ms /pid == $target && arg0 >= 0xffff800000000000/ { kern++; }
END {
	printf("%s\n", n >= 20 ? "enough samples" : "too few samples");
	printf("%s\n", bad == 0 ? "one PC per sample" : "bad PCs");
	printf("%s\n", user + kern >= n ? "PCs in range" : "PCs out of range");
	printf("%s\n", user * 2 > n ? "mostly user" : "mostly kernel");
}' -c "awk 'BEGIN { for (i = 0; i < 4e7; i++) s += i }'"
