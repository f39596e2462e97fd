/*
 * ASSERTION: printa()'s %k prints a stack key: a newline, then the frames
 * (not indented unless the conversion is left-aligned with a width).
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
{
	@[ustack(2)] = count();
}

END
{
	printa("%k %@d\n", @);
	printa("%-6k|%@d\n", @);
}
