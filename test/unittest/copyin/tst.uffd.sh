#!/bin/bash
# ASSERTION: firings whose programs sleep in a page fault keep their own
# scratch memory.  copyin-untouched uffd pins itself to one CPU; threads 1
# and 2 fire with pages of a userfaultfd region, so each program sleeps in
# copyinstr() until the trigger fills its page; while both sleep, 1's
# page is filled and 1 ends, then the main thread fires (3) on the CPU
# where 2's program holds its scratch memory, then 2's page is filled.
# Each record must carry its own id (argv, read after the copy) and
# string, in that order: with scratch memory indexed by a nesting depth,
# 3 would take 2's (depth 1) and 2 would print 3's id.
#
# @@timeout: 120

$DTRACE -qn '
copyin$target:::text
{
	this->s = copyinstr(arg1);
	printf("%d %s\n", arg0, this->s);
}' -c "$TRIGGERS/copyin-untouched uffd"
echo "exit $?"
