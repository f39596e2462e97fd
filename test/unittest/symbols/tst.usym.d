/*
 * ASSERTION: usym() prints the symbol an address is in, without offset,
 * as "  %-50s"; ufunc() is the same; uaddr() adds the offset; umod()
 * names the object.  (sdt-ustack's arg0 is &func_b, arg1 &func_b + 4.)
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
/arg3 == 0/
{
	usym(arg1);
	printf("|\n");
	ufunc(arg1);
	printf("|\n");
	uaddr(arg1);
	printf("|\n");
	uaddr(arg0);
	printf("|\n");
	umod(arg1);
	printf("|\n");
}
