/*
 * ASSERTION: copyout() and copyoutstr() are destructive: without -w,
 * DTrace's refusal when tracing would start.
 */

BEGIN
{
	copyoutstr("x", 0, 2);
	exit(0);
}
