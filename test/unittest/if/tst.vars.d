/*
 * ASSERTION: assignments and aggregations under if/else.
 */
#pragma D option quiet

BEGIN
{
	x = 5;
	if (x > 3) {
		y = 1;
		@a = count();
	} else {
		y = 2;
		@b = count();
	}
	printf("%d\n", y);
	exit(0);
}
