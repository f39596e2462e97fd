/*
 * ASSERTION: an action has no value (void): as a thread-local array's key
 * it is D_KEY_TYPE, as in DTrace.
 */

BEGIN
{
	self->seen[printf("key\n")] = 1;
	exit(0);
}
