/*
 * ASSERTION: mutex_owned() takes a struct mutex *, not a pointer to
 * another struct (DTrace's message).
 */

BEGIN
{
	trace(mutex_owned(curthread));
	exit(0);
}
