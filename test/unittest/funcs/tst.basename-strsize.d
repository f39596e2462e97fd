/*
 * ASSERTION: basename() and dirname() results hold at most strsize - 1 characters.
 */

#pragma D option quiet
#pragma D option strsize=8

BEGIN
{
	printf("[%s] [%s]\n", basename("/usr/lib/abcdefghijklmnop"),
	    dirname("/abcdefghijklmnop/q"));
	printf("[%s] [%s]\n", basename("/a/b"), dirname("/a/b"));
	exit(0);
}
