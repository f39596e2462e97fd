/*
 * ASSERTION: d_path() is refused at compile time, by name: the kernel
 * lets BPF resolve paths only in fentry/LSM programs.
 */
BEGIN
{
	trace(d_path((void *)0));
}
