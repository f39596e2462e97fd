/*
 * ASSERTION: sizeof of the basic types (LP64).
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d %d\n", sizeof (char), sizeof (short), sizeof (int),
	    sizeof (long), sizeof (long long), sizeof (uint64_t));
	exit(0);
}
