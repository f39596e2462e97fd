/*
 * copyout.d: copyout() and copyoutstr() into the buffer of the trigger
 * copyout-buf, which prints it (tst.copyout.sh, tst.lockdown.sh): at a
 * stapsdt probe copyout() of alloca memory and copyoutstr() of a string;
 * at a pid probe copyout() of the thread's comm (kernel memory that is not
 * alloca memory) and copyoutstr() bounded by maxlen, which writes no NUL.
 */

#pragma D option quiet

copyout$target:::buffer
{
	this->p = (char *)alloca(4);
	this->p[0] = 'n';
	this->p[1] = 'e';
	this->p[2] = 'w';
	this->p[3] = ' ';
	copyout(this->p, arg0, 4);
	copyoutstr("written by copyoutstr", arg0 + 4, 32);
}

pid$target:a.out:copyout_fn:entry
{
	copyout(&curthread->comm[0], arg0, 4);
	copyoutstr("PLAIN", arg0 + 9, 3);
}
