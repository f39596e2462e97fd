/*
 * ASSERTION: A symbol key among other keys.
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
{
	@[arg3, usym(arg1), "x"] = sum(arg3 + 1);
}
