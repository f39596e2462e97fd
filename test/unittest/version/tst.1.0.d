/*
 * ASSERTION: a program written for D 1.0 may name its variables after the
 * built-ins D gained later (strstr, index ... came with 1.1, print with
 * 2.0); 1.0's built-ins stay.
 */

#pragma D option version=1.0
#pragma D option quiet

int strstr;
int strchr;
int strrchr;
int strtok;
int substr;
int index;
int freopen;
int print;

BEGIN
{
	strstr = 1;
	index = 2;
	print = 3;
	printf("%d %d %d %d\n", strstr, index, print, (int)strlen("abcd"));
	exit(0);
}
