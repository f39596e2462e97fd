/*
 * ASSERTION: A pragma may come between clauses; an option of the run (quiet)
 *	applies to all of the program.
 */

BEGIN
{
	printf("one\n");
}

#pragma D option quiet

BEGIN
{
	printf("two\n");
	exit(0);
}
