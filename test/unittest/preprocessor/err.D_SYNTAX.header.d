/*
 * ASSERTION: An error in a header is at its line in the header.
 *
 * @@runtest-opts: -C -I.
 */

#include <tst_bad.h>

BEGIN
{
	exit(0);
}
