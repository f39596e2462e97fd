/*
 * ASSERTION: String comparisons in predicates.
 */

#pragma D option quiet

BEGIN
/probename == "BEGIN"/
{
	printf("probename is BEGIN\n");
}

BEGIN
/probename != "BEGIN"/
{
	printf("probename is not BEGIN\n");
}

BEGIN
/execname == "dtrace" && strlen(execname) == 6/
{
	printf("execname is dtrace\n");
}

BEGIN
/"abc" < "abd" && !("abc" > "abd")/
{
	printf("abc sorts before abd\n");
	exit(0);
}
