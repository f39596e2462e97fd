/*
 * ASSERTION: kernel types work wherever D types do: D variables of kernel
 * struct types (bit-fields of tcphdr written and read back), a kernel
 * pointer in a global and in a member of a D struct (the type is copied
 * into the D container), casts, pointer arithmetic scaled by the kernel
 * struct's size, and typedefs (__u16, pid_t) in declarations.
 */
#pragma D option quiet

this struct tcphdr h;
struct pair {
	struct task_struct *t;
	__u16 n;
};
struct pair p;

BEGIN
{
	this->h.doff = 5;
	this->h.ack = 1;
	this->h.fin = 1;
	this->h.window = 0xffff;
	printf("%d %d %d %d %x %d\n", this->h.doff, this->h.ack, this->h.syn,
	    this->h.fin, this->h.window, sizeof(this->h));
	t = curthread;
	printf("%d\n", t->pid == pid);
	p.t = curthread;
	p.n = 65535;
	p.n++;
	printf("%d %d %d\n", p.t->tgid == pid, p.n, sizeof(p.n));
	this->q = (struct task_struct *)0 + 2;
	printf("%d\n", (uint64_t)this->q == 2 * sizeof(struct task_struct));
	this->pid = (pid_t)curthread->pid;
	printf("%d\n", this->pid == pid);
	exit(0);
}
