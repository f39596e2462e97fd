/*
 * ASSERTION: Without -q the dump follows the probe's heading line and the
 * record ends with a blank line.
 */
/* @@trigger: sdt-ustack */

test_prov$target:::deep
/arg3 == 0/
{
	tracemem(arg2, 8);
}
