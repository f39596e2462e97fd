/*
 * ASSERTION: rw_read_held(), rw_write_held() and rw_iswriter() read an
 * rwlock_t's counts as Oracle Linux DTrace does: the readers above bit 9,
 * the writer in the low 8 bits, a waiting writer in bit 8 (a lock made in
 * alloca() memory, so that its state is known); mutex_owner() masks the
 * flag bits off a mutex's owner.
 */
#pragma D option quiet

BEGIN
{
	r = (rwlock_t *)alloca(sizeof(rwlock_t));
	c = (uint32_t *)r;
	*c = 0;
	printf("free:      read_held %d write_held %d iswriter %d\n",
	    rw_read_held(r), rw_write_held(r), rw_iswriter(r));
	*c = 2 << 9;
	printf("2 readers: read_held %d write_held %d iswriter %d\n",
	    rw_read_held(r), rw_write_held(r), rw_iswriter(r));
	*c = 0xff;
	printf("a writer:  read_held %d write_held %d iswriter %d\n",
	    rw_read_held(r), rw_write_held(r), rw_iswriter(r));
	*c = (1 << 9) | 0x100;
	printf("a waiter:  read_held %d write_held %d iswriter %d\n",
	    rw_read_held(r), rw_write_held(r), rw_iswriter(r));
	m = (struct mutex *)alloca(sizeof(struct mutex));
	o = (uint64_t *)m;
	*o = (uint64_t)curthread | 1;
	printf("mutex: owned %d, owner is curthread %d\n", mutex_owned(m),
	    mutex_owner(m) == curthread);
	exit(0);
}
