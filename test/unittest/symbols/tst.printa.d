/*
 * ASSERTION: printa()'s %A prints what usym(), uaddr() and umod() keys
 * stand for; printa() without a format prints them as "  %-50s".
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
{
	@u[usym(arg1)] = count();
	@m[umod(arg0), uaddr(arg1)] = sum(arg3);
}

END
{
	printa("%A|%@d\n", @u);
	printa("[%-20A] [%A] %@d\n", @m);
	printa(@u);
}
