/*
 * ASSERTION: -U undefines a predefined macro.
 *
 * @@runtest-opts: -C -U__linux
 */

#pragma D option quiet

BEGIN
{
#ifdef __linux
	printf("defined\n");
#else
	printf("undefined\n");
#endif
	exit(0);
}
