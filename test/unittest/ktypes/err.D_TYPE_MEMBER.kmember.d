/*
 * ASSERTION: A member the kernel's struct does not have is D_TYPE_MEMBER.
 */

BEGIN
{
	trace(curthread->no_such_member);
	exit(0);
}
