/*
 * ASSERTION: copyinstr() copies at most strsize - 1 bytes.
 *
 * @@trigger: sdt-loop
 */

#pragma D option quiet
#pragma D option strsize=4

test_prov$target:::loop
/arg0 == 1/
{
	printf("[%s] [%s] [%s]\n", copyinstr(arg1), copyinstr(arg1, 2),
	    copyinstr(arg1, 10));
	exit(0);
}
