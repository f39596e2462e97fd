/*
 * ASSERTION: cpc:::cpu_clock-user-N fires on the CPU that ran N ns of
 * user-mode time: cpc-spin spins in user mode, so a firing in it comes,
 * with arg0 (the kernel PC) 0 and arg1 (the user PC) set.
 *
 * @@trigger: cpc-spin
 */
#pragma D option quiet

cpc:::cpu_clock-user-1000000
/pid == $target/
{
	printf("%s fired in %s: arg0 %d, arg1 set %d\n", probename, execname,
	    arg0, arg1 != 0);
	exit(0);
}
