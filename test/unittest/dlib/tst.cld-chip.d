/*
 * ASSERTION: the D library names the SIGCHLD codes (CLD_EXITED ...,
 * proc:::exit's args[0]) and the current CPU's pset, chip and lgrp, as
 * DTrace's sched.d does (curcpu's: no processor set here, one chip and one
 * locality group as the library describes them).
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d %d\n", CLD_EXITED, CLD_KILLED, CLD_DUMPED,
	    CLD_TRAPPED, CLD_STOPPED, CLD_CONTINUED);
	printf("pset %d chip %d lgrp %d\n", pset, chip, lgrp);
	printf("%d %d %d\n", pset == curcpu->cpu_pset,
	    chip == curcpu->cpu_chip, lgrp == curcpu->cpu_lgrp);
	exit(0);
}
