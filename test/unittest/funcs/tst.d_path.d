/*
 * ASSERTION: d_path() names a struct path by walking dentries and mounts:
 * the task's root is "/", the running dtrace executable's path ends in
 * /dtrace, the working directory (the runner starts a test in its own
 * directory) is .../test/unittest/funcs, and /proc (another mount) is
 * reached from a file in it.  A NULL path is an invalid address.
 */
#pragma D option quiet

BEGIN
{
	trace(d_path((struct path *)0));
}

ERROR
{
	printf("error %d\n", arg4);
}

BEGIN
{
	printf("root %s\n", d_path(&curthread->fs->root));
	printf("exe %s\n", basename(d_path(&curthread->mm->exe_file->f_path)));
	printf("cwd %s\n", substr(d_path(&curthread->fs->pwd),
	    rindex(d_path(&curthread->fs->pwd), "/test/")));
	exit(0);
}
