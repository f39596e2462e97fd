/*
 * local_work.d: the calls of pid-static's local (static) function
 * local_work, their argument sum, and the function ufunc() names at the
 * probe: shared by tst.debuglink.sh and tst.minidebuginfo.sh, whose
 * programs have that function's symbol only in a debug file or in
 * MiniDebugInfo.  (Not a test itself: no tst. prefix.)
 */
pid$target:a.out:local_work:entry
{
	@n[probefunc] = count();
	@f[probefunc] = sum(arg0);
	@u[ufunc(uregs[R_PC])] = count();
}

END
{
	printa("%s: %@d calls", @n); printa(", args sum %@d\n", @f);
	printa("ufunc %A: %@d\n", @u);
}
