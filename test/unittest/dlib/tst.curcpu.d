/*
 * ASSERTION: curcpu (dlib/sched.d) is the cpuinfo_t of the CPU the probe
 * fires on: its cpu_id is the cpu built-in; no processor set (PS_NONE),
 * one locality group, on line.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d\n", curcpu->cpu_id == cpu, curcpu->cpu_pset,
	    curcpu->cpu_pset == PS_NONE, curcpu->cpu_lgrp,
	    curcpu->cpu_info.pi_state == P_ONLINE);
	exit(0);
}
