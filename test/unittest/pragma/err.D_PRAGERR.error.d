/*
 * ASSERTION: #error reports its words.
 */

BEGIN
{
	exit(0);
}

#error not "ready" 42 yet
