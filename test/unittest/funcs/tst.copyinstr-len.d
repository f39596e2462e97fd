/*
 * ASSERTION: copyinstr(addr, len) copies at most len bytes; len 0 is the empty string; a len at or above strsize changes nothing.
 *
 * @@trigger: sdt-loop
 */

#pragma D option quiet

test_prov$target:::loop
/arg0 == 1/
{
	printf("[%s] [%s] [%s] [%s]\n", copyinstr(arg1, 0), copyinstr(arg1, 1),
	    copyinstr(arg1, 4), copyinstr(arg1, 5));
	printf("[%s] [%s] [%s]\n", copyinstr(arg1, 6), copyinstr(arg1, 255),
	    copyinstr(arg1, 1000));
	printf("[%s]\n", copyinstr(arg1, -1));
	exit(0);
}
