/*
 * ASSERTION: strchr() and strrchr() finding nothing are NULL: using the result faults.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", strchr("abc", 'z') == 0, strrchr("abc", 'z') == 0);
}

BEGIN
{
	printf("[%s]\n", strchr("abc", 'z'));
}

BEGIN
{
	printf("%d\n", strlen(strrchr("abc", 'z')));
}

BEGIN
{
	exit(0);
}
