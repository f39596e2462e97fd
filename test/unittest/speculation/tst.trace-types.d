/*
 * ASSERTION: trace() and printf() of every kind of value print the same
 * from a speculation as they would have directly.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	trace((char)-1);
	trace(" ");
	trace((short)-2);
	trace(" ");
	trace(-3);
	trace(" ");
	trace(4000000000LL);
	trace(" ");
	trace("string");
	printf("\n%s %d %u %x %c %5d|%-5d|\n", probename, -5, 6, 255, 65,
	    7, 8);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
