/*
 * ASSERTION: Without -q the stack follows the probe's heading line.
 */
/* @@trigger: sdt-ustack */

test_prov$target:::deep
/arg3 == 0/
{
	ustack(2);
}
