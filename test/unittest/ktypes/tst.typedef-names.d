/*
 * ASSERTION: kernel typedefs are type names (u8, __be32), but a word the
 * program uses as a variable (assigned: "config = 1") stays a variable
 * later in the program, in the same and other clauses, even where the
 * kernel has a typedef of that name (config, code).
 */
#pragma D option quiet

BEGIN
{
	config = 1;
	code = 2;
	printf("%d %d\n", config, code + config);
}

BEGIN
{
	printf("%d %d %d\n", config, sizeof(u8), (u8)257);
	printf("%d\n", sizeof(__be32));
	exit(0);
}
