/*
 * ASSERTION: Compile errors give the line numbers of the original file, after
 *	#include and macros.
 *
 * @@runtest-opts: -C -I.
 */

#include <sys/types.h>
#include <tst_defs.h>

#define SOMETHING	1

BEGIN
{
	x = SOMETHING;
	y = ;
}
