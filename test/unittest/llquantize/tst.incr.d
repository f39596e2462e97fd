/*
 * ASSERTION: llquantize()'s sixth argument is the increment.
 */

#pragma D option quiet

BEGIN
{
	@ = llquantize(20, 10, 0, 2, 10, 1000);
	@ = llquantize(300, 10, 0, 2, 10, 3000);
	exit(0);
}
