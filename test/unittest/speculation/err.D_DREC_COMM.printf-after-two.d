/*
 * ASSERTION: after several commit()s, printf() is still refused.
 */
BEGIN
{
	commit(1);
	commit(2);
	printf("%d\n", 3);
}
