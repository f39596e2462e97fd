/*
 * ASSERTION: sched:::surrender fires in a thread that yields its CPU
 * (sched_yield(2), 3 times here), with that thread as args[0] (lwpsinfo_t)
 * and its process as args[1] (psinfo_t).
 */
/* @@trigger: sched-yield */
#pragma D option quiet

int n, ok;

sched:::surrender
/pid == $target/
{
	n++;
	ok += args[0]->pr_lwpid == tid && args[1]->pr_pid == pid;
}

END
{
	printf("surrender %d with this thread %d\n", n, ok);
}
