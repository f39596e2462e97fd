/*
 * ASSERTION: exit(0) alone prints only the closing newline with -q.
 */

#pragma D option quiet

BEGIN
{
	exit(0);
}
