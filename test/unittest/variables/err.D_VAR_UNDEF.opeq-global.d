/*
 * ASSERTION: op= reads its variable before it writes it: a global nothing
 * declared or assigned yet is D_VAR_UNDEF, named before the right-hand
 * side is looked at (here an action, which has no value).
 */

BEGIN
{
	total = 0;
	total += 2;
	pending -= trace(1);
	exit(0);
}
