/*
 * ASSERTION: the D library shipped with dtrace (dlib/errno.d, found from
 * the dtrace binary) defines the errno constants.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", EPERM, ENOENT, EAGAIN, ENOSYS);
	exit(0);
}
