/*
 * ASSERTION: associative arrays may hold structs; a missing element reads
 * as zeroed.
 */
#pragma D option quiet

struct rec {
	int count;
	long total;
};

struct rec r[string];

BEGIN
{
	r["a"].count = 2;
	r["a"].total += 40;
	printf("%d %d %d\n", r["a"].count, r["a"].total, r["b"].count);
	exit(0);
}
