/*
 * ASSERTION: a kernel type is not in the scope D (the program's own).
 */
BEGIN
{
	trace(sizeof (struct D`task_struct));
}
