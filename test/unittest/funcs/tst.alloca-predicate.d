/*
 * ASSERTION: alloca() memory can be used in a predicate.
 */
#pragma D option quiet

BEGIN
/(this->p = (int *)alloca(4)) != NULL && (*this->p = 7) == 7 && *this->p == 7/
{
	printf("%d\n", *this->p);
	exit(0);
}
