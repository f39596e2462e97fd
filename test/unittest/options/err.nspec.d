/*
 * ASSERTION: nspec must be a non-negative number.
 *
 * @@runtest-opts: -xnspec=-1
 */

BEGIN
{
	printf("ok\n");
	exit(0);
}
