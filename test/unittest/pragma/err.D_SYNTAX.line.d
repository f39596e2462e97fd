/*
 * ASSERTION: #line N: the next line is line N.
 */

#line 100
BEGIN
{
	x = ;
}
