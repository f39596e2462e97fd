/*
 * ASSERTION: cleanpath() stops where its result would reach strsize - 5 characters.
 */

#pragma D option quiet
#pragma D option strsize=16

BEGIN
{
	printf("[%s]\n", cleanpath("/abcdefghijklmnopqrstuvwxyz"));
	printf("[%s]\n", cleanpath("/a/./b/./c/./d/./e/./f/./g"));
	printf("[%s]\n", cleanpath("/abc/../def"));
	exit(0);
}
