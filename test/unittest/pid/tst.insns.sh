#!/bin/bash
#
# ASSERTION: an empty probe name (or "*") means every instruction of the
# function, with entry and return, as in DTrace: pid-insns's insns has six
# instructions, at offsets 0 1 4 9 b c (written in assembly), so -l lists
# insns entry, return, then 0 1 4 9 b c (lowercase hex, no 0x), and
# nothing else; a glob on the name matches the offsets in hex ("[bc]": b
# and c).  When it runs, the offset probes of each call fire in the order
# of the instructions, with the registers of each (uregs[R_RAX] 0x1234 at
# offset 9, 0x1234 + i from b on; before 9 it is the caller's, not shown).
# unprobed starts with hlt, which the kernel refuses to probe: its probes
# at that instruction (entry and 0) have no site and are left out, each
# with a line on stderr that says why, and those at 1 and 2 are attached,
# as is its return probe (at its ret, offset 2).  PIE and fixed-address
# executable alike.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

for prog in pid-insns pid-insns-nopie; do
	echo "== $prog: -l"
	$dtrace -l -n 'pid$target:a.out:insns:' -c "$TRIGGERS/$prog 1" |
	    awk 'NR > 1 { print $3, $4, $5 }'
	echo "== $prog: -l *:[bc]"
	$dtrace -l -n 'pid$target:a.out:insns:[bc]' -c "$TRIGGERS/$prog 1" |
	    awk 'NR > 1 { print $4, $5 }'
	echo "== $prog: firing"
	$dtrace -qn '
	pid$target:a.out:insns:*
	/probename != "entry" && probename != "return"/
	{
		printf("%d %s %x\n", arg0, probename, strtoll(probename, 16) >= 9 ?
		    uregs[R_RAX] & 0xffffffff : 0);
	}' -c "$TRIGGERS/$prog 2"
	echo "dtrace exit $?"
	echo "== $prog: refused"
	$dtrace -qn '
	pid$target:a.out:unprobed:, pid$target:a.out:insns:c
	{
		printf("%s:%s\n", probefunc, probename);
	}' -c "$TRIGGERS/$prog 1" 2>"$tmpd/err"
	echo "dtrace exit $?"
	sed -n 's/^dtrace: pid probe pid[0-9]*:\([^ ]*\) has no safe site: .*(\(hlt\)) is refused by the kernel.*/refused \1 (\2)/p' \
	    "$tmpd/err" | sort
done
