/*
 * ASSERTION: A struct neither D nor the kernel's BTF defines is D_TYPE_ERR.
 */

BEGIN
{
	trace(sizeof(struct no_such_kernel_struct));
	exit(0);
}
