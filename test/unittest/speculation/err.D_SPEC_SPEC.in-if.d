/*
 * ASSERTION: a second speculate() in an if statement of the same clause is
 * refused too: the rule follows the statements in their order.
 */
BEGIN
{
	s = speculation();
	speculate(s);
	if (s > 0) {
		speculate(s);
	}
}
