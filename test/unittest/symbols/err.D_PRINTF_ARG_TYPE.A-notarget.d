/*
 * ASSERTION: Without -c or -p, %A takes only what usym() gives: an
 * integer has no process to be looked up in.
 */

BEGIN
{
	printf("%A\n", 12);
	exit(0);
}
