/*
 * ASSERTION: setopt()'s option may be computed at run time.
 */

#pragma D option quiet

BEGIN
{
	setopt(execname);
	exit(0);
}
