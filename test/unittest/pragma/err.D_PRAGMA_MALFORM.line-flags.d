/*
 * ASSERTION: The flags after the file name are numbers.
 */

# 10 "other.d" x

BEGIN
{
	printf("ok\n");
	exit(0);
}
