/*
 * ASSERTION: #line N takes a string file name, then numbers.
 */

#line 10 other.d

BEGIN
{
	printf("ok\n");
	exit(0);
}
