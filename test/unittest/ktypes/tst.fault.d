/*
 * ASSERTION: a load through a bad kernel pointer of a kernel struct type
 * (bpf_probe_read_kernel fails) is DTrace's invalid address fault, with the
 * address of the member, and fires ERROR; the next clause still runs.
 */
#pragma D option quiet

BEGIN
{
	trace(((struct task_struct *)0x1000)->tgid);
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}

ERROR
{
	printf("ERROR: fault %d at %x\n", arg4,
	    arg5 - offsetof(struct task_struct, tgid));
}
