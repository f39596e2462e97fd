/*
 * ASSERTION: substr() with DTrace's (Perl's) rules for negative and out-of-range index and count.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s] [%s] [%s] [%s]\n", substr("foobarbazbop", 3),
	    substr("foobarbazbop", 300), substr("foobarbazbop", -10),
	    substr("foobarbazbop", 0));
	printf("[%s] [%s] [%s]\n", substr("foobarbazbop", 11),
	    substr("foobarbazbop", 12), substr("foobarbazbop", 13));
	printf("[%s] [%s] [%s] [%s]\n", substr("foobarbazbop", 8, 20),
	    substr("foobarbazbop", 4, 4), substr("foobarbazbop", 5, 8),
	    substr("foobarbazbop", 5, 9));
	printf("[%s] [%s] [%s]\n", substr("foobarbazbop", 400, 20),
	    substr("foobarbazbop", 400, 0), substr("foobarbazbop", 400, -1));
	printf("[%s] [%s] [%s] [%s]\n", substr("foobarbazbop", 3, 0),
	    substr("foobarbazbop", 3, -1), substr("foobarbazbop", 3, -4),
	    substr("foobarbazbop", 3, -20));
	printf("[%s] [%s] [%s]\n", substr("foobarbazbop", -10, -5),
	    substr("foobarbazbop", 0, 400), substr("foobarbazbop", -1, 400));
	printf("[%s] [%s]\n", substr("foobarbazbop", -1, 0),
	    substr("foobarbazbop", -1, -1));
	printf("[%s] [%s] [%s]\n", substr("foobarbazbop", -24, 24),
	    substr("foobarbazbop", -24, 12), substr("foobarbazbop", -24, 13));
	printf("[%s] [%s]\n", substr("foobarbazbop", -12, 12),
	    substr("foobarbazbop", -12, 11));
	exit(0);
}
