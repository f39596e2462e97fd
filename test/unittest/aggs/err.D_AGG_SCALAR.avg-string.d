/*
 * ASSERTION: avg() of a string variable: not a scalar.
 */

BEGIN
{
	@a[pid] = avg(execname);
}
