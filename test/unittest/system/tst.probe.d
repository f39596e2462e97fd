/*
 * ASSERTION: system() in a probe of a traced process, once per firing.
 */
/* @@trigger: sdt-ustack */

#pragma D option destructive
#pragma D option quiet

test_prov$target:::deep
{
	system("echo iteration %d", arg3);
}
