/*
 * ASSERTION: tolower() changes ASCII upper-case letters only.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s] [%s] [%s]\n", tolower("Hello, World! 123"), tolower(""),
	    tolower("ABC XYZ @[`{ abc"));
	printf("[%s]\n", tolower(probename));
	exit(0);
}
