/*
 * ASSERTION: A type in the scope of a module that does not exist is D_TYPE_ERR.
 */

BEGIN
{
	trace(sizeof(no_such_module`struct task_struct));
	exit(0);
}
