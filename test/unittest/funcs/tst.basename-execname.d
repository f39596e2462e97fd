/*
 * ASSERTION: basename() and dirname() take any string, for instance a built-in variable.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s] [%s] [%s]\n", basename(execname), dirname(execname),
	    basename(strjoin("/tmp/", probename)));
	exit(0);
}
