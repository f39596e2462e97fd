#!/bin/bash
#
# ASSERTION: a stapsdt probe and a pid entry probe at one site (at_note's
# first instruction is the note's nop: one uprobe, two consumers), with
# the function's return too: each clause fires exactly once per call, with
# its own argument (arg0 is i for both), and the return as often.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}

$dtrace -qn '
pid$target:a.out:at_note:entry { @pc = count(); @ps = sum(arg0); }
pidsdt$target:::first { @sc = count(); @ss = sum(arg0); }
pid$target:a.out:at_note:return { @r = count(); }
END {
	printa("pid entry %@d, arg0 sum %@d\n", @pc, @ps);
	printa("stapsdt %@d, arg0 sum %@d\n", @sc, @ss);
	printa("pid return %@d\n", @r);
}' -c "$TRIGGERS/pid-sdt 5"
echo "dtrace exit $?"
