/*
 * ASSERTION: unsigned may not qualify a struct.
 */

unsigned struct record {
	int x;
};

BEGIN
{
	exit(0);
}
