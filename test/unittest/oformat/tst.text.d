/*
 * ASSERTION: oformat=text is DTrace's text output, as without the option.
 */
/* @@runtest-opts: -q -x oformat=text */

BEGIN
{
	printf("hello %d\n", 5);
	@a["k"] = sum(3);
	exit(0);
}
