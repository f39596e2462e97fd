/*
 * ASSERTION: #if without -C is an invalid control directive.
 */

BEGIN
{
	printf("ok\n");
	exit(0);
}

#if 0
#endif
