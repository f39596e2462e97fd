/*
 * ASSERTION: sum() after speculate() is refused like every aggregation.
 */
BEGIN
{
	speculate(1);
	printf("x\n");
	@s["a"] = sum(10);
}
