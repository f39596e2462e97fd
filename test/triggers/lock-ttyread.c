/*
 * lock-ttyread: opens a pseudo-terminal, makes its slave side fd 10 and
 * reads from it, where nothing is ever written: the read sleeps, holding
 * the terminal's n_tty_data atomic_read_lock mutex (n_tty_read() keeps it
 * while it waits for input), until the process is killed.  Tests of
 * mutex_owned() and mutex_owner() look at that mutex when the read goes to
 * sleep (sched_switch).
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

int
main(void)
{
	char c;
	int m = posix_openpt(O_RDWR | O_NOCTTY), s;

	if (m < 0 || grantpt(m) != 0 || unlockpt(m) != 0 ||
	    (s = open(ptsname(m), O_RDWR | O_NOCTTY)) < 0 || dup2(s, 10) != 10)
		return 1;
	return read(10, &c, 1) == 1 ? 0 : 1;
}
