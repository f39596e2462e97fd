/*
 * ASSERTION: a typedef name cannot be defined twice.
 */
typedef int t1;
typedef long t1;

BEGIN
{
	exit(0);
}
