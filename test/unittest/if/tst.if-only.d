/*
 * ASSERTION: an if without else: the action is recorded only when the
 * condition holds; what follows always runs.
 */
#pragma D option quiet

BEGIN
{
	a = 0;
	b = 2;
	if (a)
		printf("a\n");
	if (b)
		printf("b\n");
	printf("after\n");
	exit(0);
}
