/*
 * ASSERTION: inlines can be used in predicates.
 */
#pragma D option quiet

inline int ENABLED = 1;

BEGIN
/ENABLED/
{
	printf("enabled\n");
	exit(0);
}
