/*
 * ASSERTION: strjoin() with a NULL string faults with an invalid address.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", strjoin("a", strchr("abc", 'z')));
}

BEGIN
{
	printf("[%s]\n", strjoin(strchr("abc", 'z'), "a"));
}

BEGIN
{
	exit(0);
}
