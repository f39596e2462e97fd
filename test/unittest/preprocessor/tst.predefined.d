/*
 * ASSERTION: DTrace's predefined macros; __GNUC__ is not defined.
 *
 * @@runtest-opts: -C
 */

#pragma D option quiet

BEGIN
{
#if defined(__linux) && defined(__unix) && defined(__SVR4) && defined(__Linux)
	printf("system ok\n");
#endif
#if __SUNW_D == 1 && defined(__SUNW_D_64)
	printf("D ok\n");
#endif
	printf("version %x\n", __SUNW_D_VERSION);
#if defined(__x86_64__) == defined(__amd64)
	printf("isa ok\n");
#endif
#ifndef __GNUC__
	printf("no __GNUC__\n");
#endif
	exit(0);
}
