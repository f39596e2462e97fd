/*
 * ASSERTION: A member that does not exist two pointers deep (through a forward completed on demand) is D_TYPE_MEMBER.
 */

BEGIN
{
	trace(curthread->mm->no_such_member);
	exit(0);
}
