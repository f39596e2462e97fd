/*
 * ASSERTION: A preprocessor error fails the compile with DTrace's message.
 *
 * @@runtest-opts: -C
 */

#if
#endif

BEGIN
{
	printf("ok\n");
	exit(0);
}
