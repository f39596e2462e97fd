/*
 * ASSERTION: #ident and #pragma ident are ignored.
 */

#ident "@(#)tst.ident.d"
#pragma ident "version 1"
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
