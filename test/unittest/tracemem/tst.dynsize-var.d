/*
 * ASSERTION: The dynamic size may be any expression (here, the probe's
 * iteration argument: 0, 1, 2 bytes).
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
{
	printf("%d:", arg3);
	tracemem(arg2, 16, arg3);
	printf("\n");
}
