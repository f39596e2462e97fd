/*
 * ASSERTION: blocks of several actions, with trace() and printf() mixed.
 */
#pragma D option quiet

BEGIN
{
	x = 0;
	if (x) {
		printf("one");
		trace(1);
	} else {
		printf("two ");
		trace(2);
		printf(" three\n");
	}
	exit(0);
}
