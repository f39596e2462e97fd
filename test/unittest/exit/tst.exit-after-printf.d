/*
 * ASSERTION: Output recorded before exit() in the same clause is printed.
 */

#pragma D option quiet

BEGIN
{
	printf("before\n");
	exit(0);
}
