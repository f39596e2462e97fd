/*
 * ASSERTION: usym()'s argument is an address.
 */

BEGIN
{
	usym("main");
	exit(0);
}
