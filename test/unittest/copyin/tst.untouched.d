/*
 * ASSERTION: copyinstr(), copyin() and copyinto() at stapsdt and pid probes
 * read pages the process has mapped but not touched (their page table
 * entries not present): the sleepable uprobe program faults them in, on
 * the first firing.
 *
 * @@trigger: copyin-untouched
 * @@timeout: 120
 */

#pragma D option quiet

copyin$target:::text
{
	printf("string %d %s\n", arg0, copyinstr(arg1));
}

copyin$target:::buffer
/arg0 == 2/
{
	this->p = (char *)copyin(arg1, 6);
	printf("copyin %d %c%c%c%c%c%c\n", arg0, this->p[0], this->p[1],
	    this->p[2], this->p[3], this->p[4], this->p[5]);
}

pid$target:a.out:copyin_fn:entry
{
	printf("pid %d %s\n", arg0, copyinstr(arg1));
}

copyin$target:::buffer
/arg0 == 4/
{
	this->b = (char *)alloca(4);
	copyinto(arg1 + 5, 4, this->b);
	printf("copyinto %d %c%c%c%c\n", arg0, this->b[0], this->b[1],
	    this->b[2], this->b[3]);
}
