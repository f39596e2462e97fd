/*
 * ASSERTION: mutex_owned() and mutex_owner() read a kernel struct mutex:
 * lock-ttyread sleeps in read() on a pseudo-terminal, which holds the
 * terminal's atomic_read_lock mutex while it waits, so when the read goes
 * to sleep (sched_switch, prev_state TASK_INTERRUPTIBLE) the current task
 * owns it; it does not own its cred_guard_mutex (owner NULL).  Every
 * Linux mutex is adaptive (Oracle Linux DTrace's answers).
 *
 * @@trigger: lock-ttyread
 */
#pragma D option quiet

syscall::read:entry
/pid == $target && arg0 == 10/
{
	self->rd = 1;
}

sdt:sched::sched_switch
/self->rd && args[3] == 1/
{
	this->f = curthread->files->fdt->fd[10];
	this->tty = ((struct tty_file_private *)this->f->private_data)->tty;
	this->m = &((struct n_tty_data *)this->tty->disc_data)->atomic_read_lock;
	printf("tty read lock: owned %d, owner is curthread %d\n",
	    mutex_owned(this->m), mutex_owner(this->m) == curthread);
	this->o = &curthread->signal->cred_guard_mutex;
	printf("cred_guard_mutex: owned %d, owner is NULL %d\n",
	    mutex_owned(this->o), mutex_owner(this->o) == NULL);
	printf("adaptive %d, spin %d\n", mutex_type_adaptive(this->m),
	    mutex_type_spin(this->m));
	exit(0);
}
