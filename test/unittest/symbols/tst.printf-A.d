/*
 * ASSERTION: printf()'s %A prints a user address of $target (with -c) as
 * uaddr() does; with a usym() argument, as usym() does.
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
/arg3 == 0/
{
	printf("[%A] [%-24A] [%24A]\n", arg1, arg1, arg1);
	printf("[%A] [%A] [%A]\n", usym(arg1), uaddr(arg1), umod(arg1));
	printf("[%A]\n", 0x10);
}
