/*
 * ASSERTION: exit() in an if statement after speculate() is refused too.
 */
BEGIN
{
	speculate(1);
	if (1) {
		exit(0);
	}
}
