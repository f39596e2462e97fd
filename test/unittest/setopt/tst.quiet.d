/*
 * ASSERTION: setopt("quiet") applies to the records printed after its own.
 *
 * The probe lines start with the CPU: filtered by the .r.p script.
 */

BEGIN
{
	setopt("quiet");
}

BEGIN
{
	printf("quiet now\n");
}

BEGIN
{
	setopt("quiet", "no");
}

BEGIN
{
	exit(0);
}
