/*
 * ASSERTION: Without -C, preprocessor directives are errors.
 */

#ifdef FOO
#endif

BEGIN
{
	printf("ok\n");
	exit(0);
}
