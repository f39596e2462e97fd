/*
 * ASSERTION: Comments anywhere, on one or many lines.
 */

#pragma D option quiet

/* a comment
   on two lines */
BEGIN /* here */
{
	printf("%d\n", 1 /* in an expression */ + 2);
	/* exit */ exit(0);
}
