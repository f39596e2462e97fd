/*
 * ASSERTION: ||, && and ^^ on values known only at run time (variables):
 * every combination of true and false operands.
 */
#pragma D option quiet

BEGIN
{
	f = 0;
	t = 1;
	printf("|| %d %d %d %d\n", f || f, f || t, t || f, t || t);
	printf("&& %d %d %d %d\n", f && f, f && t, t && f, t && t);
	printf("^^ %d %d %d %d\n", f ^^ f, f ^^ t, t ^^ f, t ^^ t);
	printf("! %d %d\n", !f, !t);
	exit(0);
}
