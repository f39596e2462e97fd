/*
 * ASSERTION: Without -q, symbols follow the probe's heading line.
 */
/* @@trigger: sdt-ustack */

test_prov$target:::deep
/arg3 == 0/
{
	usym(arg0);
	umod(arg0);
}
