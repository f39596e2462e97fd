/*
 * ASSERTION: -D defines a macro for the preprocessor.
 *
 * @@runtest-opts: -C -DVALUE=42 -DNEXT=VALUE+1
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", VALUE, NEXT);
	exit(0);
}
