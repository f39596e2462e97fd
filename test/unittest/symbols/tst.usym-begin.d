/*
 * ASSERTION: In BEGIN, user addresses are dtrace's own: the probe fires
 * at the entry of dt_begin_probe().
 */

#pragma D option quiet

BEGIN
{
	usym(uregs[R_PC]);
	printf("|\n");
	uaddr(uregs[R_PC]);
	printf("|\n");
	umod(uregs[R_PC]);
	printf("|\n");
	exit(0);
}
