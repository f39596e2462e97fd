/*
 * ASSERTION: #define without -C is an invalid control directive.
 */

#define FOO 1

BEGIN
{
	printf("ok\n");
	exit(0);
}
