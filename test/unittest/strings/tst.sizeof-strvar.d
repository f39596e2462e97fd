/*
 * ASSERTION: sizeof of a string variable, of an associative array's string
 * element and of the type string is strsize, as in DTrace; a string
 * constant's is its length and the NUL.
 */
#pragma D option quiet
#pragma D option strsize=256

BEGIN
{
	var = "hello";
	a["hello"] = "hello, world";
	self->t = "x";
	printf("%d %d %d %d %d\n", sizeof (var), sizeof (a["hello"]),
	    sizeof (self->t), sizeof (string), sizeof ("hello"));
	exit(0);
}
