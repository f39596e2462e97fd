#!/bin/bash
#
# ASSERTION: printa() in a probe clause prints the aggregation as it is
# when the consumer reaches that firing's record: sdt-loop 5 fires
# test:tick with arguments 0 to 4; the firings with 0, 1 and 2 add their
# argument to the sum, the one with 4 prints it (3), once; the aggregation
# is not printed again at exit.  The program's own line (a number) is left
# out: it may come before or after printa()'s.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}

$dtrace -qn '
test$target:::tick
/arg0 < 3/
{
	@ = sum(arg0);
}

test$target:::tick
/arg0 == 4/
{
	printa("sum %@d\n", @);
}' -c "$TRIGGERS/sdt-loop 5 1" | grep -v '^[0-9]*$'
exit ${PIPESTATUS[0]}
