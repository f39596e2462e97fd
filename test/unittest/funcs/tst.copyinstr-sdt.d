/*
 * ASSERTION: copyinstr() of a stapsdt string argument, and string functions on the copy.
 *
 * @@trigger: sdt-loop
 */

#pragma D option quiet

test_prov$target:::loop
/arg0 == 2/
{
	printf("[%s] %d\n", copyinstr(arg1), strlen(copyinstr(arg1)));
	printf("[%s] [%s] [%s]\n", toupper(copyinstr(arg1)),
	    strjoin(copyinstr(arg1), " world"), substr(copyinstr(arg1), 1, 3));
	printf("%d %d %d\n", copyinstr(arg1) == "hello", copyinstr(arg1) < "help",
	    index(copyinstr(arg1), "llo"));
	printf("[%s] [%s]\n", strchr(copyinstr(arg1), 'l'), strrchr(copyinstr(arg1), 'l'));
	exit(0);
}
