/*
 * ASSERTION: toupper() changes ASCII lower-case letters only.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s] [%s] [%s]\n", toupper("Hello, World! 123"), toupper(""),
	    toupper("abc xyz @[`{ ABC"));
	printf("[%s]\n", toupper(probeprov));
	exit(0);
}
