/*
 * ASSERTION: a function the named module lacks is refused with DTrace's
 * message, not a probe description that matches nothing.
 */
/* @@trigger: pid-insns */

pid$target:a.out:no_such_function:entry
{
	exit(0);
}
