/*
 * ASSERTION: #include <sys/types.h>: its typedefs are usable.
 *
 * @@runtest-opts: -C
 */

#include <sys/types.h>
#include <stdint.h>

#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", sizeof (pid_t), sizeof (uid_t), sizeof (uint64_t));
	exit(0);
}
