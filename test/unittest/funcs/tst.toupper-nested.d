/*
 * ASSERTION: toupper() and tolower() of each other's results.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s] [%s]\n", tolower(toupper("MiXeD cAsE")),
	    toupper(tolower(strjoin("MiXeD ", "cAsE"))));
	exit(0);
}
