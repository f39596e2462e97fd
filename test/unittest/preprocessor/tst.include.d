/*
 * ASSERTION: #include of a header found with -I.
 *
 * @@runtest-opts: -C -I.
 */

#include <tst_defs.h>

#pragma D option quiet

BEGIN
{
	printf("%d %s\n", DEFS_VALUE, DEFS_NAME);
	exit(0);
}
