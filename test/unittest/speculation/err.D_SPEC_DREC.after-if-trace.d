/*
 * ASSERTION: a data-recording action inside an if statement counts too.
 */
BEGIN
{
	if (1) {
		trace(1);
	}
	speculate(1);
}
