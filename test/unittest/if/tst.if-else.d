/*
 * ASSERTION: only the branch that runs records its data.
 */
#pragma D option quiet

BEGIN
{
	x = 1;
	if (x)
		printf("then\n");
	else
		printf("else\n");
	if (!x)
		printf("then\n");
	else
		printf("else\n");
	exit(0);
}
