/*
 * ASSERTION: -x define and -x undef are -D and -U.
 *
 * @@runtest-opts: -C -xdefine=A=7 -xdefine=B -xundef=B
 */

#pragma D option quiet

BEGIN
{
#if defined(A) && !defined(B)
	printf("%d\n", A);
#endif
	exit(0);
}
