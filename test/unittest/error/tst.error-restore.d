/*
 * ASSERTION: After ERROR's clauses have run, the faulting probe's next
 * clause sees its own probe and arguments again (BEGIN: id 1, all
 * arguments 0), not ERROR's.
 */

#pragma D option quiet

ERROR
{
	printf("ERROR: %d %s %d %d\n", id, probename, arg3, arg4);
}

BEGIN
{
	z = 0;
	x = 1 / z;
}

BEGIN
{
	printf("BEGIN: %d %s %d %d %d %d %d %d\n", id, probename, arg0, arg1,
	    arg2, arg3, arg4, arg5);
	exit(0);
}
