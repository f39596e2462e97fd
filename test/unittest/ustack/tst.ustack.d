/*
 * ASSERTION: ustack() prints the user stack, one indented frame per line
 * as "object`function+0xoffset", down to main() and libc's frame that
 * called it (sdt-ustack keeps frame pointers).
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
/arg3 == 0/
{
	ustack();
}
