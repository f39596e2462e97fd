/*
 * ASSERTION: Without defaultargs an unset $N is an error.
 */

BEGIN
{
	printf("%d\n", $1);
	exit(0);
}
