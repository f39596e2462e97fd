/*
 * ASSERTION: rand() is an int.
 */
#pragma D option quiet

BEGIN
{
	x = rand();
	printf("%d\n", sizeof (rand()));
	exit(0);
}
