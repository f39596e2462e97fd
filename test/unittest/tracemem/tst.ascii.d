/*
 * ASSERTION: Printable bytes show as themselves in the character column,
 * the others (tab, NUL) as '.'.  (sdt-ustack's arg4 is the string
 * "Hello, tracemem!\t~".)
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
/arg3 == 0/
{
	tracemem(arg4, 19);
}
