/*
 * ASSERTION: #line needs a number.
 */

#line ten

BEGIN
{
	printf("ok\n");
	exit(0);
}
