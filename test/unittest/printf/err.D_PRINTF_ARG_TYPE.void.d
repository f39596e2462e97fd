/*
 * ASSERTION: printf( ) used as printf( )'s argument is void there: the
 * outer conversion's error, as DTrace's (which checks the format of a
 * printf( ) statement only, so the inner empty format is no error of its
 * own).
 */

BEGIN
{
	printf("%d", printf(""));
	exit(0);
}
