#!/bin/bash
#
# ASSERTION: pid entry and return probes fire once per call, in a PIE
# (pid-calls, ET_DYN) and a fixed-address executable (pid-calls-nopie,
# ET_EXEC), under -c: add8 and square are called N times each, with exact
# argument sums (add8's eight int arguments: arg0..arg5 from registers,
# arg6 and arg7 from the stack) and return values (arg1).  For i in 0..N-1,
# add8(i, ..., i+7) returns 8i+28 and square(i) returns i*i.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
N=25

for prog in pid-calls pid-calls-nopie; do
	echo "== $prog e_type $(od -An -tu2 -j16 -N2 "$TRIGGERS/$prog" | tr -d ' ')"
	$dtrace -qn '
	pid$target:a.out:add8:entry
	{
		@n["add8 entry"] = count();
		@a0 = sum((int)arg0); @a1 = sum((int)arg1); @a2 = sum((int)arg2);
		@a3 = sum((int)arg3); @a4 = sum((int)arg4); @a5 = sum((int)arg5);
		@a6 = sum((int)arg6); @a7 = sum((int)arg7);
	}
	pid$target:a.out:add8:return { @n["add8 return"] = count(); @r8 = sum(arg1); }
	pid$target:a.out:square:entry { @n["square entry"] = count(); @sq = sum(arg0); }
	pid$target:a.out:square:return { @n["square return"] = count(); @rs = sum(arg1); }
	END
	{
		printa("%-14s %@d\n", @n);
		printa("args %@d", @a0); printa(" %@d", @a1); printa(" %@d", @a2);
		printa(" %@d", @a3); printa(" %@d", @a4); printa(" %@d", @a5);
		printa(" %@d", @a6); printa(" %@d\n", @a7);
		printa("add8 returned %@d in all\n", @r8);
		printa("square args %@d", @sq); printa(", returned %@d in all\n", @rs);
	}' -c "$TRIGGERS/$prog $N"
	echo "dtrace exit $?"
done
