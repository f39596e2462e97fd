#!/bin/bash
#
# ASSERTION: entry and return probes of a recursive function pair up:
# depth(5) calls depth(4) ... depth(0); with the self->depth idiom each
# entry is printed indented by its nesting with its argument, each return
# with the value it returns (arg1), and arg0 of a return probe is 0.  The
# last return is back at nesting 0.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}

$dtrace -qn '
pid$target:a.out:depth:entry
{
	printf("%*s-> depth(%d)\n", self->depth * 2, "", (int)arg0);
	self->depth++;
}
pid$target:a.out:depth:return
{
	self->depth--;
	printf("%*s<- depth = %d (arg0 %d)\n", self->depth * 2, "", (int)arg1,
	    arg0);
}
' -c "$TRIGGERS/pid-calls 1"
echo "dtrace exit $?"
