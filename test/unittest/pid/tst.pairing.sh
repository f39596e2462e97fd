#!/bin/bash
#
# ASSERTION: entry and return of one function, each enabled by two
# clauses (one clause names both, two others one each: entry and return
# run different clause lists, so different programs, on one uprobe):
# every call of the recursive depth(5) shows its entry then its return,
# exactly paired by a thread-local depth, each clause once per firing.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}

$dtrace -qn '
pid$target:a.out:depth:entry
{
	self->d++;
	printf("entry  %d depth %d\n", arg0, self->d);
}
pid$target:a.out:depth:entry, pid$target:a.out:depth:return
{
	@[probename] = count();
}
pid$target:a.out:depth:return
{
	printf("return %d depth %d\n", arg1, self->d);
	self->d--;
}
END { printa("%s %@d\n", @); }' -c "$TRIGGERS/pid-calls 1"
echo "dtrace exit $?"
