/*
 * ASSERTION: nested if/else, and else if chains.
 */
#pragma D option quiet

BEGIN
{
	i = 2;
	if (i == 1)
		printf("one\n");
	else if (i == 2)
		printf("two\n");
	else
		printf("many\n");
	if (i > 0) {
		if (i > 5)
			printf("big\n");
		else
			printf("small\n");
	}
	exit(0);
}
